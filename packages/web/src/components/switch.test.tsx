import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { Switch } from './switch.tsx'

function Harness({ disabled = false }: { disabled?: boolean }) {
	const [isOn, setOn] = useState(false)
	return (
		<Switch label="Zoom out" description="Why it is so." isOn={isOn} onChange={setOn} disabled={disabled} />
	)
}

test('a switch is named by its label alone, described by its description, and toggled by Space', async () => {
	render(<Harness />)
	const toggle = screen.getByRole('switch', { name: 'Zoom out' })
	expect(toggle).toHaveAccessibleDescription('Why it is so.')
	expect(toggle).not.toBeChecked()
	await userEvent.tab()
	expect(toggle).toHaveFocus()
	await userEvent.keyboard(' ')
	expect(toggle).toBeChecked()
	expect(toggle).toHaveAttribute('aria-checked', 'true')
})

test('a disabled switch ignores clicks on it and on its label', async () => {
	render(<Harness disabled />)
	const toggle = screen.getByRole('switch', { name: 'Zoom out' })
	await userEvent.click(toggle)
	expect(toggle).not.toBeChecked()
	await userEvent.click(screen.getByText('Zoom out'))
	expect(toggle).not.toBeChecked()
})
