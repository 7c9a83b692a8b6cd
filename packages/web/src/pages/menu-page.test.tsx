import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, onTestFinished, test, vi } from 'vitest'
import { listenForInstallPrompt } from '../install-prompt.ts'
import { renderApp } from '../test/render-app.tsx'

/** Chromium's install offer: an event with `prompt()`, which jsdom does not have. */
function offerInstall() {
	const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
		prompt: async () => undefined,
	})
	act(() => {
		window.dispatchEvent(event)
	})
}

async function renderMenu() {
	onTestFinished(listenForInstallPrompt(window))
	renderApp('/')
	const main = within(await screen.findByRole('main'))
	await main.findByRole('heading', { name: 'Choose a game' })
	offerInstall()
	return main
}

test('on the web the menu offers the install when the browser does', async () => {
	const main = await renderMenu()
	expect(main.getByRole('button', { name: 'Install the app' })).toBeVisible()
})

test('the app (VITE_PLATFORM=app) never offers to install itself', async () => {
	vi.stubEnv('VITE_PLATFORM', 'app')
	onTestFinished(() => {
		vi.unstubAllEnvs()
	})
	const main = await renderMenu()
	expect(main.queryByRole('button', { name: 'Install the app' })).toBeNull()
})

test('a first visit finds How to play and Statistics on the home page, each a mode’s to choose', async () => {
	const user = userEvent.setup()
	const main = await renderMenu()
	// by keyboard: Enter on How to play; back from its dialog, Tab reaches Statistics
	const help = main.getByRole('button', { name: 'How to play' })
	help.focus()
	await user.keyboard('{Enter}')
	const helpDialog = await screen.findByRole('dialog', { name: 'How to play' })
	const modes = await within(helpDialog).findByRole('group', { name: 'Game mode' })
	expect(within(modes).getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'true')
	await user.click(within(modes).getByRole('button', { name: 'Silhouette' }))
	expect(await within(modes).findByRole('button', { name: 'Silhouette' })).toHaveAttribute(
		'aria-pressed',
		'true',
	)
	expect(
		await within(helpDialog).findByText("A close-up of a character's silhouette is shown: guess who it is."),
	).toBeInTheDocument()
	await user.click(within(helpDialog).getByRole('button', { name: 'Close' }))

	await user.tab()
	expect(main.getByRole('button', { name: 'Statistics' })).toHaveFocus()
	await user.keyboard('{Enter}')
	const statsDialog = await screen.findByRole('dialog', { name: 'Statistics' })
	expect(await within(statsDialog).findByText('Games won')).toBeInTheDocument()
	expect(within(statsDialog).getByRole('group', { name: 'Game mode' })).toBeInTheDocument()
})
