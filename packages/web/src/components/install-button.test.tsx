import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, onTestFinished, test, vi } from 'vitest'
import { listenForInstallPrompt } from '../install-prompt.ts'
import { InstallButton } from './install-button.tsx'

/** Chromium's install offer: an event with `prompt()`, which jsdom does not have. */
function offerInstall(prompt: () => Promise<unknown>): Event {
	const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt })
	act(() => {
		window.dispatchEvent(event)
	})
	return event
}

test('no install button shows while the browser makes no offer', () => {
	onTestFinished(listenForInstallPrompt(window))
	render(<InstallButton />)
	expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
})

test('the browser’s install offer shows the button, which opens its dialog once', async () => {
	onTestFinished(listenForInstallPrompt(window))
	render(<InstallButton />)
	const prompt = vi.fn(async () => ({ outcome: 'accepted' }))
	const event = offerInstall(prompt)
	// the browser's own banner is held back in favour of the button
	expect(event.defaultPrevented).toBe(true)
	await userEvent.click(screen.getByRole('button', { name: 'Install the app' }))
	expect(prompt).toHaveBeenCalledOnce()
	expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
})

test('once the app is installed, the button goes away', () => {
	onTestFinished(listenForInstallPrompt(window))
	render(<InstallButton />)
	offerInstall(async () => undefined)
	expect(screen.getByRole('button', { name: 'Install the app' })).toBeVisible()
	act(() => {
		window.dispatchEvent(new Event('appinstalled'))
	})
	expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
})
