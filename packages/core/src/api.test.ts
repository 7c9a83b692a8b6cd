import { expect, test } from 'vitest'
import { UtcOffsetQuerySchema, WinBodySchema } from './api.ts'

test.each([
	['2', 2],
	['-6', -6],
	['5.5', 5.5],
	['14', 14],
	['-12', -12],
])('the query offset %j reads as %d hours', (text, hours) => {
	expect(UtcOffsetQuerySchema.parse(text)).toBe(hours)
})

test.each(['', ' ', 'abc', 'null', '1e1', '0x2', '15', '-13', '2h'])(
	'the query offset %j is refused',
	(text) => {
		expect(UtcOffsetQuerySchema.safeParse(text).success).toBe(false)
	},
)

test.each([null, '2', true, Number.NaN, 14.5])('a win body with utc %j is refused', (utc) => {
	expect(WinBodySchema.safeParse({ name: 'Goku', utc, player: 'player-0001' }).success).toBe(false)
})

test('a win body with a numeric offset is accepted and its name trimmed', () => {
	expect(WinBodySchema.parse({ name: ' Goku ', utc: -6, player: 'player-0001' })).toEqual({
		name: 'Goku',
		utc: -6,
		player: 'player-0001',
	})
})
