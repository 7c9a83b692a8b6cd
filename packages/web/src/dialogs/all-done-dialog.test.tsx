import { gameNumeroAt, MODES, type Mode, nextResetAt } from '@dragondle/core'
import { act, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { deviceRegion, runtimeConfig } from '../config.ts'
import { dailyAnswer, guess, playerWithFakeTimers } from '../game/test-helpers.tsx'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'
import { setRuntimeConfig } from '../test/runtime-config.ts'

// the operator's other games, which the dialog's hub links (config.ts reads the tag once per file)
setRuntimeConfig({
	siblingGames: [
		{ name: 'Planetdle', url: 'https://planetdle.example/' },
		{ name: 'Sagadle', url: 'https://sagadle.example/' },
	],
})

/** docs/product.md §4 "All games done": the dialog opens 1 s after the last end shows. */
const ALL_DONE_DELAY_MS = 1000

afterEach(() => {
	vi.useRealTimers()
})

function todayNumero(): number {
	return gameNumeroAt(Date.now(), deviceRegion(), runtimeConfig().launchDay)
}

function finish(modes: readonly Mode[], gameNumero: number) {
	modes.forEach((mode, index) => {
		writeValue(STORAGE_KEYS.history[mode], [{ gameNumero, nbGuesses: index + 1, rank: 1 }])
	})
}

/** Today's Classic answer as a game keeps it (day.ts): its game number is the server's. */
function keepClassicAnswer(gameNumero: number) {
	writeValue(STORAGE_KEYS.todayAnswer.classic, { gameNumero, data: 'sealed' })
}

function allDoneDialog() {
	return screen.queryByRole('dialog', { name: 'All games done!' })
}

test('with every mode of today done, the all-done dialog opens 1 s after the page loads, once, with a picture, the day’s share text and the hub', async () => {
	vi.useFakeTimers()
	finish(MODES, todayNumero())
	const { unmount } = renderApp('/')
	await act(() => vi.advanceTimersByTimeAsync(999))
	expect(allDoneDialog()).not.toBeInTheDocument()
	await act(() => vi.advanceTimersByTimeAsync(1))
	const dialog = screen.getByRole('dialog', { name: 'All games done!' })
	// the body is a chunk of its own: the real clock runs while it arrives
	vi.useRealTimers()
	expect(await within(dialog).findByText(/I found every #Dragondle character of day/)).toHaveTextContent(
		/Classic: one shot 🥇\s+Fusion: 2 shots\s+Technique: 3 shots\s+Silhouette: 4 shots/,
	)
	expect(within(dialog).getByRole('timer')).toBeInTheDocument()
	expect(within(dialog).getByRole('link', { name: 'Technique: 3 tries' })).toHaveAttribute(
		'href',
		'/technique',
	)
	// our own drawing, decorative: the title says what it shows
	expect(within(dialog).getByRole('img', { hidden: true })).toHaveAttribute('aria-hidden', 'true')
	// the hub links the operator's games (without them, our modes: footer.test.tsx)
	const hub = within(dialog).getByRole('navigation', { name: 'More games' })
	expect(
		within(hub)
			.getAllByRole('link')
			.map((link) => [link.textContent, link.getAttribute('href')]),
	).toEqual([
		['Planetdle', 'https://planetdle.example/'],
		['Sagadle', 'https://sagadle.example/'],
	])
	unmount()
	vi.useFakeTimers()
	renderApp('/')
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS * 2))
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('the day is the Classic answer’s, not the device clock’s: four games of the server’s day are all done', async () => {
	vi.useFakeTimers()
	// this device's clock is a day behind the server's, whose Classic answer it keeps
	const serverDay = todayNumero() + 1
	finish(MODES, serverDay)
	keepClassicAnswer(serverDay)
	renderApp('/')
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS))
	const dialog = screen.getByRole('dialog', { name: 'All games done!' })
	vi.useRealTimers()
	expect(
		await within(dialog).findByText(
			`You found every hidden character of day #${serverDay}. Come back tomorrow for new ones!`,
		),
	).toBeInTheDocument()
})

