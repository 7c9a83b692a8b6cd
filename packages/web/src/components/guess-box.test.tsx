import { makeCharacter } from '@dragondle/core/testing'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'
import { GuessBox } from './guess-box.tsx'

/** The names the box searches: look-alike beginnings (Go…), a later word (Black), an alias (Hercule). */
const CHARACTERS = [
	makeCharacter({ championId: 0, championName: 'Goku' }),
	makeCharacter({ championId: 1, championName: 'Goku Black' }),
	makeCharacter({ championId: 2, championName: 'Gohan' }),
	makeCharacter({ championId: 3, championName: 'Vegeta' }),
	makeCharacter({ championId: 4, championName: 'Piccolo' }),
	makeCharacter({ championId: 5, championName: 'Mr. Satan', aliases: ['Hercule'] }),
	makeCharacter({ championId: 6, championName: 'Bulma' }),
]

function renderBox(excluded: string[] = []) {
	const onGuess = vi.fn()
	render(<GuessBox characters={CHARACTERS} excluded={new Set(excluded)} onGuess={onGuess} />)
	return { onGuess, input: screen.getByRole('combobox', { name: /character name/i }) }
}

/** The offered options are exactly these accessible names, in this order. */
function expectOptions(names: string[]) {
	expect(screen.queryAllByRole('option')).toEqual(names.map((name) => screen.getByRole('option', { name })))
}

test('typing offers the characters whose name starts with the text', async () => {
	const { input } = renderBox()
	await userEvent.type(input, 'go')
	expect(input).toHaveAttribute('aria-expanded', 'true')
	expectOptions(['Gohan', 'Goku', 'Goku Black'])
	expect(screen.getByRole('option', { name: 'Gohan' })).toHaveAttribute('aria-selected', 'true')
})

test('a later word of a name matches too', async () => {
	const { input } = renderBox()
	await userEvent.type(input, 'black')
	expectOptions(['Goku Black'])
	await userEvent.clear(input)
	await userEvent.type(input, 'satan')
	expectOptions(['Mr. Satan'])
})

test('an option found by an alias shows that alias under the name, and keeps the name first', async () => {
	const { input } = renderBox()
	await userEvent.type(input, 'hercu')
	const option = screen.getByRole('option', { name: /^Mr\. Satan\b/ })
	expect(option).toHaveAccessibleName('Mr. Satan “Hercule”')
	expect(within(option).getByText('“Hercule”')).toHaveClass('guess-box__alias')
	// found by its own name, an option shows no alias
	await userEvent.clear(input)
	await userEvent.type(input, 'satan')
	expect(screen.getByRole('option', { name: 'Mr. Satan' })).toHaveAccessibleName('Mr. Satan')
})

test('already guessed names are not offered', async () => {
	const { input } = renderBox(['Goku'])
	await userEvent.type(input, 'gok')
	expectOptions(['Goku Black'])
})

test('an unknown name shows No character found. and is not submitted', async () => {
	const { input, onGuess } = renderBox()
	await userEvent.type(input, 'Frieza')
	expect(screen.getByRole('status')).toHaveTextContent('No character found.')
	await userEvent.keyboard('{Enter}')
	expect(onGuess).not.toHaveBeenCalled()
	expect(input).toHaveValue('Frieza')
})

test('an already guessed name typed in full is not submitted', async () => {
	const { input, onGuess } = renderBox(['Bulma'])
	await userEvent.type(input, 'bulma{Escape}{Enter}')
	expect(onGuess).not.toHaveBeenCalled()
	expect(screen.getByText('No character found.')).toBeInTheDocument()
})

test('an empty input submits nothing', async () => {
	const { onGuess } = renderBox()
	await userEvent.click(screen.getByRole('button', { name: /guess/i }))
	expect(onGuess).not.toHaveBeenCalled()
	expect(screen.queryByText('No character found.')).not.toBeInTheDocument()
})

