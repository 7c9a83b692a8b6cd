import { makeCharacter } from '@dragondle/core/testing'
import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { CharacterIcon, hairColour, iconUrl, initialsOf } from './character-icon.tsx'

test('the icon is an image named after the character showing its built art', () => {
	const { container } = render(
		<CharacterIcon character={makeCharacter({ championId: 7, championName: 'Master Hermit' })} size={40} />,
	)
	const icon = screen.getByRole('img', { name: 'Master Hermit' })
	expect(icon).toHaveAttribute('title', 'Master Hermit')
	const art = container.querySelector('img')
	expect(art).toHaveAttribute('src', '/art/characters/7.webp')
	expect(art).toHaveAttribute('alt', '')
	expect(art).toHaveAttribute('width', '40')
	expect(art).toHaveAttribute('loading', 'lazy')
})

test('when the art fails to load, the icon shows the initials instead', () => {
	const { container } = render(<CharacterIcon character={makeCharacter({ championName: 'Master Hermit' })} />)
	fireEvent.error(container.querySelector('img') as HTMLImageElement)
	const icon = screen.getByRole('img', { name: 'Master Hermit' })
	expect(icon).toHaveTextContent('MH')
	expect(container.querySelector('img')).toBeNull()
})

test('the icon url is the character id under /art/characters', () => {
	expect(iconUrl(makeCharacter({ championId: 41 }))).toBe('/art/characters/41.webp')
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
