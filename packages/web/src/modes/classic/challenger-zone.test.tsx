import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import {
	dailyAnswer,
	findGuessBox,
	guess,
	type Player,
	playerWithFakeTimers,
	renderMode,
	stubApi,
} from '../../game/test-helpers.tsx'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { readHistory, saveHistoryEntry } from '../../storage/records.ts'
import { writeValue } from '../../storage/store.ts'
import { ClassicHelp } from './classic-help.tsx'

/** Classic's challenger zone, its clue and its help (decision 081, docs/product.md §4 "Challenger zone (Classic)", "Clues"). */

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

const CATEGORIES = ['Gender', 'Race', 'Origin', 'Affiliation', 'Hair', 'Transforms', 'Deaths', 'Debut arc']

async function openZone(user: Player) {
	// the first screen's button waits for the day (decision 113)
	const isReady = () => expect(screen.getByRole('button', { name: 'Challenger zone' })).toBeEnabled()
	await waitFor(isReady, { timeout: 3000 })
	await user.click(screen.getByRole('button', { name: 'Challenger zone' }))
	const dialog = screen.getByRole('dialog', { name: 'Challenger zone' })
	// its switches' code comes when it first opens (decision 127)
	await within(dialog).findAllByRole('switch', {}, { timeout: 3000 })
	return dialog
}

function headers() {
	return within(screen.getByRole('table'))
		.getAllByRole('columnheader')
		.map((header) => header.querySelector('.column-header__title')?.textContent)
}

async function winAndWait(user: Player) {
	await guess(user, 'Goku')
	await vi.waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument())
	// the whole row's flips, 8 × 550 ms: the longest end delay, whatever the zone hides (decision 053)
	await act(() => vi.advanceTimersByTimeAsync(4400))
}

test('a category switched off leaves the header and every row, and the choice is remembered', async () => {
	stubApi({ answer: dailyAnswer() })
	const { unmount } = renderMode('classic')
	const user = userEvent.setup()
	await guess(user, 'Gohan')
	expect(screen.getByRole('cell', { name: /^Race: / })).toBeInTheDocument()
	const zone = await openZone(user)
	await user.click(within(zone).getByRole('switch', { name: 'Race' }))
	expect(within(zone).getByRole('switch', { name: 'Race' })).not.toBeChecked()
	await user.click(within(zone).getByRole('button', { name: 'Close' }))
	expect(headers()).toEqual(['Character', ...CATEGORIES.filter((name) => name !== 'Race')])
	expect(screen.queryByRole('cell', { name: /^Race: / })).not.toBeInTheDocument()
	expect(screen.getByText('Challenger zone: 1 category hidden')).toBeInTheDocument()
	unmount()
	renderMode('classic')
	expect(await screen.findByRole('columnheader', { name: 'Gender' }, { timeout: 3000 })).toBeInTheDocument()
	expect(screen.queryByRole('columnheader', { name: 'Race' })).not.toBeInTheDocument()
})

test.each([
	[0, 'Every category is on: the classic game.'],
	[1, 'Warm-up: a tile or two fewer to go on.'],
	[2, 'Warm-up: a tile or two fewer to go on.'],
	[3, 'Fighter: up to half the board in the dark. Think it through!'],
	[4, 'Fighter: up to half the board in the dark. Think it through!'],
	[5, 'Elite: only a couple of tiles left to read.'],
	[6, 'Elite: only a couple of tiles left to read.'],
	[7, 'Legend: a single category, nothing else. Only the bravest try this.'],
])('with %i categories off the dialog says: %s', async (count, message) => {
	stubApi({ answer: dailyAnswer() })
	renderMode('classic')
	const user = userEvent.setup()
	const zone = await openZone(user)
	for (const name of CATEGORIES.slice(0, count)) await user.click(within(zone).getByRole('switch', { name }))
	expect(within(zone).getByRole('status')).toHaveTextContent(message)
})

test('the last category on cannot be switched off, and the dialog says why', async () => {
	writeValue(STORAGE_KEYS.classicDisabled, [
		'gender',
		'race',
		'origin',
		'affiliation',
		'hair',
		'hasTransformation',
	])
	stubApi({ answer: dailyAnswer() })
	renderMode('classic')
	const user = userEvent.setup()
	const zone = await openZone(user)
	await user.click(within(zone).getByRole('switch', { name: 'Deaths' }))
	const last = within(zone).getByRole('switch', { name: 'Debut arc' })
	expect(last).toBeChecked()
	expect(last).toBeDisabled()
	expect(last).toHaveAccessibleDescription('One category always stays on.')
	await user.click(last)
	expect(last).toBeChecked()
	await user.click(within(zone).getByRole('switch', { name: 'Race' }))
	expect(within(zone).getByRole('switch', { name: 'Debut arc' })).toBeEnabled()
})

