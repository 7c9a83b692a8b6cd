import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { matchMediaFor } from '../test/runtime-config.ts'
import { celebrate } from './confetti.ts'

/**
 * The win's confetti (docs/product.md §4 "Game flow", §9): from 1 s after the end panel, for 3 s, emoji
 * of 100 px on iOS and 70 px elsewhere. canvas-confetti, a library, is replaced: jsdom has no canvas.
 */

const { bursts, shapeFromText, startedAt } = vi.hoisted(() => ({
	bursts: [] as { at: number; scalar: number }[],
	shapeFromText: vi.fn((options: { text: string; scalar: number }) => ({ type: 'text', ...options })),
	startedAt: { ms: 0 },
}))

vi.mock('canvas-confetti', () => {
	const fire = (options: { scalar: number }) => {
		bursts.push({ at: Date.now() - startedAt.ms, scalar: options.scalar })
		return null
	}
	return { default: { create: () => Object.assign(fire, { reset: () => undefined }), shapeFromText } }
})

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const ANDROID =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36'

beforeAll(async () => {
	// loaded once here, the library's import inside celebrate() resolves at once under the fake clock
	await import('canvas-confetti')
})

beforeEach(() => {
	bursts.length = 0
	shapeFromText.mockClear()
	vi.useFakeTimers()
	startedAt.ms = Date.now()
	vi.stubGlobal(
		'matchMedia',
		matchMediaFor(() => false),
	)
})

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

test('the confetti starts 1 s in and bursts every 250 ms for 3 s, then stops', async () => {
	vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP)
	const celebration = celebrate(false, new AbortController().signal)
	await vi.advanceTimersByTimeAsync(999)
	expect(bursts).toEqual([])
	await vi.advanceTimersByTimeAsync(1)
	expect(bursts.map(({ at }) => at)).toEqual([1000])
	await vi.advanceTimersByTimeAsync(10_000)
	await celebration
	expect(bursts.map(({ at }) => at)).toEqual([
		1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3250, 3500, 3750,
	])
})

test.each([
	['iOS', IPHONE, 10],
	['Android', ANDROID, 7],
	['a desktop', DESKTOP, 7],
])('on %s the emoji are drawn at scalar %i (10 px each)', async (_platform, userAgent, scalar) => {
	vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
	const celebration = celebrate(true, new AbortController().signal)
	await vi.advanceTimersByTimeAsync(5000)
	await celebration
	expect(shapeFromText.mock.calls.map(([options]) => options)).toEqual([
		{ text: '🥇', scalar },
		{ text: '🏆', scalar },
	])
	expect(new Set(bursts.map((burst) => burst.scalar))).toEqual(new Set([scalar]))
})

test('leaving the page stops the confetti', async () => {
	const leaving = new AbortController()
	const celebration = celebrate(false, leaving.signal)
	await vi.advanceTimersByTimeAsync(1500)
	leaving.abort()
	await vi.advanceTimersByTimeAsync(5000)
	await celebration
	expect(bursts.map(({ at }) => at)).toEqual([1000, 1250, 1500])
})

test('a player who prefers reduced motion gets no confetti', async () => {
	vi.stubGlobal(
		'matchMedia',
		matchMediaFor((query) => query === '(prefers-reduced-motion: reduce)'),
	)
	await celebrate(false, new AbortController().signal)
	await vi.advanceTimersByTimeAsync(5000)
	expect(bursts).toEqual([])
})
