import type { Character } from '@dragondle/core'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { CharacterIcon, hairColour, initialsOf } from './character-icon.tsx'

function makeCharacter(overrides: Partial<Character> = {}): Character {
	return {
		championId: 1,
		championName: 'Test Fighter',
		gender: 'Male',
		race: ['Human'],
		affiliation: null,
		nbDeaths: 0,
		mangaDebut: null,
		animeDebut: null,
		gameDebut: '',
		origin: 'Earth',
		hair: ['Black'],
		hasTransformation: false,
		aliases: [],
		clue: '',
		...overrides,
	}
}

test('the icon is an image named after the character, with its initials', () => {
	render(<CharacterIcon character={makeCharacter({ championName: 'Master Hermit' })} />)
	const icon = screen.getByRole('img', { name: 'Master Hermit' })
	expect(icon).toHaveTextContent('MH')
})

test.each([
	['Black', '#1f2330'],
	['bald', '#e8b48a'],
	['Unknown shade', '#6b7280'],
])('hair %s gives background %s', (hair, colour) => {
	expect(hairColour(hair)).toBe(colour)
})

test.each([
	['Android 18', 'A'],
	['Kid Hero', 'KH'],
	['Hero-Ace the Third', 'HA'],
])('%s has initials %s', (name, initials) => {
	expect(initialsOf(name)).toBe(initials)
})
