import * as v from 'valibot'
import { expect, test } from 'vitest'
import { DailyAnswerSchema, UtcOffsetQuerySchema, WinBodySchema } from './api.ts'

test.each([
	['2', 2],
	['-6', -6],
	['5.5', 5.5],
	['14', 14],
	['-12', -12],
])('the query offset %j reads as %d hours', (text, hours) => {
	expect(v.parse(UtcOffsetQuerySchema, text)).toBe(hours)
})

test.each(['', ' ', 'abc', 'null', '1e1', '0x2', '15', '-13', '2h'])(
	'the query offset %j is refused',
	(text) => {
		expect(v.safeParse(UtcOffsetQuerySchema, text).success).toBe(false)
	},
)

test.each([null, '2', true, Number.NaN, 14.5])('a win body with utc %j is refused', (utc) => {
	expect(v.safeParse(WinBodySchema, { name: 'Goku', utc, player: 'player-0001' }).success).toBe(false)
})

test('a win body with a numeric offset is accepted and its name trimmed', () => {
	expect(v.parse(WinBodySchema, { name: ' Goku ', utc: -6, player: 'player-0001' })).toEqual({
		name: 'Goku',
		utc: -6,
		player: 'player-0001',
	})
})

const BASE = { game_numero: 3, yesterday: 'Goku', champion_name: 'Vegito', clues: {} }
const IMAGE_URL = '/art/i/0123456789abcdef.webp'

test.each([
	['classic', { mode: 'classic', ...BASE }],
	[
		'fusion',
		{
			mode: 'fusion',
			...BASE,
			fusion_imageUrl: IMAGE_URL,
			fusion_coordinates_x: 50,
			fusion_coordinates_y: 24,
			fusion_late_x: 48,
			fusion_late_y: 40,
			fusion_scale_factor: 2.2,
			fusion_components: ['Goku', 'Vegeta'],
		},
	],
	['technique', { mode: 'technique', ...BASE, technique_name: 'Kamehameha', technique_imageUrl: IMAGE_URL }],
	[
		'silhouette',
		{ mode: 'silhouette', ...BASE, silhouette_x: 60, silhouette_y: 30, silhouette_imageUrl: IMAGE_URL },
	],
])('a %s daily answer parses as that mode', (mode, payload) => {
	expect(v.parse(DailyAnswerSchema, payload).mode).toBe(mode)
})

test.each([
	['a fusion without its picture', { mode: 'fusion', ...BASE }],
	['an unknown mode', { mode: 'quote', ...BASE }],
	[
		'a late crop centre past the picture',
		{
			mode: 'silhouette',
			...BASE,
			silhouette_x: 60,
			silhouette_y: 30,
			silhouette_late_x: 50,
			silhouette_late_y: 120,
			silhouette_imageUrl: IMAGE_URL,
		},
	],
	[
		'a picture URL that names the answer',
		{
			mode: 'technique',
			...BASE,
			technique_name: 'Kamehameha',
			technique_imageUrl: '/art/techniques/kamehameha.webp',
		},
	],
])('%s is refused', (_case, payload) => {
	expect(v.safeParse(DailyAnswerSchema, payload).success).toBe(false)
})
