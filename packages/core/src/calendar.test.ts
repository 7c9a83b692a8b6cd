import { expect, test } from 'vitest'
import type { Region } from './api.ts'
import {
	countdownTo,
	DEFAULT_LAUNCH_DAY,
	dayOfGame,
	gameNumeroAt,
	isBirthday,
	isCalendarDay,
	nextResetAt,
	regionDay,
	regionForOffset,
} from './calendar.ts'

const at = (iso: string): number => Date.parse(iso)
/** 24 hours in milliseconds, written out so the tests do not read the code's own constant. */
const HOURS_24_MS = 24 * 60 * 60 * 1000

test.each<[number, Region]>([
	[0, 'eu'],
	[2, 'eu'],
	[-2, 'eu'],
	[5.5, 'eu'],
	[14, 'us'],
	[10, 'eu'],
	[10.5, 'us'],
	[-2.5, 'us'],
	[-3, 'us'],
	[-5, 'us'],
	[-6, 'us'],
	[-12, 'us'],
	[12, 'us'],
	[9, 'eu'],
	[8, 'eu'],
	[-4, 'us'],
	[Number.NaN, 'eu'],
])('a player at UTC offset %s plays in %s (nearest around the clock, ties to eu)', (offset, region) => {
	expect(regionForOffset(offset)).toBe(region)
})

test.each<[string, Region, string]>([
	['2026-03-10T21:59:59.999Z', 'eu', '2026-03-10'],
	['2026-03-10T22:00:00.000Z', 'eu', '2026-03-11'],
	['2026-03-10T05:59:59.999Z', 'us', '2026-03-09'],
	['2026-03-10T06:00:00.000Z', 'us', '2026-03-10'],
	['2026-12-31T22:00:00.000Z', 'eu', '2027-01-01'],
	['2027-01-01T05:00:00.000Z', 'us', '2026-12-31'],
	['2026-07-01T12:00:00.000Z', 'eu', '2026-07-01'],
])('at %s the %s day is %s', (iso, region, day) => {
	expect(regionDay(at(iso), region)).toBe(day)
})

test.each<[string, Region, number]>([
	['2025-12-31T21:59:59.999Z', 'eu', 0],
	['2025-12-31T22:00:00.000Z', 'eu', 1],
	['2026-01-01T21:59:59.999Z', 'eu', 1],
	['2026-01-01T22:00:00.000Z', 'eu', 2],
	['2026-01-01T05:59:59.999Z', 'us', 0],
	['2026-01-01T06:00:00.000Z', 'us', 1],
	['2026-01-02T06:00:00.000Z', 'us', 2],
	['2026-03-29T12:00:00.000Z', 'eu', 88],
	['2026-12-31T06:00:00.000Z', 'us', 365],
	['2025-12-01T12:00:00.000Z', 'eu', -30],
])('at %s the %s game number is %i', (iso, region, numero) => {
	expect(gameNumeroAt(at(iso), region)).toBe(numero)
})

test('the launch day is a parameter', () => {
	expect(gameNumeroAt(at('2030-06-15T12:00:00Z'), 'eu', '2030-06-15')).toBe(1)
	expect(gameNumeroAt(at('2030-06-15T12:00:00Z'), 'us', '2030-06-01')).toBe(15)
})

test.each(['2026-1-1', '2026-02-30', 'tomorrow', ''])('a malformed launch day %j is a RangeError', (day) => {
	expect(() => gameNumeroAt(0, 'eu', day)).toThrow(RangeError)
})

