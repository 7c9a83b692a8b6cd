import { gameNumeroAt, MODES, type Mode } from '@dragondle/core'
import { act, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { deviceRegion, runtimeConfig } from '../config.ts'
import { dailyAnswer, guess, playerWithFakeTimers } from '../game/test-helpers.tsx'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'

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

test('with every mode of today done, the all-done dialog opens once, with the day’s share text', async () => {
	vi.useFakeTimers({ shouldAdvanceTime: true })
	finish(MODES, todayNumero())
	const { unmount } = renderApp('/')
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS))
	const dialog = await screen.findByRole('dialog', { name: 'All games done!' })
	expect(await within(dialog).findByText(/I found every #Dragondle character of day/)).toHaveTextContent(
		/Classic: one shot 🥇\s+Fusion: 2 shots\s+Technique: 3 shots\s+Silhouette: 4 shots/,
	)
	expect(within(dialog).getByRole('timer')).toBeInTheDocument()
	expect(within(dialog).getByRole('link', { name: 'Technique: 3 tries' })).toHaveAttribute(
		'href',
		'/technique',
	)
	unmount()
	renderApp('/')
	await act(() => vi.advanceTimersByTimeAsync(ALL_DONE_DELAY_MS * 2))
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
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
