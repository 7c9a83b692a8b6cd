import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AppDialog } from './app-dialog.tsx'

const noop = () => undefined

test.each(['help', 'stats'] as const)(
	'%s off a game opens nothing: there is no mode to explain or count',
	(kind) => {
		const { container } = render(<AppDialog kind={kind} mode={null} onClose={noop} onOpen={noop} />)
		expect(container).toBeEmptyDOMElement()
		expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
	},
)

test("a mode's help opens named by its title", async () => {
	render(<AppDialog kind="help" mode="classic" onClose={noop} onOpen={noop} />)
	expect(await screen.findByRole('dialog', { name: 'How to play' })).toBeInTheDocument()
})
