import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { StreakFlame } from './streak-flame.tsx'

/** The streak art of docs/product.md §4 "Streak": levels, side flames, the cake, the grey lost flame. */

test('no streak, and none lost, draws nothing', () => {
	const { container } = render(<StreakFlame streak={0} />)
	expect(container).toBeEmptyDOMElement()
})

test.each([
	[1, 'Streak of 1 day', 0],
	[42, 'Streak of 42 days', 0],
	[99, 'Streak of 99 days', 0],
	[100, 'Streak of 100 days', 1],
	[150, 'Streak of 150 days', 1],
	[200, 'Streak of 200 days', 2],
	[300, 'Streak of 300 days', 3],
	[365, 'Streak of 365 days. A whole year in a row!', 3],
	[999, 'Streak of 999 days', 3],
	[1001, 'Streak of 1,001 days', 4],
])('a streak of %d is an image named %j with %d side flames', (streak, name, sides) => {
	render(<StreakFlame streak={streak} />)
	const art = screen.getByRole('img', { name })
	expect(art.querySelectorAll('.streak-flame__fire')).toHaveLength(1)
	expect(art.querySelectorAll('.streak-flame__side')).toHaveLength(sides)
	expect(art.querySelector('.streak-flame__cake') !== null).toBe(streak === 365)
})

test.each([
	[730, true],
	[1095, true],
	[364, false],
	[366, false],
])('a streak of %d shows the cake: %s', (streak, isCake) => {
	render(<StreakFlame streak={streak} />)
	expect(screen.getByRole('img').querySelector('.streak-flame__cake') !== null).toBe(isCake)
})

/** The flame's colour: its level, from the tens of the streak (cycling within each hundred). */
function colourOf(streak: number): string | null {
	const { unmount } = render(<StreakFlame streak={streak} isDecorative />)
	const colour = document.querySelector('.streak-flame__fire path')?.getAttribute('fill') ?? null
	unmount()
	return colour
}

test('the flame steps up every 10 days under 100, then cycles by hundreds', () => {
	expect(colourOf(9)).toBe(colourOf(1))
	expect(colourOf(10)).not.toBe(colourOf(9))
	expect(new Set([5, 15, 25, 35, 45, 55, 65, 75, 85, 95].map(colourOf)).size).toBe(10)
	expect(colourOf(105)).toBe(colourOf(5))
	expect(colourOf(250)).toBe(colourOf(50))
})

test('from 100 days the flame has a white-hot heart, so its looks do not repeat those under 100', () => {
	function heartOf(streak: number) {
		const { unmount } = render(<StreakFlame streak={streak} isDecorative />)
		const heart = document.querySelectorAll('.streak-flame__fire path')[1]?.getAttribute('fill')
		unmount()
		return heart
	}
	expect(heartOf(105)).not.toBe(heartOf(5))
	expect(heartOf(199)).toBe(heartOf(105))
})

test('a lost streak is a grey flame named "Streak lost", still, with no side flames', () => {
	render(<StreakFlame streak={0} isLost />)
	const art = screen.getByRole('img', { name: 'Streak lost' })
	expect(art).toHaveClass('streak-flame--lost')
	expect(art.querySelector('.streak-flame__fire path')).toHaveAttribute('fill', '#8a8f98')
	expect(art.querySelectorAll('.streak-flame__side')).toHaveLength(0)
})

test('beside a text that says the streak, the flame is hidden from assistive tech', () => {
	const { container } = render(<StreakFlame streak={12} isDecorative />)
	expect(screen.queryByRole('img')).not.toBeInTheDocument()
	expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
})
