import { expect, test } from 'vitest'
import type { PoolEntry, ScheduleInput } from './schedule.ts'
import { answerFor, isPlayableEntry, noRepeatWindow, scheduleAnswers, uniformDraw } from './schedule.ts'

function makePool(size: number): PoolEntry[] {
	return Array.from({ length: size }, (_, index) => ({ key: String(index) }))
}

function makeInput(overrides: Partial<ScheduleInput> = {}): ScheduleInput {
	return { mode: 'classic', region: 'eu', pool: makePool(30), secret: 'test-secret', ...overrides }
}

/** The largest W such that no answer repeats within W days of itself. */
function longestRepeatFreeWindow(answers: readonly string[]): number {
	const lastSeen = new Map<string, number>()
	let smallestGap = Number.POSITIVE_INFINITY
	answers.forEach((answer, index) => {
		const previous = lastSeen.get(answer)
		if (previous !== undefined) smallestGap = Math.min(smallestGap, index - previous)
		lastSeen.set(answer, index)
	})
	return smallestGap - 1
}

test('the same input always gives the same schedule', () => {
	expect(scheduleAnswers(makeInput(), 200)).toEqual(scheduleAnswers(makeInput(), 200))
})

test('a longer schedule extends a shorter one without changing it', () => {
	expect(scheduleAnswers(makeInput(), 300).slice(0, 100)).toEqual(scheduleAnswers(makeInput(), 100))
})

test.each<[string, Partial<ScheduleInput>]>([
	['region', { region: 'us' }],
	['mode', { mode: 'fusion' }],
	['secret', { secret: 'another-secret' }],
])('another %s gives another sequence', (_, change) => {
	expect(scheduleAnswers(makeInput(change), 60)).not.toEqual(scheduleAnswers(makeInput(), 60))
})

test('the order of the pool does not matter', () => {
	const reversed = makeInput({ pool: makePool(30).reverse() })
	expect(scheduleAnswers(reversed, 200)).toEqual(scheduleAnswers(makeInput(), 200))
})

test.each([
	[30, 14],
	[3, 1],
	[2, 0],
	[102, 50],
	[200, 60],
])('a pool of %i never repeats an answer within %i days over 500 days', (size, window) => {
	const answers = scheduleAnswers(makeInput({ pool: makePool(size) }), 500)
	expect(longestRepeatFreeWindow(answers)).toBeGreaterThanOrEqual(window)
})

test('a pool of one answers the same every day', () => {
	expect(scheduleAnswers(makeInput({ pool: [{ key: 'solo' }] }), 3)).toEqual(['solo', 'solo', 'solo'])
})

test('every entry of the pool comes up', () => {
	expect(new Set(scheduleAnswers(makeInput(), 500)).size).toBe(30)
})

test('adding an entry with since = 200 leaves games 1 to 199 unchanged', () => {
	const grown = makeInput({ pool: [...makePool(30), { key: 'newcomer', since: 200 }] })
	const before = scheduleAnswers(makeInput(), 199)
	const after = scheduleAnswers(grown, 400)
	expect(after.slice(0, 199)).toEqual(before)
	expect(after).toContain('newcomer')
})

test('an entry never appears before its since', () => {
	const input = makeInput({ pool: [{ key: 'a' }, { key: 'b' }, { key: 'late', since: 10 }] })
	expect(scheduleAnswers(input, 9)).not.toContain('late')
})

test('answerFor is the matching day of the schedule', () => {
	const answers = scheduleAnswers(makeInput(), 50)
	expect([1, 2, 25, 50].map((numero) => answerFor(makeInput(), numero))).toEqual(
		[1, 2, 25, 50].map((numero) => answers[numero - 1]),
	)
})

test.each([0, -1, 1.5, Number.NaN])('answerFor game %d is a RangeError', (numero) => {
	expect(() => answerFor(makeInput(), numero)).toThrow(RangeError)
})

test('an empty pool is a RangeError', () => {
	expect(() => answerFor(makeInput({ pool: [] }), 1)).toThrow(RangeError)
})

test('a day with no eligible entry is a RangeError', () => {
	expect(() => answerFor(makeInput({ pool: [{ key: 'late', since: 3 }] }), 2)).toThrow(RangeError)
})

// Eight years of days from the full cast: a schedule that long is whole and the same every time.
// How fast it is, is `npm run schedule -w @dragondle/bench`: a benchmark, not a test a busy machine can fail.
test('a 3000-day schedule of a 102-entry pool is whole and repeatable', () => {
	const input = makeInput({ pool: makePool(102) })
	const schedule = scheduleAnswers(input, 3000)
	expect(schedule).toHaveLength(3000)
	expect(scheduleAnswers(input, 3000)).toEqual(schedule)
})

