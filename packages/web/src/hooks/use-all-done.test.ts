import { expect, test } from 'vitest'
import { doneDayOf } from './use-all-done.ts'

test.each([
	// the server's number wins over the device's clock by up to a day either way (decision 100)
	{ classicAnswer: 70, clock: 70, expected: 70 },
	{ classicAnswer: 70, clock: 71, expected: 70 },
	{ classicAnswer: 71, clock: 70, expected: 71 },
	// no Classic answer kept: the clock's
	{ classicAnswer: null, clock: 70, expected: 70 },
	// an answer kept from days ago is an old day's, not today's: the clock's
	{ classicAnswer: 68, clock: 70, expected: 70 },
	{ classicAnswer: 75, clock: 70, expected: 70 },
	// a page rendered ahead of any visit knows no day (game 0), whatever is kept
	{ classicAnswer: 70, clock: 0, expected: 0 },
])(
	'done today: Classic answer $classicAnswer, clock $clock → game $expected',
	({ classicAnswer, clock, expected }) => {
		expect(doneDayOf(classicAnswer, clock)).toBe(expected)
	},
)
