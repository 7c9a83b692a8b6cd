import { makeCharacter } from '@dragondle/core/testing'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { matchMediaFor } from '../test/runtime-config.ts'
import { EndPanel } from './end-panel.tsx'

/**
 * The scroll to a fresh end panel (docs/product.md §4 "Game flow", §9): it starts 500 ms after the panel
 * appears and lasts 1000 ms; a player who prefers reduced motion is taken there at once.
 */

/** Where the panel's top is below the window's (jsdom lays nothing out). */
const PANEL_TOP = 1200

beforeAll(async () => {
	// the scroll's code is fetched when the panel appears; loaded here, it is there at 500 ms under the fake clock
	await import('./scroll-to.ts')
})

beforeEach(() => {
	vi.useFakeTimers()
	vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
		new DOMRect(0, PANEL_TOP, 300, 600),
	)
	Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 })
})

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
	Reflect.deleteProperty(document.documentElement, 'scrollHeight')
})

function renderPanel(isFresh: boolean) {
	return render(
		<Router hook={memoryLocation().hook}>
			<EndPanel
				mode="classic"
				isDaily={false}
				answer={makeCharacter({ championName: 'Goku' })}
				sentence="gg wp"
				nbGuesses={2}
				rank={null}
				region="eu"
				nextMode={null}
				onOpenStats={() => undefined}
				isFresh={isFresh}
			>
				{null}
			</EndPanel>
		</Router>,
	)
}

/** Every scroll position the page was sent to, in order. */
function positionsOf(scrollTo: { mock: { calls: unknown[][] } }): number[] {
	return scrollTo.mock.calls.map((call) => Number(call[1]))
}

test('the page scrolls to a fresh panel from 500 ms after it appears, over 1000 ms', async () => {
	vi.stubGlobal(
		'matchMedia',
		matchMediaFor(() => false),
	)
	const scrollTo = vi.spyOn(window, 'scrollTo')
	renderPanel(true)
	expect(screen.getByRole('region', { name: 'gg wp' })).toBeInTheDocument()
	await act(() => vi.advanceTimersByTimeAsync(499))
	expect(scrollTo).not.toHaveBeenCalled()
	// the animation moves a frame at a time; 900 ms into it the page is on its way, not there
	await act(() => vi.advanceTimersByTimeAsync(1 + 900))
	const halfWay = positionsOf(scrollTo)
	expect(halfWay.length).toBeGreaterThan(10)
	expect(halfWay.at(-1)).toBeGreaterThan(PANEL_TOP / 2)
	expect(halfWay.at(-1)).toBeLessThan(PANEL_TOP)
	// a frame or two after its 1000 ms it has arrived, and stops
	await act(() => vi.advanceTimersByTimeAsync(150))
	expect(positionsOf(scrollTo).at(-1)).toBe(PANEL_TOP)
	const calls = scrollTo.mock.calls.length
	await act(() => vi.advanceTimersByTimeAsync(1000))
	expect(scrollTo).toHaveBeenCalledTimes(calls)
})

test('a player who prefers reduced motion is taken to the panel at once, 500 ms after it appears', async () => {
	vi.stubGlobal(
		'matchMedia',
		matchMediaFor((query) => query === '(prefers-reduced-motion: reduce)'),
	)
	const scrollTo = vi.spyOn(window, 'scrollTo')
	renderPanel(true)
	await act(() => vi.advanceTimersByTimeAsync(499))
	expect(scrollTo).not.toHaveBeenCalled()
	await act(() => vi.advanceTimersByTimeAsync(1))
	expect(positionsOf(scrollTo)).toEqual([PANEL_TOP])
})

test('a panel restored, not won just now, does not scroll the page', async () => {
	const scrollTo = vi.spyOn(window, 'scrollTo')
	renderPanel(false)
	await act(() => vi.advanceTimersByTimeAsync(2000))
	expect(scrollTo).not.toHaveBeenCalled()
})

test('leaving before 500 ms cancels the scroll', async () => {
	const scrollTo = vi.spyOn(window, 'scrollTo')
	const { unmount } = renderPanel(true)
	await act(() => vi.advanceTimersByTimeAsync(400))
	unmount()
	await act(() => vi.advanceTimersByTimeAsync(2000))
	expect(scrollTo).not.toHaveBeenCalled()
})
