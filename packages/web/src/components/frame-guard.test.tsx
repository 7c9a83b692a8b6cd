import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { FrameGuard, isForeignFrame } from './frame-guard.tsx'

test('inside a foreign frame only the warning and the official address show', () => {
	render(
		<FrameGuard isFramed={() => true}>
			<p>the game</p>
		</FrameGuard>,
	)
	expect(
		screen.getByText("Oops, it seems that you're trying to play from a non-official website!"),
	).toBeInTheDocument()
	const link = screen.getByRole('link', { name: window.location.origin })
	expect(link).toHaveAttribute('href', window.location.origin)
	expect(link).toHaveAttribute('target', '_blank')
	expect(screen.queryByText('the game')).not.toBeInTheDocument()
})

test('outside a frame the game shows', () => {
	render(
		<FrameGuard>
			<p>the game</p>
		</FrameGuard>,
	)
	expect(screen.getByText('the game')).toBeInTheDocument()
})

test('a parent whose location cannot be read counts as foreign', () => {
	const parent = {
		get location(): Location {
			throw new DOMException('Blocked a frame', 'SecurityError')
		},
	}
	const framed = { top: parent, self: {}, location: window.location } as unknown as Window
	expect(isForeignFrame(framed)).toBe(true)
	expect(isForeignFrame(window)).toBe(false)
})
