import {
	type Character,
	type ClassicCategory,
	classicInsight,
	encryptJson,
	findCharacterByName,
	remainingCounts,
	shownCategories,
} from '@dragondle/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getI18n } from 'react-i18next'
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
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { writeValue } from '../../storage/store.ts'

// "How you narrowed it down" (decision 124), played on the real game page with the real content
// pack and the real core; only the network is faked. jsdom has no workers: the figures are worked
// out on the page by the same module the worker runs (the e2e spec runs the worker).

const PACK = BUNDLED_PACK
const GUESSES = ['Android 18', 'Cell', 'Gohan', 'Goku']

afterEach(async () => {
	vi.unstubAllGlobals()
	await act(() => getI18n().changeLanguage('en'))
})

function characterOf(name: string): Character {
	const character = findCharacterByName(name, PACK.characters)
	if (!character) throw new Error(`no ${name} in the pack`)
	return character
}

/** Today's Classic, won with GUESSES and recorded with `hidden` categories switched off. */
function renderWonGame(hidden: readonly ClassicCategory[] = []) {
	writeValue(STORAGE_KEYS.guesses.classic, { gameNumero: 42, guesses: GUESSES })
	const extras = hidden.length > 0 ? Object.fromEntries(hidden.map((c) => [`hidden:${c}`, true])) : undefined
	writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: 42, nbGuesses: GUESSES.length, rank: 3, extras }])
	stubApi({ answer: dailyAnswer({ champion_name: 'Goku' }) })
	return renderMode('classic', PACK)
}

/** Core's own figures for the same game. */
function expectedOf(hidden: readonly ClassicCategory[] = []) {
	const shown = shownCategories(hidden)
	const played = GUESSES.map(characterOf)
	const counts = remainingCounts(PACK.characters, played, characterOf('Goku'), PACK.sagas, shown)
	const insight = classicInsight(PACK.characters, played, characterOf('Goku'), PACK.sagas, shown)
	return { counts, insight }
}

test('after a win, the button opens the figures by keyboard, focus on their heading, each guess as core counts it', async () => {
	renderWonGame()
	const user = userEvent.setup()
	const button = await screen.findByRole('button', { name: 'How you narrowed it down' }, { timeout: 3000 })
	expect(button).toHaveAttribute('aria-expanded', 'false')
	button.focus()
	await user.keyboard('{Enter}')
	expect(button).toHaveAttribute('aria-expanded', 'true')
	const heading = await screen.findByRole('heading', { level: 3, name: 'How you narrowed it down' })
	expect(heading).toHaveFocus()

	const { counts, insight } = expectedOf()
	// the field starts with the whole pack and ends with the answer alone
	expect(counts[0]).toBe(102)
	expect(counts.at(-1)).toBe(1)
	const panel = screen.getByRole('region', { name: 'How you narrowed it down' })
	// the status line is there while the figures are worked out, and says the field once they are
	expect(await within(panel).findByRole('status')).toHaveTextContent(
		/^(Working it out…|Characters still possible)/,
	)
	expect(
		await within(panel).findByText(`Characters still possible: ${counts.join(' → ')}`, {}, { timeout: 5000 }),
	).toHaveRole('status')
	const steps = within(within(panel).getByRole('list', { name: 'Each guess' })).getAllByRole('listitem')
	expect(steps).toHaveLength(GUESSES.length)
	for (const [index, step] of insight.steps.entries()) {
		expect(steps[index]).toHaveTextContent(
			`${step.guess.championName}: ${step.before} possible before, ${step.after} after.`,
		)
		if (step.best && step.best.guess.championId !== step.guess.championId) {
			expect(steps[index]).toHaveTextContent(new RegExp(`${step.best.guess.championName}|as well as any`))
		}
	}
	expect(panel).toHaveTextContent(
		`Opening with Android 18, a perfect player would have needed ${insight.perfectGuesses} guesses.`,
	)

	await user.click(button)
	expect(button).toHaveAttribute('aria-expanded', 'false')
	expect(
		screen.queryByRole('heading', { level: 3, name: 'How you narrowed it down' }),
	).not.toBeInTheDocument()
})

test('a win in the challenger zone counts only the categories its board showed', async () => {
	const hidden: ClassicCategory[] = ['race', 'affiliation', 'hair', 'animeDebut']
	renderWonGame(hidden)
	await userEvent.click(
		await screen.findByRole('button', { name: 'How you narrowed it down' }, { timeout: 3000 }),
	)
	const { counts } = expectedOf(hidden)
	// fewer tiles tell fewer characters apart
	expect(counts).not.toEqual(expectedOf().counts)
	expect(
		await screen.findByText(`Characters still possible: ${counts.join(' → ')}`, {}, { timeout: 5000 }),
	).toBeInTheDocument()
})

test('the figures read in the player language, with the characters named as its dub names them', async () => {
	await act(() => getI18n().changeLanguage('es'))
	renderWonGame()
	await userEvent.click(
		await screen.findByRole('button', { name: 'Cómo lo fuiste acotando' }, { timeout: 3000 }),
	)
	const list = await screen.findByRole('list', { name: 'Cada intento' }, { timeout: 5000 })
	const [first, second] = within(list).getAllByRole('listitem')
	expect(first).toHaveTextContent(/^Androide 18: 102 posibles antes/)
	expect(second).toHaveTextContent(/^Cell: /)
})

test('the share text adds the narrowed line only once Settings turns it on', async () => {
	renderWonGame()
	const share = await screen.findByRole('region', { name: 'Share your result' }, { timeout: 3000 })
	expect(share).not.toHaveTextContent('Narrowed it down')
	await act(async () => writeValue(STORAGE_KEYS.shareNarrowed, true))
	const { counts } = expectedOf()
	// the block shows without the line until the filter's code has loaded, then with it
	const text = await screen.findByText(new RegExp(`🔎 Narrowed it down: ${counts.join(' → ')} Four hidden`))
	expect(text.closest('section')).toHaveAccessibleName('Share your result')
})

test('a practice round given up offers the same figures, its last count what was left', async () => {
	const data = await encryptJson(dailyAnswer({ game_numero: 1, yesterday: null, champion_name: 'Goku' }), KEY)
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL) =>
			String(input).startsWith('/api/games/classic/practice?series=dbz')
				? new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } })
				: new Response('{}', { status: 404 }),
		),
	)
	render(
		<TestPage path="/classic/practice" context={{ openDialog: vi.fn() }}>
			<GamePage
				definition={DEFINITIONS.classic}
				pack={PACK}
				play={{ kind: 'practice', round: 3, series: 'dbz' }}
			/>
		</TestPage>,
	)
	const user = userEvent.setup()
	await guess(user, 'Android 18')
	await user.click(await screen.findByRole('button', { name: 'Give up' }))
	await user.click(await screen.findByRole('button', { name: 'How you narrowed it down' }))
	const counts = remainingCounts(
		PACK.characters,
		[characterOf('Android 18')],
		characterOf('Goku'),
		PACK.sagas,
	)
	expect(counts).toEqual([102, expect.any(Number)])
	expect(
		await screen.findByText(`Characters still possible: ${counts.join(' → ')}`, {}, { timeout: 5000 }),
	).toHaveRole('status')
})