test('a win is recorded with its hidden categories, locks the zone and is marked in the share', async () => {
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer() })
	renderMode('classic')
	const zone = await openZone(user)
	for (const name of ['Race', 'Deaths']) await user.click(within(zone).getByRole('switch', { name }))
	await user.click(within(zone).getByRole('button', { name: 'Close' }))
	await guess(user, 'Piccolo')
	await winAndWait(user)
	expect(readHistory('classic')).toEqual([
		expect.objectContaining({ nbGuesses: 2, extras: { 'hidden:race': true, 'hidden:nbDeaths': true } }),
	])
	expect(
		screen.getByText('Won in the challenger zone with 2 categories hidden: Race, Deaths'),
	).toBeInTheDocument()
	const share = within(screen.getByRole('region', { name: 'Share your result' })).getByText(/I found/)
	// Piccolo against Goku, race and deaths left out: gender, origin, affiliation, hair, transforms, debut
	expect(share.textContent?.split('\n').slice(0, 4)).toEqual([
		'I found #Dragondle Classic #42 in 2 shots',
		'🟩🟥🟩🟥🟥⬇️',
		'🟩🟩🟩🟩🟩🟩',
		'⚔️ Challenger zone: 2 categories hidden',
	])
	const locked = await openZone(user)
	expect(within(locked).getByRole('note')).toHaveTextContent(/locked until the next game/)
	for (const name of CATEGORIES) expect(within(locked).getByRole('switch', { name })).toBeDisabled()
})

test('a win recorded before the challenger zone still reads, unmarked, with every square', async () => {
	localStorage.setItem('app:v1:classic:guesses', JSON.stringify({ gameNumero: 42, guesses: ['Goku'] }))
	saveHistoryEntry('classic', { gameNumero: 42, nbGuesses: 1, rank: 3 })
	stubApi({ answer: dailyAnswer() })
	renderMode('classic')
	const share = await screen.findByRole('region', { name: 'Share your result' }, { timeout: 3000 })
	expect(share).toHaveTextContent('🟩'.repeat(8))
	expect(share).not.toHaveTextContent('Challenger zone')
	expect(screen.queryByText(/Won in the challenger zone/)).not.toBeInTheDocument()
})

test('a won game whose record was cleared is recorded again with the categories it hides', async () => {
	// 'Clear data' forgets the history, not the guesses: the restored win is recorded afresh
	writeValue(STORAGE_KEYS.classicDisabled, ['race', 'nbDeaths'])
	localStorage.setItem('app:v1:classic:guesses', JSON.stringify({ gameNumero: 42, guesses: ['Goku'] }))
	stubApi({ answer: dailyAnswer() })
	renderMode('classic')
	expect(
		await screen.findByText(
			'Won in the challenger zone with 2 categories hidden: Race, Deaths',
			{},
			{ timeout: 3000 },
		),
	).toBeInTheDocument()
	expect(readHistory('classic')).toEqual([
		expect.objectContaining({ gameNumero: 42, extras: { 'hidden:race': true, 'hidden:nbDeaths': true } }),
	])
	expect(screen.getByRole('region', { name: 'Share your result' })).toHaveTextContent(
		'⚔️ Challenger zone: 2 categories hidden',
	)
})

test('the clue counts the tries down, unlocks at the 6th, reveals on demand and shows after the win', async () => {
	const wrong = ['Goku Black', 'Gohan', 'Vegeta', 'Piccolo', 'Mr. Satan']
	localStorage.setItem(
		'app:v1:classic:guesses',
		JSON.stringify({ gameNumero: 42, guesses: wrong.slice(0, 4) }),
	)
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer({ clues: { clue: 'Loves a good fight.' } }) })
	renderMode('classic')
	await findGuessBox()
	const clue = screen.getByRole('region', { name: 'Clue' })
	expect(clue).toHaveTextContent('Clue in 2 tries')
	await guess(user, 'Mr. Satan')
	expect(clue).toHaveTextContent('Clue in 1 try')
	expect(within(clue).queryByRole('button')).not.toBeInTheDocument()
	await guess(user, 'Bulma')
	const reveal = within(clue).getByRole('button', { name: 'Show the clue' })
	expect(clue).not.toHaveTextContent('Loves a good fight.')
	await user.click(reveal)
	expect(clue).toHaveTextContent('Loves a good fight.')
	expect(within(clue).getByRole('button', { name: 'Hide the clue' })).toHaveAttribute('aria-expanded', 'true')
	await winAndWait(user)
	expect(screen.getByRole('region', { name: 'Clue' })).toHaveTextContent('The clue was: Loves a good fight.')
})

test('a character without a clue has no clue section', async () => {
	stubApi({ answer: dailyAnswer({ clues: {} }) })
	renderMode('classic')
	await findGuessBox()
	expect(screen.queryByRole('region', { name: 'Clue' })).not.toBeInTheDocument()
})

test("Classic's help covers the colours and their marks, each property, the challenger zone and clues", () => {
	render(<ClassicHelp />)
	for (const heading of ['Colour indicators', 'Properties', 'Challenger zone', 'Clues']) {
		expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument()
	}
	expect(screen.getByText(/✓ correct, ≈ partly correct, ✗ wrong/)).toBeInTheDocument()
	expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(CATEGORIES)
	expect(screen.getByText(/^After 6 tries, a clue/)).toBeInTheDocument()
})