// Every day's answer from game 1 on, as the draw gives it from the first release: an upgrade keeps
// past days' answers (CHANGELOG.md, "What an upgrade keeps"), so these never change.
const GOLDEN_FUSIONS = [
	'f12',
	'f1',
	'f11',
	'f6',
	'f10',
	'f9',
	'f2',
	'f3',
	'f1',
	'f0',
	'f12',
	'f8',
	'f7',
	'f4',
	'f2',
	'f10',
	'f3',
	'f1',
	'f12',
	'f8',
	'late',
	'f11',
	'f0',
	'f3',
	'f10',
	'f7',
	'f8',
	'f9',
	'f6',
	'f11',
	'f0',
	'f5',
	'f7',
	'f2',
	'f3',
	'f1',
	'late',
	'f11',
	'f6',
	'f0',
]
const GOLDEN_CLASSIC = [
	'41',
	'48',
	'39',
	'84',
	'101',
	'67',
	'63',
	'9',
	'72',
	'59',
	'31',
	'56',
	'24',
	'42',
	'17',
	'91',
	'70',
	'76',
	'10',
	'16',
	'94',
	'20',
	'46',
	'74',
	'92',
	'79',
	'5',
	'7',
	'81',
	'2',
	'11',
	'69',
	'75',
	'95',
	'96',
	'30',
	'77',
	'13',
	'6',
	'12',
]
const fusionPool = (): PoolEntry[] => [
	...Array.from({ length: 13 }, (_, index) => ({ key: `f${index}` })),
	{ key: 'late', since: 20 },
]

test('the draw gives the same answers from game 1 on as at the first release', () => {
	const fusion = { mode: 'fusion', region: 'eu', pool: fusionPool(), secret: 'golden' } as const
	expect(scheduleAnswers(fusion, 40)).toEqual(GOLDEN_FUSIONS)
	const classic = { mode: 'classic', region: 'us', pool: makePool(102), secret: 'golden' } as const
	expect(scheduleAnswers(classic, 40)).toEqual(GOLDEN_CLASSIC)
})

test('an entry is playable from its since on, and one without since from game 1', () => {
	expect(isPlayableEntry({ key: 'late', since: 20 }, 19)).toBe(false)
	expect(isPlayableEntry({ key: 'late', since: 20 }, 20)).toBe(true)
	expect(isPlayableEntry({ key: 'f0' }, 1)).toBe(true)
})

test('the window is at most half the eligible pool, so every day of two or more has two candidates', () => {
	for (let eligible = 1; eligible <= 300; eligible++) {
		const window = noRepeatWindow(eligible)
		expect(window).toBeLessThanOrEqual(eligible / 2)
		if (eligible >= 2) expect(eligible - window).toBeGreaterThanOrEqual(2)
	}
})

test('a small pool runs in no fixed cycle: the answer a pool-length ago says little of today', () => {
	const answers = scheduleAnswers({ ...makeInput({ pool: makePool(13) }), mode: 'fusion' }, 1300)
	const repeats = answers.filter((answer, index) => index >= 13 && answers[index - 13] === answer).length
	// a window of the pool minus one would repeat every 13 days (1,287 of 1,287); a draw from 7
	// candidates repeats about 1 in 7
	expect(repeats / (answers.length - 13)).toBeLessThan(0.3)
})

test('a new entry is not forced on its first day: across secrets it is drawn about 1 in candidates', () => {
	const pool = [...makePool(12), { key: 'late', since: 50 }]
	let drawn = 0
	for (let trial = 0; trial < 300; trial++) {
		const answers = scheduleAnswers({ ...makeInput({ pool }), secret: `secret-${trial}` }, 50)
		if (answers[49] === 'late') drawn++
	}
	// 13 eligible, a window of 6: 7 candidates, so about 43 of 300 (a window of 12 would draw it 300 times)
	expect(drawn).toBeGreaterThan(10)
	expect(drawn).toBeLessThan(100)
})

test('the draw is HMAC-SHA-256 of the secret over its message, taken uniformly', () => {
	// RFC 4231's test case 2: HMAC-SHA-256 of 'what do ya want for nothing?' under 'Jefe' begins
	// 5bdcc146; a count that divides 2^32 rejects nothing, so the first word decides
	const firstWord = 0x5bdcc146
	expect(uniformDraw('Jefe', 'what do ya want for nothing?', 2 ** 16)).toBe(firstWord % 2 ** 16)
	expect(uniformDraw('Jefe', 'what do ya want for nothing?', 2 ** 32)).toBe(firstWord)
	const counts = [0, 0, 0]
	for (let index = 0; index < 30_000; index++) {
		const drawn = uniformDraw('secret', `day ${index}`, 3)
		counts[drawn] = (counts[drawn] ?? 0) + 1
	}
	for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400)
	expect(() => uniformDraw('k', 'm', 0)).toThrow(RangeError)
})
