import { expect, test } from 'vitest'
import type { PoolEntry, ScheduleInput } from './schedule.ts'
import { answerFor, MAX_NO_REPEAT_DAYS, scheduleAnswers } from './schedule.ts'

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
	[30, 29],
	[3, 2],
	[2, 1],
	[102, MAX_NO_REPEAT_DAYS],
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

test('overrides pin answers and still count for the no-repeat window', () => {
	const answers = scheduleAnswers(makeInput({ overrides: { 5: '7', 6: 'pinned-guest' } }), 40)
	expect(answers[4]).toBe('7')
	expect(answers[5]).toBe('pinned-guest')
	expect(answers.slice(5, 34)).not.toContain('7')
})

test('overrides leave the other days drawn as before', () => {
	const plain = scheduleAnswers(makeInput(), 4)
	expect(scheduleAnswers(makeInput({ overrides: { 5: '7' } }), 4)).toEqual(plain)
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

// A budget, not a benchmark: ten 3000-day schedules take about 50 ms; a scan of the whole window
// for every candidate every day would take several times longer.
test('ten 3000-day schedules of a 102-entry pool fit in half a second', { timeout: 500 }, () => {
	const input = makeInput({ pool: makePool(102) })
	for (let run = 0; run < 10; run++) expect(scheduleAnswers(input, 3000)).toHaveLength(3000)
})
