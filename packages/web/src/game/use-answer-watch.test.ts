import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { dailyAnswer, stubApi } from './test-helpers.tsx'
import { useAnswerWatch } from './use-answer-watch.ts'

/**
 * The rollover watch (docs/product.md §4 "Daily rollover"): today's answer name is asked 120, 90, 60 and
 * 30 s before the region's midnight and at it. The test runs at UTC+0, so in Europe, whose day starts
 * at 22:00 UTC.
 */

beforeAll(async () => {
	// the first check loads the API's schemas; loaded here, a check reaches the network at once
	await import('../api-schemas.ts')
})

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

/**
 * Resolves once `condition` holds, looking again after each turn of the real event loop: a check
 * decrypts its answer with WebCrypto, which no fake clock drives. (Testing Library's own wait ends on
 * a setTimeout, which the frozen clock here would never fire.)
 */
async function until(condition: () => boolean): Promise<void> {
	while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

/** Watches Classic's answer 'Goku' from `start` (UTC, 2026-03-10); the server names `answerNames` in turn. */
function watch(start: string, answerNames = ['Goku']) {
	// the clock stands still unless a test moves it
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
	vi.setSystemTime(new Date(`2026-03-10T${start}Z`))
	const fetchSpy = stubApi({ answer: dailyAnswer(), answerNames })
	const onChanged = vi.fn()
	renderHook(() => useAnswerWatch({ mode: 'classic', utc: 0, answerName: 'Goku', onChanged }))
	const nameChecks = () =>
		fetchSpy.mock.calls.filter(([input]) => String(input).includes('/answer/name')).length
	return { nameChecks, onChanged }
}

/** Moves the fake clock forward to `time` (UTC) on 2026-03-10. */
async function moveTo(time: string) {
	await act(() => vi.advanceTimersByTimeAsync(new Date(`2026-03-10T${time}Z`).getTime() - Date.now()))
}

test.each([
	[120, 0, '21:57:59.999', '21:58:00.000'],
	[90, 1, '21:58:29.999', '21:58:30.000'],
	[60, 2, '21:58:59.999', '21:59:00.000'],
	[30, 3, '21:59:29.999', '21:59:30.000'],
	[0, 4, '21:59:59.999', '22:00:00.000'],
])(
	'the check %i s before midnight comes after %i others: not at %s, at %s',
	async (_seconds, earlier, before, at) => {
		const { nameChecks } = watch('21:57:00.000')
		await moveTo(before)
		await until(() => nameChecks() >= earlier)
		expect(nameChecks()).toBe(earlier)
		await moveTo(at)
		await until(() => nameChecks() > earlier)
		expect(nameChecks()).toBe(earlier + 1)
	},
)

test('from three minutes before midnight to five after it, the answer is asked five times', async () => {
	const { nameChecks } = watch('21:57:00.000')
	await moveTo('22:05:00.000')
	await until(() => nameChecks() >= 5)
	expect(nameChecks()).toBe(5)
})

test('an answer that changes only at midnight starts the new game then, not before', async () => {
	const { nameChecks, onChanged } = watch('21:57:00.000', ['Goku', 'Goku', 'Goku', 'Goku', 'Piccolo'])
	await moveTo('21:59:59.999')
	await until(() => nameChecks() >= 4)
	expect(onChanged).not.toHaveBeenCalled()
	await moveTo('22:00:00.000')
	await until(() => onChanged.mock.calls.length > 0)
	expect(nameChecks()).toBe(5)
	expect(onChanged).toHaveBeenCalledTimes(1)
})

test('a page opened 45 s before midnight asks 30 s before it and at it, nothing earlier', async () => {
	const { nameChecks } = watch('21:59:15.000')
	await moveTo('21:59:29.999')
	expect(nameChecks()).toBe(0)
	await moveTo('21:59:30.000')
	await until(() => nameChecks() >= 1)
	await moveTo('22:00:00.000')
	await until(() => nameChecks() >= 2)
	expect(nameChecks()).toBe(2)
})
