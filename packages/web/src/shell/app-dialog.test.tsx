import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AppDialog } from './app-dialog.tsx'

const noop = () => undefined

test.each([
	['help', 'How to play'],
	['stats', 'Statistics'],
] as const)(
	'%s off a game (the home page) opens on the first mode, with the mode to choose',
	async (kind, title) => {
		render(<AppDialog kind={kind} mode={null} onClose={noop} onOpen={noop} />)
		const dialog = await screen.findByRole('dialog', { name: title })
		const modes = within(dialog).getByRole('group', { name: 'Game mode' })
		expect(within(modes).getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'true')
		expect(within(modes).getAllByRole('button')).toHaveLength(4)
	},
)

test("a mode's help opens named by its title", async () => {
	render(<AppDialog kind="help" mode="classic" onClose={noop} onOpen={noop} />)
	expect(await screen.findByRole('dialog', { name: 'How to play' })).toBeInTheDocument()
})
