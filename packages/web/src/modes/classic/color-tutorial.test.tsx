import { act, render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { writeValue } from '../../storage/store.ts'
import { ClassicHelp } from './classic-help.tsx'
import { ColorTutorial } from './color-tutorial.tsx'

/** The colour legend names the colours the tiles have in the palette chosen in Settings (decision 080). */

const DEFAULT_WORDS = [
	'Green: the property is correct.',
	'Orange: some of it is correct.',
	'Red: the property is wrong.',
	'Arrow: the answer is higher (↑) or lower (↓).',
]
const COLOUR_BLIND_WORDS = [
	'Blue: the property is correct.',
	'Orange: some of it is correct.',
	'Grey: the property is wrong.',
	'Arrow: the answer is higher (↑) or lower (↓).',
]

function legend() {
	return within(screen.getByRole('list'))
		.getAllByRole('listitem')
		.map((item) => item.textContent?.replace(/^[✓≈✗↑↓]+/, ''))
}

test('the colour tutorial names blue, orange and grey with the colour-blind palette, and follows a change', () => {
	render(<ColorTutorial />)
	expect(legend()).toEqual(DEFAULT_WORDS)
	act(() => writeValue(STORAGE_KEYS.colourBlind, true))
	expect(legend()).toEqual(COLOUR_BLIND_WORDS)
	expect(screen.getByRole('complementary')).not.toHaveTextContent(/\b(green|red)\b/i)
})

test("Classic's help never names green or red with the colour-blind palette", () => {
	writeValue(STORAGE_KEYS.colourBlind, true)
	const { container } = render(<ClassicHelp />)
	expect(legend()).toEqual(COLOUR_BLIND_WORDS)
	expect(container).not.toHaveTextContent(/\b(green|red)\b/i)
})
