import { encryptJson, gameNumeroAt } from '@dragondle/core'
import { render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { deviceRegion, runtimeConfig } from '../config.ts'
import type { LayoutContext } from '../hooks/use-layout.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readHistory } from '../storage/records.ts'
import { readValue } from '../storage/store.ts'
import { GamePage } from './game-page.tsx'
import type { Play } from './play.ts'
import {
	DEFINITIONS,
	dailyAnswer,
	guess,
	KEY,
	PACK,
	playerWithFakeTimers,
	stubApi,
	TestPage,
} from './test-helpers.tsx'

/** Decision 084: a past day (the archive) and practice run the daily flow, recorded apart. */

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

const today = () => gameNumeroAt(Date.now(), deviceRegion(), runtimeConfig().launchDay)

function renderPlay(play: Play, mode: 'silhouette' | 'technique' = 'silhouette') {
	const context: LayoutContext = { openDialog: vi.fn() }
	const page =
		mode === 'silhouette' ? (
			<GamePage definition={DEFINITIONS.silhouette} pack={PACK} play={play} />
		) : (
			<GamePage definition={DEFINITIONS.technique} pack={PACK} play={play} />
		)
	render(
		<TestPage path="/silhouette/x" context={context}>
			{page}
		</TestPage>,
	)
}

function json(body: unknown, status = 200) {
	return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

test('a past day won in the archive goes to its own record: nothing posted, no daily history, no rank', async () => {
	const user = playerWithFakeTimers()
	const fetchSpy = stubApi({ answer: dailyAnswer({ game_numero: 5 }, 'silhouette') })
	renderPlay({ kind: 'archive', gameNumero: 5 })
	await guess(user, 'Goku')
	const end = await screen.findByRole('region', { name: /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/ })
	expect(end).not.toHaveTextContent(/rank/i)
	expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/silhouette/archive')
	expect(screen.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/silhouette/practice')
	expect(readValue(STORAGE_KEYS.archiveRecord.silhouette)).toEqual([
		{ gameNumero: 5, nbGuesses: 1, rank: null },
	])
	expect(readHistory('silhouette')).toEqual([])
	expect(readValue(STORAGE_KEYS.guesses.silhouette)).toBeNull()
	const urls = fetchSpy.mock.calls.map(([url]) => String(url))
	expect(urls.some((url) => url.includes('gameNumero=5'))).toBe(true)
	expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
})

test('a day after today on the device’s clock is refused without asking the server', async () => {
	const fetchSpy = stubApi({ answer: dailyAnswer({}, 'silhouette') })
	renderPlay({ kind: 'archive', gameNumero: today() + 1 })
	expect(await screen.findByRole('alert')).toHaveTextContent(`Game #${today() + 1} has not been played yet.`)
	expect(screen.getByRole('link', { name: 'Back to the archive' })).toHaveAttribute(
		'href',
		'/silhouette/archive',
	)
	expect(fetchSpy).not.toHaveBeenCalled()
})

test('the server’s refusal of a day shows the same message (the device’s clock was ahead)', async () => {
	const numero = today() - 1
	const body = { message: 'Game has not started yet', code: 'FUTURE_GAME' }
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => json(body, 403)),
	)
	renderPlay({ kind: 'archive', gameNumero: numero })
	expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
		`Game #${numero} has not been played yet.`,
	)
	expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
})

test('giving up a practice round counts a loss apart from the daily record and reveals the answer', async () => {
	const user = playerWithFakeTimers()
	const data = await encryptJson(dailyAnswer({ game_numero: 1, yesterday: null }, 'silhouette'), KEY)
	const fetchSpy = vi.fn(async (input: RequestInfo | URL) =>
		String(input).startsWith('/api/games/silhouette/practice?series=dbz') ? json({ data }) : json({}, 404),
	)
	vi.stubGlobal('fetch', fetchSpy)
	renderPlay({ kind: 'practice', round: 3, series: 'dbz' })
	await guess(user, 'Vegeta')
	await user.click(await screen.findByRole('button', { name: 'Give up' }))
	// a status of its own, beside the game's live region ("Game updates")
	expect(await screen.findByText('You gave up. The character was Goku.')).toHaveAttribute('role', 'status')
	expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
	// the whole picture, named, as a win shows it
	expect(screen.getByRole('img', { name: 'Silhouette of Goku' })).toBeInTheDocument()
	expect(screen.getByText('Showing 100% of the picture')).toBeInTheDocument()
	expect(screen.queryByRole('switch', { name: 'Zoom out with each guess' })).not.toBeInTheDocument()
	expect(readValue(STORAGE_KEYS.practiceRecord.silhouette)).toEqual([
		{ round: 3, isWon: false, nbGuesses: 1 },
	])
	expect(readHistory('silhouette')).toEqual([])
	await user.click(screen.getByRole('button', { name: 'New practice game' }))
	expect(readValue(STORAGE_KEYS.practiceRound.silhouette)).toBe(2)
})

test('giving up a practice Technique round shows the attack sharp, in colour and named', async () => {
	const user = playerWithFakeTimers()
	const data = await encryptJson(dailyAnswer({ game_numero: 1, yesterday: null }, 'technique'), KEY)
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL) =>
			String(input).startsWith('/api/games/technique/practice?series=dbz') ? json({ data }) : json({}, 404),
		),
	)
	renderPlay({ kind: 'practice', round: 3, series: 'dbz' }, 'technique')
	expect(
		await screen.findByRole('img', { name: 'Hidden technique, blurred' }, { timeout: 3000 }),
	).toBeInTheDocument()
	await user.click(screen.getByRole('button', { name: 'Give up' }))
	expect(await screen.findByText('You gave up. The character was Goku.')).toBeInTheDocument()
	expect(screen.getByRole('img', { name: 'Kamehameha, unblurred' })).toBeInTheDocument()
	expect(screen.getByText('Blur: none')).toBeInTheDocument()
	expect(screen.queryByRole('switch')).not.toBeInTheDocument()
})