test('four games of the clock’s day are not all done when the Classic answer says the server is a day on', async () => {
	vi.useFakeTimers()
	finish(MODES, todayNumero())
	keepClassicAnswer(todayNumero() + 1)
	renderApp('/')
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS * 2))
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('the region’s midnight hides the dialog of the day that ended, and it does not come back', async () => {
	const midnight = nextResetAt(Date.now(), deviceRegion())
	vi.useFakeTimers({ now: midnight - 5000 })
	const gameNumero = todayNumero()
	finish(MODES, gameNumero)
	keepClassicAnswer(gameNumero)
	renderApp('/')
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS))
	expect(allDoneDialog()).toBeInTheDocument()
	// the day is read again 1 s after the region's midnight (docs/product.md §4 "Daily rollover")
	await act(() => vi.advanceTimersByTimeAsync(4999))
	expect(allDoneDialog()).toBeInTheDocument()
	await act(() => vi.advanceTimersByTimeAsync(1))
	expect(allDoneDialog()).not.toBeInTheDocument()
	act(() => {
		window.dispatchEvent(new Event('focus'))
	})
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS * 2))
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('resuming checks the day at most once per 300 ms: a resume 299 ms after the last one is not a check', async () => {
	vi.useFakeTimers()
	const gameNumero = todayNumero()
	finish(['classic', 'fusion', 'technique'], gameNumero)
	renderApp('/')
	const resume = () =>
		act(() => {
			window.dispatchEvent(new Event('focus'))
		})
	// a resume with three games done: checked, nothing due
	resume()
	// the last game is won in another tab meanwhile
	writeValue(STORAGE_KEYS.history.silhouette, [{ gameNumero, nbGuesses: 1, rank: 1 }])
	await act(() => vi.advanceTimersByTimeAsync(299))
	resume()
	await act(() => vi.advanceTimersByTimeAsync(1))
	resume()
	// only the resume at 300 ms was a check: the dialog follows it by 1 s, not the one at 299 ms
	await act(() => vi.advanceTimersByTimeAsync(999))
	expect(allDoneDialog()).not.toBeInTheDocument()
	await act(() => vi.advanceTimersByTimeAsync(1))
	expect(allDoneDialog()).toBeInTheDocument()
})

test('a Classic win in the challenger zone is marked on its line of the all-done share', async () => {
	vi.useFakeTimers({ shouldAdvanceTime: true })
	const gameNumero = todayNumero()
	finish(MODES, gameNumero)
	writeValue(STORAGE_KEYS.history.classic, [
		{ gameNumero, nbGuesses: 3, rank: 1, extras: { 'hidden:race': true, 'hidden:nbDeaths': true } },
	])
	renderApp('/')
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS))
	const dialog = await screen.findByRole('dialog', { name: 'All games done!' })
	expect(await within(dialog).findByText(/I found every #Dragondle character of day/)).toHaveTextContent(
		/Classic: 3 shots ⚔️ Challenger zone: 2 categories hidden\s+Fusion: 2 shots/,
	)
})

test('three modes done is not all done; yesterday’s four are not today’s', async () => {
	vi.useFakeTimers({ shouldAdvanceTime: true })
	finish(['classic', 'fusion', 'technique'], todayNumero())
	writeValue(STORAGE_KEYS.history.silhouette, [{ gameNumero: todayNumero() - 1, nbGuesses: 2, rank: 1 }])
	renderApp('/')
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS * 2))
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('winning the last mode of the day opens the all-done dialog 1 s after its end shows', async () => {
	const user = playerWithFakeTimers()
	const gameNumero = todayNumero()
	finish(['classic', 'fusion', 'technique'], gameNumero)
	renderApp('/silhouette', { answer: dailyAnswer({ game_numero: gameNumero }, 'silhouette') })
	await guess(user, 'Goku')
	await vi.waitFor(() =>
		expect(screen.queryByRole('combobox', { name: /character name/i })).not.toBeInTheDocument(),
	)
	await act(() => vi.advanceTimersByTimeAsync(250))
	expect(await screen.findByRole('heading', { level: 2, name: 'ONE SHOT' })).toBeInTheDocument()
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS))
	expect(screen.queryByRole('dialog', { name: 'All games done!' })).toBeInTheDocument()
})