test('Enter submits the highlighted option, moved with the arrow keys, and clears the input', async () => {
	const { input, onGuess } = renderBox()
	await userEvent.type(input, 'go{ArrowDown}')
	expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Goku' }).id)
	await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}{ArrowUp}')
	expect(screen.getByRole('option', { name: 'Goku Black' })).toHaveAttribute('aria-selected', 'true')
	await userEvent.keyboard('{Enter}')
	expect(onGuess).toHaveBeenCalledWith('Goku Black')
	expect(input).toHaveValue('')
	expect(input).toHaveAttribute('aria-expanded', 'false')
})

test('the button submits the typed name with its canonical spelling', async () => {
	const { input, onGuess } = renderBox()
	await userEvent.type(input, 'vEGETA{Escape}')
	expect(screen.queryByRole('option')).not.toBeInTheDocument()
	await userEvent.click(screen.getByRole('button', { name: /guess/i }))
	expect(onGuess).toHaveBeenCalledWith('Vegeta')
	expect(input).toHaveValue('')
})

test('clicking an option fills the input without guessing', async () => {
	const { input, onGuess } = renderBox()
	await userEvent.type(input, 'pic')
	await userEvent.click(screen.getByRole('option', { name: 'Piccolo' }))
	expect(input).toHaveValue('Piccolo')
	expect(input).toHaveFocus()
	expect(onGuess).not.toHaveBeenCalled()
	await userEvent.keyboard('{Enter}')
	expect(onGuess).toHaveBeenCalledWith('Piccolo')
})

test('with click to guess on, clicking an option submits it at once', async () => {
	writeValue(STORAGE_KEYS.clickToGuess, true)
	const { input, onGuess } = renderBox()
	await userEvent.type(input, 'pic')
	await userEvent.click(screen.getByRole('option', { name: 'Piccolo' }))
	expect(onGuess).toHaveBeenCalledExactlyOnceWith('Piccolo')
	expect(input).toHaveValue('')
	expect(input).toHaveAttribute('aria-expanded', 'false')
})

test('click to guess switched on while the box is shown applies to the next click', async () => {
	const { input, onGuess } = renderBox()
	await userEvent.type(input, 'pic')
	act(() => writeValue(STORAGE_KEYS.clickToGuess, true))
	await userEvent.click(screen.getByRole('option', { name: 'Piccolo' }))
	expect(onGuess).toHaveBeenCalledWith('Piccolo')
})

test('with click to guess on, a click while submissions are held only fills the input', async () => {
	writeValue(STORAGE_KEYS.clickToGuess, true)
	const onGuess = vi.fn()
	render(<GuessBox characters={CHARACTERS} excluded={new Set()} onGuess={onGuess} disabled />)
	const input = screen.getByRole('combobox', { name: /character name/i })
	await userEvent.type(input, 'pic')
	await userEvent.click(screen.getByRole('option', { name: 'Piccolo' }))
	expect(onGuess).not.toHaveBeenCalled()
	expect(input).toHaveValue('Piccolo')
})

test('a letter that finds a long list offers every match, the first ones in the keystroke’s own render', async () => {
	const many = Array.from({ length: 20 }, (_, index) =>
		makeCharacter({
			championId: 100 + index,
			championName: `Saibaman ${String(index + 1).padStart(2, '0')}`,
		}),
	)
	const onGuess = vi.fn()
	render(<GuessBox characters={many} excluded={new Set()} onGuess={onGuess} />)
	const input = screen.getByRole('combobox', { name: /character name/i })
	// the keystroke's render (act flushes it, and the transition after it)
	await userEvent.type(input, 's')
	expect(screen.getAllByRole('option')).toHaveLength(20)
	expect(screen.getAllByRole('option').at(-1)).toHaveAccessibleName('Saibaman 20')
	// the last option is reachable by the keyboard, from the first one
	await userEvent.keyboard('{ArrowUp}')
	expect(screen.getByRole('option', { name: 'Saibaman 20' })).toHaveAttribute('aria-selected', 'true')
	await userEvent.keyboard('{Enter}')
	expect(onGuess).toHaveBeenCalledWith('Saibaman 20')
})
