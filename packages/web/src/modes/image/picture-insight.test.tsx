import techniques from '@dragondle/content/data/techniques.json' with { type: 'json' }
import { encryptJson } from '@dragondle/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { BUNDLED_PACK } from '../../game/bundled-pack.ts'
import { GamePage } from '../../game/game-page.tsx'
import {
	DEFINITIONS,
	dailyAnswer,
	guess,
	KEY,
	renderMode,
	stubApi,
	TestPage,
} from '../../game/test-helpers.tsx'

// The picture modes' "How you narrowed it down" (decision 125), played on Silhouette's real page
// with the real content pack and the real core; only the network is faked.

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

/** Plays today's Silhouette (whose answer is Goku) to a win after Piccolo and Vegeta, as a keyboard player would. */
async function winSilhouette(api: Omit<Parameters<typeof stubApi>[0], 'answer'> = {}) {
	vi.useFakeTimers({ shouldAdvanceTime: true })
	const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
	const fetchSpy = stubApi({ answer: dailyAnswer({}, 'silhouette'), ...api })
	renderMode('silhouette', BUNDLED_PACK)
	await screen.findByRole('img', { name: 'Hidden silhouette, zoomed in' }, { timeout: 3000 })
	for (const name of ['Piccolo', 'Vegeta', 'Goku']) await guess(user, name)
	await vi.waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument())
	// the image modes' end delay (docs/product.md §4 "Game flow")
	await act(() => vi.advanceTimersByTimeAsync(250))
	return { user, fetchSpy }
}

test('after a win the disclosure opens by keyboard on its heading: each guess rules out one of the 102, the zoom step, and today’s winners by guess number', {
	timeout: 20_000,
}, async () => {
	const winnerGuesses = [
		{ nbGuesses: 1, count: 2 },
		{ nbGuesses: 3, count: 5 },
		{ nbGuesses: 7, count: 1 },
	]
	const { user, fetchSpy } = await winSilhouette({ winnerGuesses })
	// the win report says how many guesses it took
	const posts = fetchSpy.mock.calls.filter(
		([url, init]) => init?.method === 'POST' && String(url).includes('/answer'),
	)
	expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toMatchObject({ name: 'Goku', nbGuesses: 3 })

	const button = await screen.findByRole('button', { name: 'How you narrowed it down' }, { timeout: 3000 })
	expect(button).toHaveAttribute('aria-expanded', 'false')
	button.focus()
	await user.keyboard('{Enter}')
	expect(button).toHaveAttribute('aria-expanded', 'true')
	expect(await screen.findByRole('heading', { level: 3, name: 'How you narrowed it down' })).toHaveFocus()
	const panel = screen.getByRole('region', { name: 'How you narrowed it down' })

	// every character may be Silhouette's answer: each wrong guess rules out one
	expect(await within(panel).findByText('Characters still possible: 102 → 101 → 100 → 1')).toHaveRole(
		'status',
	)
	const steps = within(within(panel).getByRole('list', { name: 'Each guess' })).getAllByRole('listitem')
	expect(steps.map((step) => step.textContent)).toEqual([
		'Piccolo: wrong, 1 of the 102 ruled out so far.',
		'Vegeta: wrong, 2 of the 102 ruled out so far.',
		'Goku: found it.',
	])
	// two wrong guesses: the crop had zoomed out twice, from 40% by 3 points each
	expect(panel).toHaveTextContent('Found at step 3 of the zoom, with 46% of the picture shown.')

	// today's winners, in words: the bars beside them are for the eye only
	expect(
		await within(panel).findByText(
			'8 winners counted today: 2 needed fewer guesses than you, 5 as many, 1 more.',
		),
	).toHaveRole('status')
	const rows = within(panel).getByRole('list', { name: 'Today’s winners by number of guesses' })
	expect(
		within(rows)
			.getAllByRole('listitem')
			.map((row) => row.textContent),
	).toEqual(['Won in 1: 2 players', 'Won in 3: 5 players (your score)', 'Won in 7: 1 player'])

	await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}')
	expect(button).toHaveAttribute('aria-expanded', 'false')
	expect(
		screen.queryByRole('heading', { level: 3, name: 'How you narrowed it down' }),
	).not.toBeInTheDocument()
})

test('without the server the panel shows what the device knows, and says today’s winners could not be reached', {
	timeout: 20_000,
}, async () => {
	const { user } = await winSilhouette({ isWinnersDown: true })
	await user.click(await screen.findByRole('button', { name: 'How you narrowed it down' }, { timeout: 3000 }))
	const panel = await screen.findByRole('region', { name: 'How you narrowed it down' })
	expect(await within(panel).findByText('Characters still possible: 102 → 101 → 100 → 1')).toBeInTheDocument()
	expect(
		await within(panel).findByText(
			'Today’s winners could not be reached: these figures are this device’s alone.',
		),
	).toHaveRole('status')
	expect(
		within(panel).queryByRole('list', { name: 'Today’s winners by number of guesses' }),
	).not.toBeInTheDocument()
})

test('a practice Technique round given up counts over the attacks’ users, with no step found and no winners to compare', {
	timeout: 20_000,
}, async () => {
	const data = await encryptJson(dailyAnswer({ game_numero: 1, yesterday: null }, 'technique'), KEY)
	const fetchSpy = vi.fn(async (input: RequestInfo | URL) =>
		String(input).startsWith('/api/games/technique/practice?series=dbz')
			? new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } })
			: new Response('{}', { status: 404 }),
	)
	vi.stubGlobal('fetch', fetchSpy)
	render(
		<TestPage path="/technique/practice" context={{ openDialog: vi.fn() }}>
			<GamePage
				definition={DEFINITIONS.technique}
				pack={BUNDLED_PACK}
				play={{ kind: 'practice', round: 3, series: 'dbz' }}
			/>
		</TestPage>,
	)
	const user = userEvent.setup()
	await screen.findByRole('img', { name: 'Hidden technique, blurred' }, { timeout: 3000 })
	await guess(user, 'Vegeta')
	await user.click(await screen.findByRole('button', { name: 'Give up' }))
	await user.click(await screen.findByRole('button', { name: 'How you narrowed it down' }, { timeout: 3000 }))
	const panel = await screen.findByRole('region', { name: 'How you narrowed it down' })
	// Technique's answer is one of the pool's attacks' users, each counted once
	const users = new Set(techniques.map((technique) => technique.championId)).size
	expect(users).toBeLessThan(techniques.length)
	expect(await within(panel).findByRole('status')).toHaveTextContent(
		`Characters still possible: ${users} → ${users - 1}`,
	)
	expect(within(panel).getByRole('listitem')).toHaveTextContent(
		`Vegeta: wrong, 1 of the ${users} ruled out so far.`,
	)
	expect(panel).not.toHaveTextContent(/Found at step/)
	expect(within(panel).getAllByRole('status')).toHaveLength(1)
	expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/guesses'))).toBe(false)
})
