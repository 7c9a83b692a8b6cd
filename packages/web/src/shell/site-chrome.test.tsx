import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getI18n } from 'react-i18next'
import { expect, test, vi } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue, writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'
import { matchMediaFor, setRuntimeConfig } from '../test/runtime-config.ts'

setRuntimeConfig({
	iosStoreUrl: 'https://apps.apple.com/app/id1',
	androidStoreUrl: 'https://play.google.com/store/apps/details?id=dragondle',
	socialUrl: 'https://social.example/dragondle',
	tipUrl: 'https://tips.example/dragondle',
	siblingGames: [
		{ name: 'Planetdle', url: 'https://planetdle.example' },
		{ name: 'Saga Quiz', url: 'https://quiz.example' },
	],
})

function narrowScreen() {
	vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaFor((query) => query === '(max-width: 600px)'))
}

test('on a wide screen the info box shows until closed, and its version is remembered', async () => {
	const user = userEvent.setup()
	const { unmount } = renderApp('/')
	const box = await screen.findByRole('complementary', { name: 'Welcome to Dragondle' })
	expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument()
	await user.click(within(box).getByRole('button', { name: 'Close the welcome note' }))
	expect(box).not.toBeInTheDocument()
	expect(readValue(STORAGE_KEYS.infoBoxClosed)).toBe(12)
	unmount()
	renderApp('/')
	await screen.findByRole('heading', { name: 'Choose a game' })
	expect(screen.queryByRole('complementary', { name: 'Welcome to Dragondle' })).not.toBeInTheDocument()
})

test('an older closed version does not hide version 12', async () => {
	writeValue(STORAGE_KEYS.infoBoxClosed, 11)
	renderApp('/')
	expect(await screen.findByRole('complementary', { name: 'Welcome to Dragondle' })).toBeInTheDocument()
})

test('on a narrow screen the app banner shows instead of the info box, until dismissed for good', async () => {
	narrowScreen()
	const user = userEvent.setup()
	const { unmount } = renderApp('/')
	const banner = await screen.findByRole('region', { name: 'Get the app' })
	expect(screen.queryByRole('complementary', { name: 'Welcome to Dragondle' })).not.toBeInTheDocument()
	expect(within(banner).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/app')
	await user.click(within(banner).getByRole('button', { name: 'Dismiss' }))
	expect(banner).not.toBeInTheDocument()
	unmount()
	renderApp('/')
	await screen.findByRole('heading', { name: 'Choose a game' })
	expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument()
})

test('the footer links the configured sibling games, social link, tip jar and stores', async () => {
	renderApp('/')
	const footer = await screen.findByRole('contentinfo')
	const games = within(footer).getByRole('navigation', { name: 'More games' })
	expect(
		within(games)
			.getAllByRole('link')
			.map((link) => [link.textContent, link.getAttribute('href')]),
	).toEqual([
		['Planetdle', 'https://planetdle.example'],
		['Saga Quiz', 'https://quiz.example'],
	])
	expect(within(footer).getByRole('link', { name: 'Follow us' })).toHaveAttribute(
		'href',
		'https://social.example/dragondle',
	)
	expect(within(footer).getByRole('link', { name: 'Tip jar' })).toHaveAttribute(
		'href',
		'https://tips.example/dragondle',
	)
	expect(within(footer).getByRole('link', { name: /App Store/ })).toHaveAttribute(
		'href',
		'https://apps.apple.com/app/id1',
	)
	expect(within(footer).getByRole('link', { name: /Google Play/ })).toBeInTheDocument()
	expect(within(footer).getByRole('button', { name: 'About' })).toBeInTheDocument()
})

test('the social link is hidden for the Chinese locale', async () => {
	renderApp('/')
	const footer = await screen.findByRole('contentinfo')
	expect(within(footer).getByRole('link', { name: 'Follow us' })).toBeInTheDocument()
	// a build with Chinese strings: English's stand in for them
	const i18n = getI18n()
	for (const namespace of ['common', 'play'] as const) {
		i18n.addResourceBundle('zh', namespace, i18n.getResourceBundle('en', namespace))
	}
	try {
		await act(() => i18n.changeLanguage('zh'))
		expect(within(footer).queryByRole('link', { name: 'Follow us' })).not.toBeInTheDocument()
		expect(within(footer).getByRole('button', { name: 'About' })).toBeInTheDocument()
	} finally {
		await act(() => i18n.changeLanguage('en'))
	}
})

test('a desktop browser on /app sees both store links', async () => {
	renderApp('/app')
	const main = await screen.findByRole('main')
	await within(main).findByRole('heading', { name: 'Mobile app' })
	expect(within(main).getByRole('link', { name: /App Store/ })).toHaveAttribute(
		'href',
		'https://apps.apple.com/app/id1',
	)
	expect(within(main).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
		'href',
		'https://play.google.com/store/apps/details?id=dragondle',
	)
	expect(within(main).queryByRole('status')).not.toBeInTheDocument()
})

test('the privacy policy says what the device and the server keep', async () => {
	renderApp('/privacy_policy')
	expect(await screen.findByRole('heading', { name: 'What stays on your device' })).toBeInTheDocument()
	const page = screen.getByRole('article')
	for (const fact of [
		/random player id our server gave/,
		/24 hours/,
		/keyed hash of your network address \(never the address itself\)/,
		/network address/,
		/never a request: no addresses, no pages you open, no tokens/,
	]) {
		expect(page).toHaveTextContent(fact)
	}
})
