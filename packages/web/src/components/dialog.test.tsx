import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderApp } from '../test/render-app.tsx'

test('a header button opens a dialog named by its heading, Esc closes it and gives focus back to the button (decision 105)', async () => {
	const user = userEvent.setup()
	renderApp('/fusion')
	const help = await screen.findByRole('button', { name: 'How to play' })
	help.focus()
	await user.keyboard('{Enter}')
	const dialog = screen.getByRole('dialog', { name: 'How to play' })
	expect(await within(dialog).findByText(/Each wrong guess zooms the picture out/)).toBeInTheDocument()
	screen.getByRole('button', { name: 'Close' }).focus()
	await user.keyboard('{Escape}')
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
	expect(help).toHaveFocus()
})

test('the close button closes the dialog, and the streak button opens the transfer dialog', async () => {
	const user = userEvent.setup()
	renderApp('/technique')
	await user.click(await screen.findByRole('button', { name: 'Streak and data transfer' }))
	expect(screen.getByRole('dialog', { name: 'Transfer my data' })).toBeInTheDocument()
	await user.click(screen.getByRole('button', { name: 'Close' }))
	expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('the footer About button opens the about dialog', async () => {
	const user = userEvent.setup()
	renderApp('/')
	await user.click(await screen.findByRole('button', { name: 'About' }))
	const dialog = screen.getByRole('dialog', { name: 'About' })
	expect(await within(dialog).findByText(/fan-made daily guessing game/)).toBeInTheDocument()
})
