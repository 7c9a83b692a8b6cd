import { act, screen, within } from '@testing-library/react'
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