test.each<[string, Region, string]>([
	['2026-03-10T12:00:00.000Z', 'eu', '2026-03-10T22:00:00.000Z'],
	['2026-03-10T21:59:59.999Z', 'eu', '2026-03-10T22:00:00.000Z'],
	['2026-03-10T22:00:00.000Z', 'eu', '2026-03-11T22:00:00.000Z'],
	['2026-03-10T23:00:00.000Z', 'eu', '2026-03-11T22:00:00.000Z'],
	['2026-03-10T05:59:59.000Z', 'us', '2026-03-10T06:00:00.000Z'],
	['2026-03-10T06:00:00.000Z', 'us', '2026-03-11T06:00:00.000Z'],
	['2026-03-10T12:00:00.000Z', 'us', '2026-03-11T06:00:00.000Z'],
])('after %s the next %s reset is at %s', (iso, region, reset) => {
	expect(nextResetAt(at(iso), region)).toBe(at(reset))
})

test('fixed offsets ignore daylight saving: every eu day is 24 hours long', () => {
	const start = at('2026-03-28T22:00:00Z')
	expect(nextResetAt(start, 'eu') - start).toBe(HOURS_24_MS)
	expect(regionDay(start + HOURS_24_MS, 'eu')).toBe('2026-03-30')
})

test.each<[string, Region, [number, number, number, number]]>([
	['2026-03-10T12:00:00.000Z', 'eu', [10, 0, 0, 36_000_000]],
	['2026-03-10T21:59:59.999Z', 'eu', [0, 0, 0, 1]],
	['2026-03-10T22:00:00.000Z', 'eu', [24, 0, 0, HOURS_24_MS]],
	['2026-03-10T04:58:30.500Z', 'us', [1, 1, 29, 3_689_500]],
	['2026-03-10T05:59:59.000Z', 'us', [0, 0, 1, 1000]],
])('at %s the %s countdown is %j (h, m, s, ms)', (iso, region, [hours, minutes, seconds, totalMs]) => {
	expect(countdownTo(at(iso), region)).toEqual({ hours, minutes, seconds, totalMs })
})

test.each([
	[365, true],
	[730, true],
	[3650, true],
	[1, false],
	[364, false],
	[366, false],
	[0, false],
	[-365, false],
	[365.5, false],
])('game %d is a birthday: %s', (numero, expected) => {
	expect(isBirthday(numero)).toBe(expected)
})

test.each<[number, string, string]>([
	[1, '2026-01-01', '2026-01-01'],
	[10, '2026-01-01', '2026-01-10'],
	[32, '2026-01-01', '2026-02-01'],
	[365, '2026-01-01', '2026-12-31'],
	[1, '2024-02-28', '2024-02-28'],
	[2, '2024-02-28', '2024-02-29'],
])(
	'game %i after a launch on %s is played on %s (the archive’s calendar, decision 084)',
	(numero, launch, day) => {
		expect(dayOfGame(numero, launch)).toBe(day)
	},
)

test('dayOfGame is the inverse of gameNumeroAt at any moment of that day', () => {
	for (const region of ['eu', 'us'] as const) {
		const now = Date.UTC(2026, 2, 15, 9, 30)
		expect(dayOfGame(gameNumeroAt(now, region), DEFAULT_LAUNCH_DAY)).toBe(regionDay(now, region))
	}
})

test('a malformed launch day is refused every time, also after a valid one was parsed', () => {
	expect(gameNumeroAt(Date.parse('2026-01-02T12:00:00Z'), 'eu', '2026-01-01')).toBe(2)
	for (const day of ['', '2026-02-30', '2026-01-01 ']) {
		expect(() => gameNumeroAt(0, 'eu', day)).toThrow(RangeError)
		expect(() => gameNumeroAt(0, 'eu', day)).toThrow(RangeError)
	}
	expect(gameNumeroAt(Date.parse('2026-01-02T12:00:00Z'), 'eu', '2026-01-01')).toBe(2)
})

test.each([
	['2024-02-29', true],
	['2026-12-31', true],
	['2026-02-29', false],
	['2026-02-30', false],
	['2026-13-01', false],
	['2026-1-01', false],
	['2026-01-01 ', false],
	['', false],
])('%j is a day of the calendar: %s', (day, isDay) => {
	expect(isCalendarDay(day)).toBe(isDay)
})
