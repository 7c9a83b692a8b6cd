import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { StreakFlame } from './streak-flame.tsx'

test('no streak draws nothing', () => {
	const { container } = render(<StreakFlame streak={0} />)
	expect(container).toBeEmptyDOMElement()
})

test.each([
	[1, 'Streak of 1 day', 1],
	[42, 'Streak of 42 days', 1],
	[150, 'Streak of 150 days', 2],
	[365, 'Streak of 365 days. A whole year in a row!', 4],
	[1001, 'Streak of 1001 days', 5],
])('a streak of %d is an image named %j with %d flames', (streak, name, flames) => {
	render(<StreakFlame streak={streak} />)
	const art = screen.getByRole('img', { name })
	expect(art.querySelectorAll('path')).toHaveLength(flames)
	expect(art.querySelector('.streak-flame__cake') !== null).toBe(streak % 365 === 0)
})

test('beside a text that says the streak, the flame is hidden from assistive tech', () => {
	const { container } = render(<StreakFlame streak={12} isDecorative />)
	expect(screen.queryByRole('img')).not.toBeInTheDocument()
	expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
})
