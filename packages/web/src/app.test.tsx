import { MODES } from '@dragondle/core'
import { act, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findGuessBox } from './game/test-helpers.tsx'
import { renderApp } from './test/render-app.tsx'

test('the menu shows a card per mode linking to its route', async () => {
	renderApp('/')
	const main = within(await screen.findByRole('main'))
	await main.findByRole('heading', { name: 'Choose a game' })
	for (const [mode, title] of [
		['classic', /classic/i],
		['fusion', /fusion/i],
		['technique', /technique/i],
		['silhouette', /silhouette/i],
	] as const) {
		expect(main.getByRole('link', { name: title })).toHaveAttribute('href', `/${mode}`)
	}
	// and the other ways to play (decision 084)
	expect(main.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/classic/archive')
	expect(main.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/classic/practice')
	expect(main.getAllByRole('link')).toHaveLength(MODES.length + 2)
})

test('an unknown path shows the not-found page with a link home', async () => {
	renderApp('/no/such/page')
	expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
	expect(screen.getByRole('link', { name: 'Back to the games' })).toHaveAttribute('href', '/')
})

test('the privacy policy says progress stays on the device', async () => {
	renderApp('/privacy_policy')
	expect(await screen.findByRole('heading', { name: 'Privacy policy', level: 1 })).toBeInTheDocument()
	expect(screen.getByText(/stay in this site's storage on your device/)).toBeInTheDocument()
	expect(screen.getByText(/no third-party trackers/)).toBeInTheDocument()
})

test('the streak page shows its code form', async () => {
	renderApp('/streak')
	expect(await screen.findByRole('heading', { name: 'Restore a streak' })).toBeInTheDocument()
	expect(screen.getByRole('textbox', { name: 'Code' })).toBeEnabled()
	expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled()
})

test('without store pages, the app page says the app is not out yet and links home', async () => {
	renderApp('/app')
	expect(await screen.findByText(/The mobile app is not out yet/)).toBeInTheDocument()
	expect(screen.getByRole('link', { name: 'Play in the browser' })).toHaveAttribute('href', '/')
})

test.each(MODES)(
	'the %s route shows its title, loading for a moment like every game, then the game',
	async (mode) => {
		renderApp(`/${mode}`)
		// the title shows while the mode's code loads, then in the game's own frame (decision 094)
		await screen.findByRole('heading', { level: 1 })
		expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
		expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
		// Classic's first screen shows its guess box, held until the day is here (decision 113)
		for (const box of screen.queryAllByRole('combobox', { name: /type character name/i })) {
			expect(box).toBeDisabled()
		}
		expect(await findGuessBox(/type character name/i)).toBeEnabled()
		expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
		expect(screen.getByRole('button', { name: 'Guess' })).toBeEnabled()
	},
)

test('the page title names the product, plus the mode inside a game', async () => {
	const { router } = renderApp('/')
	await screen.findByRole('heading', { name: 'Choose a game' })
	expect(document.title).toBe('Dragondle')
	await act(() => router.navigate('/fusion'))
	await screen.findByRole('heading', { level: 1, name: 'Which character is this fusion?' })
	expect(document.title).toBe('Dragondle - Fusion')
})
