import { gameNumeroAt, MODES, type Mode } from '@dragondle/core'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { deviceRegion, runtimeConfig } from '../config.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readHistory } from '../storage/records.ts'
import { readValue, writeValue } from '../storage/store.ts'
import {
	dailyAnswer,
	END_DELAYS,
	type FakeApi,
	findGuessBox,
	guess,
	type Player,
	playerWithFakeTimers,
	renderMode,
	stubApi,
} from './test-helpers.tsx'

/** The daily-game flow every mode shares, tested once for all of them (docs/product.md §4 "Game flow"). */

/** docs/product.md §9: Classic waits for its 8 tiles to flip (550 ms each), the other modes 250 ms. */

const WIN_HEADING = { level: 2, name: /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/ } as const
const HINT = 'Type any character to begin.'

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

/**
 * Resolves once `condition` holds, looking again after each turn of the real event loop: for a clock
 * that stands still, where Testing Library's waits (which end on a setTimeout) never end.
 */
async function until(condition: () => boolean): Promise<void> {
	while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

/** Guesses the answer and waits until the win is accepted (the guess box goes). */
async function win(user: Player) {
	await guess(user, 'Goku')
	await vi.waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument())
}

/** The guesses on the board: Classic's rows are named by their characters, the image modes' list items hold the names. */
function shownGuesses(mode: Mode): string[] {
	if (mode === 'classic') {
		return screen
			.queryAllByRole('rowheader')
			.map((cell) => within(cell).getByRole('img').getAttribute('aria-label') ?? '')
	}
	return screen
		.queryAllByRole('listitem')
		.map((item) => item.querySelector('.guess-list__name')?.textContent ?? '')
}

function saveGuesses(mode: Mode, gameNumero: number, guesses: string[]) {
	writeValue(STORAGE_KEYS.guesses[mode], { gameNumero, guesses })
}

/** The posts of a win of `mode` (not the page's request for a player id, a POST of its own). */
function winPosts(fetchSpy: ReturnType<typeof stubApi>, mode: Mode): number {
	return fetchSpy.mock.calls.filter(
		([input, init]) => init?.method === 'POST' && String(input) === `/api/games/${mode}/answer`,
	).length
}

function guessCount(mode: Mode): number {
	const stored = JSON.parse(localStorage.getItem(`app:v1:${mode}:guesses`) ?? 'null')
	return stored?.guesses.length ?? 0
}

test.each(MODES)('%s: the hint, the yesterday line and the winner count show once loaded', async (mode) => {
	stubApi({ answer: dailyAnswer({}, mode), winnerCount: 7 })
	renderMode(mode)
	expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
	expect(await screen.findByText('Found by 7 players today', {}, { timeout: 3000 })).toBeInTheDocument()
	expect(screen.getByText(HINT)).toBeInTheDocument()
	expect(screen.getByText("Yesterday's character was #41 Vegeta")).toBeInTheDocument()
})

test('the game screen shows Loading for 500 ms even when the day is ready sooner', async () => {
	// the clock stands still unless the test moves it; the day loads meanwhile as usual
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
	const fetchSpy = stubApi({ answer: dailyAnswer() })
	renderMode('classic')
	// the winner count is the day's last request: the day is ready, only the minimum holds it back
	await act(() =>
		until(() => fetchSpy.mock.calls.some(([input]) => String(input).startsWith('/api/winners/'))),
	)
	await act(() => vi.advanceTimersByTimeAsync(499))
	expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
	// Classic's first screen (decision 113): its guess box held until the game is on
	expect(screen.getByRole('combobox', { name: /character name/i })).toBeDisabled()
	await act(() => vi.advanceTimersByTimeAsync(1))
	expect(screen.getByRole('combobox', { name: /character name/i })).toBeEnabled()
	expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
})

test.each(MODES)('%s: a wrong guess is saved, the hint goes, and the game goes on', async (mode) => {
	stubApi({ answer: dailyAnswer({}, mode) })
	renderMode(mode)
	await guess(userEvent.setup(), 'Piccolo')
	expect(screen.queryByText(HINT)).not.toBeInTheDocument()
	expect(screen.getByRole('combobox', { name: /character name/i })).toBeInTheDocument()
	expect(JSON.parse(localStorage.getItem(`app:v1:${mode}:guesses`) ?? 'null')).toEqual({
		gameNumero: 42,
		guesses: ['Piccolo'],
	})
})

