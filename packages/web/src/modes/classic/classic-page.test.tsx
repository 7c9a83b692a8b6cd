import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import {
	dailyAnswer,
	findGuessBox,
	guess,
	playerWithFakeTimers,
	renderMode,
	stubApi,
} from '../../game/test-helpers.tsx'

/** Classic's own screen: tiles, rows, the duplicate notice, the tutorial; the shared flow is tested in game/. */
function renderClassic() {
	return renderMode('classic')
}

const WIN_HEADING = { level: 2, name: /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/ } as const

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

function guessRows() {
	return within(screen.getByRole('table')).getAllByRole('row').slice(1)
}

test('a wrong guess shows its tiles, named by category, value and result', async () => {
	stubApi({ answer: dailyAnswer() })
	renderClassic()
	expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
	await findGuessBox()
	expect(screen.getByText('Type any character to begin.')).toBeInTheDocument()
	await guess(userEvent.setup(), 'Gohan')
	const row = within(guessRows()[0] as HTMLElement)
	expect(row.getByRole('rowheader', { name: 'Gohan' })).toBeInTheDocument()
	expect(row.getByRole('cell', { name: 'Gender: Male — correct' })).toBeInTheDocument()
	expect(row.getByRole('cell', { name: 'Race: Saiyan, Human — partially correct' })).toBeInTheDocument()
	expect(row.getByRole('cell', { name: 'Transforms: Yes — correct' })).toBeInTheDocument()
	expect(row.getByRole('cell', { name: 'Deaths: 1 — correct' })).toBeInTheDocument()
	expect(row.getByRole('cell', { name: 'Debut arc: Vegeta Saga — answer is lower' })).toBeInTheDocument()
	expect(screen.queryByText('Type any character to begin.')).not.toBeInTheDocument()
	const raceHeader = screen.getByRole('columnheader', { name: 'Race' })
	expect(within(raceHeader).getByText('Race')).toHaveAccessibleDescription(/race\(s\)/)
})

test('guesses are listed newest first and are saved', async () => {
	stubApi({ answer: dailyAnswer() })
	renderClassic()
	const user = userEvent.setup()
	await guess(user, 'Piccolo')
	await guess(user, 'Bulma')
	const [newest, oldest] = guessRows()
	expect(newest).toContainElement(screen.getByRole('rowheader', { name: 'Bulma' }))
	expect(oldest).toContainElement(screen.getByRole('rowheader', { name: 'Piccolo' }))
	expect(within(guessRows()[1] as HTMLElement).getByRole('cell', { name: /^Deaths: 0 — answer is higher$/ }))
	expect(screen.getByRole('cell', { name: 'Hair: Bald — incorrect' })).toBeInTheDocument()
	expect(localStorage.getItem('app:v1:classic:guesses')).toBe(
		JSON.stringify({ gameNumero: 42, guesses: ['Piccolo', 'Bulma'] }),
	)
})

test('the rows come right under the guess box, before the yesterday line, the challenger zone and the colour tutorial', async () => {
	stubApi({ answer: dailyAnswer() })
	renderClassic()
	await guess(userEvent.setup(), 'Piccolo')
	const grid = screen.getByRole('table')
	// decision 108: what a guess changes shows where the player looks; the rest waits below it
	const below = [
		screen.getByText("Yesterday's character was #41 Vegeta"),
		screen.getByRole('button', { name: /^Challenger zone/ }),
		screen.getByRole('heading', { name: 'Colour indicators' }),
	]
	for (const element of below) {
		expect(grid.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
	}
	const box = screen.getByRole('combobox', { name: /character name/i })
	expect(box.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

test('the Transforms tile shows a tick or a cross with its word, and its name says it', async () => {
	stubApi({ answer: dailyAnswer() })
	renderClassic()
	const user = userEvent.setup()
	await guess(user, 'Piccolo')
	await guess(user, 'Gohan')
	const no = screen.getByRole('cell', { name: 'Transforms: No — incorrect' })
	expect(no.querySelector('.tile__yes-no--no svg')).not.toBeNull()
	expect(no.querySelector('.tile__yes-no--yes')).toBeNull()
	expect(within(no).getByText('No')).toBeInTheDocument()
	const yes = screen.getByRole('cell', { name: 'Transforms: Yes — correct' })
	expect(yes.querySelector('.tile__yes-no--yes svg')).not.toBeNull()
	expect(within(yes).getByText('Yes')).toBeInTheDocument()
	// the result still has its own mark in the corner
	expect(within(no).getByText('✗')).toBeInTheDocument()
	expect(within(yes).getByText('✓')).toBeInTheDocument()
})

test('a guess with the same tiles as the answer shows the duplicate notice', async () => {
	stubApi({ answer: dailyAnswer() })
	renderClassic()
	await guess(userEvent.setup(), 'Kakarot Twin')
	expect(screen.getByRole('note')).toHaveTextContent(/Kakarot Twin has the same properties/)
})

test('the end panel appears as the last of the 8 tiles finishes flipping', async () => {
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer() })
	renderClassic()
	await guess(user, 'Goku')
	expect(await screen.findByRole('rowheader', { name: 'Goku' })).toBeInTheDocument()
	await act(() => vi.advanceTimersByTimeAsync(4000))
	expect(screen.queryByRole('heading', WIN_HEADING)).not.toBeInTheDocument()
	await act(() => vi.advanceTimersByTimeAsync(400))
	expect(screen.getByRole('heading', WIN_HEADING)).toBeInTheDocument()
})

test('closing the colour tutorial is remembered', async () => {
	stubApi({ answer: dailyAnswer() })
	const { unmount } = renderClassic()
	const close = await screen.findByRole('button', { name: /close the colour tutorial/i }, { timeout: 3000 })
	await userEvent.click(close)
	expect(screen.queryByRole('heading', { name: 'Colour indicators' })).not.toBeInTheDocument()
	unmount()
	renderClassic()
	await findGuessBox()
	expect(screen.getByText('Type any character to begin.')).toBeInTheDocument()
	expect(screen.queryByRole('heading', { name: 'Colour indicators' })).not.toBeInTheDocument()
})