test.each(MODES)('%s: a win waits for the end delay, then shows the rank the server gave', async (mode) => {
	const user = playerWithFakeTimers()
	const scrollTo = vi.spyOn(window, 'scrollTo')
	// confetti asks first whether the player prefers reduced motion: that question marks its start
	const matchMedia = vi.fn(() => ({ matches: true }))
	vi.stubGlobal('matchMedia', matchMedia)
	const fetchSpy = stubApi({ answer: dailyAnswer({}, mode), win: { rank: 3, count: 3 } })
	renderMode(mode)
	await guess(user, 'Vegeta')
	await win(user)
	// the fake clock also runs with real time (for typing): a short delay is checked at the win, a
	// long one a second before it ends, a margin a busy machine's real time cannot use up (100 ms could)
	const early = END_DELAYS[mode] >= 2000 ? END_DELAYS[mode] - 1000 : 0
	await act(() => vi.advanceTimersByTimeAsync(early))
	expect(screen.queryByRole('heading', WIN_HEADING)).not.toBeInTheDocument()
	expect(matchMedia).not.toHaveBeenCalled()
	await act(() => vi.advanceTimersByTimeAsync(END_DELAYS[mode] - early))
	expect(screen.getByRole('heading', { level: 2, name: /^(gg wp|gg ez|VICTORY!)$/ })).toBeInTheDocument()
	expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)')
	expect(await screen.findByText('You were the 3rd to find it today')).toBeInTheDocument()
	expect(screen.getByText('Number of tries: 2')).toBeInTheDocument()
	expect(screen.getByRole('timer')).toHaveTextContent(/^\d\d:\d\d:\d\d$/)
	expect(screen.getByText(new RegExp(`I found #Dragondle ${mode} #42 in 2 shots`, 'i'))).toBeInTheDocument()
	// the answer was checked again before the win counted, then posted once
	const paths = fetchSpy.mock.calls.map(
		([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`,
	)
	expect(paths).toContain(`GET /api/games/${mode}/answer/name`)
	expect(paths.filter((path) => path === `POST /api/games/${mode}/answer`)).toHaveLength(1)
	expect(readHistory(mode)).toEqual([expect.objectContaining({ gameNumero: 42, nbGuesses: 2, rank: 3 })])
	await act(() => vi.advanceTimersByTimeAsync(600))
	// the scroll's code is fetched once its delay is over (end-panel.tsx), in real time, which a
	// busy machine can make longer than the fake clock's step: wait for it, still within the test
	await vi.waitFor(() => expect(scrollTo).toHaveBeenCalled())
})

test.each(MODES)('%s: the next-mode card skips the modes already done today', async (mode) => {
	const user = playerWithFakeTimers()
	// the modes after this one, in order, wrapping round: the first is done already
	const index = MODES.indexOf(mode)
	const [doneAlready, expected] = [...MODES.slice(index + 1), ...MODES.slice(0, index)]
	writeValue(STORAGE_KEYS.history[doneAlready as Mode], [{ gameNumero: 42, nbGuesses: 1, rank: 1 }])
	stubApi({ answer: dailyAnswer({}, mode) })
	renderMode(mode)
	await win(user)
	await act(() => vi.advanceTimersByTimeAsync(END_DELAYS[mode]))
	expect(await screen.findByRole('link', { name: /next mode/i })).toHaveAttribute('href', `/${expected}`)
})

test.each(MODES)('%s: when the win cannot be posted the rank is the larger count plus one', async (mode) => {
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer({}, mode), winnerCount: 4, win: 'network' })
	renderMode(mode)
	await win(user)
	// three attempts 5 s apart, then the end delay is long over
	await act(() => vi.advanceTimersByTimeAsync(11_000))
	expect(screen.getByRole('heading', { level: 2, name: 'ONE SHOT' })).toBeInTheDocument()
	expect(await screen.findByText('You were the 5th to find it today')).toBeInTheDocument()
	expect(readHistory(mode)).toEqual([
		expect.objectContaining({ gameNumero: 42, nbGuesses: 1, rank: 5, estimated: true }),
	])
})

test.each(MODES)(
	'%s: a finished game is restored at once, with its stored rank and no new post',
	async (mode) => {
		saveGuesses(mode, 42, ['Bulma', 'Goku'])
		writeValue(STORAGE_KEYS.history[mode], [{ gameNumero: 42, nbGuesses: 2, rank: 12 }])
		const fetchSpy = stubApi({ answer: dailyAnswer({}, mode) })
		renderMode(mode)
		expect(await screen.findByText('You were the 12th to find it today', {}, { timeout: 3000 })).toBeVisible()
		expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
		expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
	},
)

test.each(MODES)(
	'%s: a rank only estimated while the server was down is posted again on the next load',
	async (mode) => {
		saveGuesses(mode, 42, ['Bulma', 'Goku'])
		writeValue(STORAGE_KEYS.history[mode], [{ gameNumero: 42, nbGuesses: 2, rank: 5, estimated: true }])
		const fetchSpy = stubApi({ answer: dailyAnswer({}, mode), win: { rank: 3, count: 9 } })
		renderMode(mode)
		expect(await screen.findByText('You were the 3rd to find it today', {}, { timeout: 3000 })).toBeVisible()
		expect(winPosts(fetchSpy, mode)).toBe(1)
		expect(readHistory(mode)).toEqual([{ gameNumero: 42, nbGuesses: 2, rank: 3 }])
	},
)

test('a device whose id the server never issued gets one, keeps it, and its win counts', async () => {
	const user = playerWithFakeTimers()
	// the random id pages made for themselves before the server issued them
	writeValue(STORAGE_KEYS.player, '0123456789abcdef0123456789abcdef')
	const fetchSpy = stubApi({ answer: dailyAnswer({}, 'fusion'), win: { rank: 4, count: 4 } })
	renderMode('fusion')
	await win(user)
	await act(() => vi.advanceTimersByTimeAsync(END_DELAYS.fusion))
	expect(await screen.findByText('You were the 4th to find it today')).toBeInTheDocument()
	expect(readValue(STORAGE_KEYS.player)).toBe('issued-player-1')
	expect(winPosts(fetchSpy, 'fusion')).toBe(2)
	expect(readHistory('fusion')).toEqual([{ gameNumero: 42, nbGuesses: 1, rank: 4 }])
})

test('a win when no id can be had for the hour is estimated, and posted with an id once the network is back', async () => {
	const user = playerWithFakeTimers()
	const api: FakeApi = { answer: dailyAnswer({}, 'silhouette'), winnerCount: 6, isPlayerIssueLimited: true }
	const fetchSpy = stubApi(api)
	renderMode('silhouette')
	await win(user)
	expect(await screen.findByText('You were the 7th to find it today')).toBeInTheDocument()
	expect(readHistory('silhouette')).toMatchObject([{ rank: 7, estimated: true }])
	expect(winPosts(fetchSpy, 'silhouette')).toBe(0)
	api.isPlayerIssueLimited = false
	act(() => {
		window.dispatchEvent(new Event('online'))
	})
	await vi.waitFor(() =>
		expect(readHistory('silhouette')).toEqual([{ gameNumero: 42, nbGuesses: 1, rank: 1 }]),
	)
	expect(readValue(STORAGE_KEYS.player)).toBe('issued-player-1')
})

test.each(MODES)('%s: corrupt stored guesses are discarded and the game starts', async (mode) => {
	localStorage.setItem(`app:v1:${mode}:guesses`, '{"gameNumero":42,"guesses":"Goku"')
	stubApi({ answer: dailyAnswer({}, mode) })
	renderMode(mode)
	await findGuessBox()
	expect(screen.getByText(HINT)).toBeInTheDocument()
	expect(localStorage.getItem(`app:v1:${mode}:guesses`)).toBeNull()
})

test.each(MODES)(
	'%s: a correct guess made after the answer changed is discarded and the new day loads',
	async (mode) => {
		saveGuesses(mode, 42, ['Bulma'])
		stubApi({
			answer: dailyAnswer({}, mode),
			answerNames: ['Piccolo'],
			nextAnswers: [dailyAnswer({ game_numero: 43, yesterday: 'Goku', champion_name: 'Piccolo' }, mode)],
		})
		renderMode(mode)
		await guess(userEvent.setup(), 'Goku')
		expect(
			await screen.findByText("Yesterday's character was #42 Goku", {}, { timeout: 3000 }),
		).toBeInTheDocument()
		expect(screen.getByText(HINT)).toBeInTheDocument()
		expect(screen.queryByRole('heading', WIN_HEADING)).not.toBeInTheDocument()
		expect(localStorage.getItem(`app:v1:${mode}:guesses`)).not.toContain('Goku')
		expect(readHistory(mode)).toEqual([])
	},
)

test.each(MODES)(
	'%s: a guess made in another tab shows here, and is not overwritten by this tab',
	async (mode) => {
		stubApi({ answer: dailyAnswer({}, mode) })
		renderMode(mode)
		const user = userEvent.setup()
		await guess(user, 'Piccolo')
		// another tab writes its guess; the browser tells this one with a storage event
		const otherTab = JSON.stringify({ gameNumero: 42, guesses: ['Piccolo', 'Bulma'] })
		localStorage.setItem(`app:v1:${mode}:guesses`, otherTab)
		act(() => {
			window.dispatchEvent(new StorageEvent('storage', { key: `app:v1:${mode}:guesses`, newValue: otherTab }))
		})
		await vi.waitFor(() => expect(shownGuesses(mode)).toHaveLength(2))
		await guess(user, 'Vegeta')
		expect(JSON.parse(localStorage.getItem(`app:v1:${mode}:guesses`) ?? 'null').guesses).toEqual([
			'Piccolo',
			'Bulma',
			'Vegeta',
		])
		expect(guessCount(mode)).toBe(3)
	},
)

test.each(MODES)('%s: under StrictMode the day is fetched once', async (mode) => {
	const fetchSpy = stubApi({ answer: dailyAnswer({}, mode), winnerCount: 2 })
	renderMode(mode, undefined, { strict: true })
	expect(await screen.findByText('Found by 2 players today', {}, { timeout: 3000 })).toBeInTheDocument()
	const paths = fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)
	expect(paths).toEqual(['/cache/cache.json', `/api/games/${mode}/answer`, `/api/winners/${mode}`])
})

test.each(MODES)('%s: at the region’s midnight the screen starts the new day afresh', async (mode) => {
	vi.useFakeTimers({ shouldAdvanceTime: true })
	// 21:59:58 UTC: two seconds before Europe's day starts (the test runs in UTC, so Europe)
	vi.setSystemTime(new Date('2026-03-10T21:59:58Z'))
	stubApi({
		answer: dailyAnswer({}, mode),
		nextAnswers: [dailyAnswer({ game_numero: 43, champion_name: 'Bulma', yesterday: 'Goku' }, mode)],
	})
	saveGuesses(mode, 42, ['Bulma'])
	renderMode(mode)
	expect(await screen.findByText("Yesterday's character was #41 Vegeta", {}, { timeout: 3000 })).toBeVisible()
	expect(screen.queryByText(HINT)).not.toBeInTheDocument()
	await act(() => vi.advanceTimersByTimeAsync(4000))
	expect(await screen.findByText("Yesterday's character was #42 Goku", {}, { timeout: 3000 })).toBeVisible()
	expect(screen.getByText(HINT)).toBeVisible()
})

test.each(MODES)(
	'%s: an answer request that hangs times out and is retried, never a spinner forever',
	async (mode) => {
		vi.useFakeTimers({ shouldAdvanceTime: true })
		const fetchSpy = stubApi({ answer: dailyAnswer({}, mode), hangingAnswerRequests: 1 })
		renderMode(mode)
		await act(() => vi.advanceTimersByTimeAsync(12_000))
		await findGuessBox()
		expect(screen.getByText(HINT)).toBeInTheDocument()
		const answerCalls = fetchSpy.mock.calls.filter(([input]) =>
			String(input).startsWith(`/api/games/${mode}/answer?`),
		)
		expect(answerCalls).toHaveLength(2)
	},
)

test.each(MODES)(
	'%s: when the count cannot be read either, the rank is saved at once as the known count plus one',
	async (mode) => {
		const user = playerWithFakeTimers()
		const fetchSpy = stubApi({ answer: dailyAnswer({}, mode), isWinnersDown: true, win: 'network' })
		renderMode(mode)
		await win(user)
		// the post's three attempts take 10 s; the load-time count is still retrying (about 48 s) and is not waited for
		await act(() => vi.advanceTimersByTimeAsync(11_000))
		expect(await screen.findByText('You were the 1st to find it today')).toBeInTheDocument()
		expect(readHistory(mode)).toMatchObject([{ rank: 1, estimated: true }])
		const winnerReads = fetchSpy.mock.calls.filter(([input]) => String(input).startsWith('/api/winners/'))
		expect(winnerReads.length).toBeLessThan(10)
	},
)

test.each(MODES)('%s: a rank estimated offline is posted as soon as the network is back', async (mode) => {
	const user = playerWithFakeTimers()
	const api: FakeApi = { answer: dailyAnswer({}, mode), win: 'network' }
	const fetchSpy = stubApi(api)
	renderMode(mode)
	await win(user)
	await act(() => vi.advanceTimersByTimeAsync(11_000))
	await vi.waitFor(() => expect(readHistory(mode)).toMatchObject([{ estimated: true }]))
	api.win = { rank: 3, count: 9 }
	const postsBefore = winPosts(fetchSpy, mode)
	act(() => {
		window.dispatchEvent(new Event('online'))
	})
	await vi.waitFor(() => expect(readHistory(mode)).toMatchObject([{ gameNumero: 42, nbGuesses: 1, rank: 3 }]))
	expect(readHistory(mode)[0]?.estimated).toBeUndefined()
	expect(winPosts(fetchSpy, mode)).toBe(postsBefore + 1)
})

test.each(MODES)(
	'%s: leaving the page before the end delay cancels the end panel and the confetti',
	async (mode) => {
		const user = playerWithFakeTimers()
		const matchMedia = vi.fn(() => ({ matches: true }))
		vi.stubGlobal('matchMedia', matchMedia)
		stubApi({ answer: dailyAnswer({}, mode) })
		const { unmount } = renderMode(mode)
		await win(user)
		unmount()
		await act(() => vi.advanceTimersByTimeAsync(END_DELAYS[mode] * 2))
		expect(matchMedia).not.toHaveBeenCalled()
	},
)

test.each(MODES)(
	'%s: a win made in another tab shows the end here at once, without confetti or scrolling',
	async (mode) => {
		playerWithFakeTimers()
		const scrollTo = vi.spyOn(window, 'scrollTo')
		const matchMedia = vi.fn(() => ({ matches: true }))
		vi.stubGlobal('matchMedia', matchMedia)
		const fetchSpy = stubApi({ answer: dailyAnswer({}, mode) })
		renderMode(mode)
		await findGuessBox()
		expect(screen.getByText(HINT)).toBeInTheDocument()
		const otherTab = JSON.stringify({ gameNumero: 42, guesses: ['Bulma', 'Goku'] })
		localStorage.setItem(`app:v1:${mode}:guesses`, otherTab)
		act(() => {
			window.dispatchEvent(new StorageEvent('storage', { key: `app:v1:${mode}:guesses`, newValue: otherTab }))
		})
		expect(await screen.findByRole('heading', WIN_HEADING)).toBeInTheDocument()
		// what a win made here would do after the end delay does not come, even well after it
		await act(() => vi.advanceTimersByTimeAsync(END_DELAYS[mode] * 2))
		expect(scrollTo).not.toHaveBeenCalled()
		expect(matchMedia).not.toHaveBeenCalled()
		expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
	},
)

test.each(MODES)('%s: with storage full the game is still played in the page', async (mode) => {
	vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
		throw new DOMException('full', 'QuotaExceededError')
	})
	stubApi({ answer: dailyAnswer({}, mode) })
	renderMode(mode)
	const user = userEvent.setup()
	await guess(user, 'Piccolo')
	await vi.waitFor(() => expect(shownGuesses(mode)).toEqual(['Piccolo']))
	await guess(user, 'Goku')
	await vi.waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument())
	expect(localStorage.getItem(`app:v1:${mode}:guesses`)).toBeNull()
})

test.each(MODES)(
	'%s: two minutes before midnight the answer is asked again; a changed one starts the new game',
	async (mode) => {
		vi.useFakeTimers({ shouldAdvanceTime: true })
		// 21:57:00 UTC: three minutes before Europe's day starts (the test runs in UTC, so Europe)
		vi.setSystemTime(new Date('2026-03-10T21:57:00Z'))
		const fetchSpy = stubApi({
			answer: dailyAnswer({}, mode),
			answerNames: ['Piccolo'],
			nextAnswers: [dailyAnswer({ game_numero: 43, champion_name: 'Piccolo', yesterday: 'Goku' }, mode)],
		})
		saveGuesses(mode, 42, ['Bulma'])
		writeValue(STORAGE_KEYS.history[mode], [{ gameNumero: 41, nbGuesses: 3, rank: 2 }])
		renderMode(mode)
		expect(
			await screen.findByText("Yesterday's character was #41 Vegeta", {}, { timeout: 3000 }),
		).toBeVisible()
		const nameChecks = () =>
			fetchSpy.mock.calls.filter(([input]) => String(input).includes('/answer/name')).length
		expect(nameChecks()).toBe(0)
		await act(() => vi.advanceTimersByTimeAsync(60_000))
		expect(nameChecks()).toBe(1)
		expect(await screen.findByText("Yesterday's character was #42 Goku", {}, { timeout: 3000 })).toBeVisible()
		expect(screen.getByText(HINT)).toBeVisible()
		expect(readHistory(mode)).toEqual([{ gameNumero: 41, nbGuesses: 3, rank: 2 }])
	},
)

test.each(MODES)(
	'%s: coming back to the page asks again, and the same answer changes nothing',
	async (mode) => {
		const fetchSpy = stubApi({ answer: dailyAnswer({}, mode) })
		saveGuesses(mode, 42, ['Bulma'])
		renderMode(mode)
		expect(
			await screen.findByText("Yesterday's character was #41 Vegeta", {}, { timeout: 3000 }),
		).toBeVisible()
		// the game shows from a transition, whose effects React may run a moment later: the watch
		// subscribes in one, so the page comes back once they have run (a task later)
		await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
		act(() => {
			window.dispatchEvent(new Event('focus'))
			document.dispatchEvent(new Event('visibilitychange'))
		})
		// the check's request waits for the API's schemas, a chunk of their own: as long as a load may take
		await vi.waitFor(
			() =>
				expect(fetchSpy.mock.calls.filter(([input]) => String(input).includes('/answer/name'))).toHaveLength(
					1,
				),
			{ timeout: 3000 },
		)
		expect(shownGuesses(mode)).toEqual(['Bulma'])
		expect(
			fetchSpy.mock.calls.filter(([input]) => String(input).startsWith(`/api/games/${mode}/answer?`)),
		).toHaveLength(1)
	},
)

/** Today's game number by the device's clock, as the page computes it. */
function todayNumero(): number {
	return gameNumeroAt(Date.now(), deviceRegion(), runtimeConfig().launchDay)
}

function answerRouteCalls(fetchSpy: ReturnType<typeof stubApi>, mode: Mode): number {
	return fetchSpy.mock.calls.filter(([input]) => String(input).startsWith(`/api/games/${mode}/answer?`))
		.length
}

test.each(MODES)(
	"%s: today's answer comes from the cached bundle; the live route is not asked",
	async (mode) => {
		const today = dailyAnswer({ game_numero: todayNumero(), yesterday: 'Bulma' }, mode)
		const fetchSpy = stubApi({ answer: dailyAnswer({}, mode), bundle: today })
		renderMode(mode)
		expect(
			await screen.findByText(`Yesterday's character was #${todayNumero() - 1} Bulma`, {}, { timeout: 3000 }),
		).toBeVisible()
		expect(answerRouteCalls(fetchSpy, mode)).toBe(0)
	},
)

test.each(MODES)(
	'%s: a bundle holding another day (a stale cache) is not played: the live route is',
	async (mode) => {
		const stale = dailyAnswer({ game_numero: todayNumero() - 1, yesterday: 'Bulma' }, mode)
		const fetchSpy = stubApi({ answer: dailyAnswer({}, mode), bundle: stale })
		renderMode(mode)
		expect(
			await screen.findByText("Yesterday's character was #41 Vegeta", {}, { timeout: 3000 }),
		).toBeVisible()
		expect(answerRouteCalls(fetchSpy, mode)).toBe(1)
	},
)

test.each(MODES)('%s: a reload later in the day plays the kept answer without the network', async (mode) => {
	const today = dailyAnswer({ game_numero: todayNumero(), yesterday: 'Bulma' }, mode)
	stubApi({ answer: today })
	const { unmount } = renderMode(mode)
	await guess(userEvent.setup(), 'Piccolo')
	unmount()
	stubApi({ answer: today, isOffline: true })
	renderMode(mode)
	expect(
		await screen.findByText(`Yesterday's character was #${todayNumero() - 1} Bulma`, {}, { timeout: 3000 }),
	).toBeVisible()
	await vi.waitFor(() => expect(shownGuesses(mode)).toEqual(['Piccolo']))
	expect(localStorage.getItem(`app:v1:${mode}:todayAnswer`)).not.toContain('Goku')
})
