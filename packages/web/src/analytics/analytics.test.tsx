import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { dailyAnswer, guess, renderMode, stubApi } from '../game/test-helpers.tsx'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'
import { setRuntimeConfig } from '../test/runtime-config.ts'

// An install whose operator turned game and page analytics on (decision 099): plain JSON posts.
const EVENTS_URL = 'https://collect.example/events'
const VIEWS_URL = 'https://collect.example/views'
setRuntimeConfig({
	analyticsUrl: EVENTS_URL,
	pageAnalyticsUrl: VIEWS_URL,
	siblingGames: [{ name: 'Planetdle', url: 'https://planetdle.example/play' }],
})

afterEach(() => {
	vi.unstubAllGlobals()
})

/** What the collectors receive, by URL; every other request goes to the fake API already in place. */
function recordCollectors() {
	const received: { url: string; body: unknown }[] = []
	const api = globalThis.fetch
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = String(input)
		if (!url.startsWith('https://collect.example/')) return api(input, init)
		received.push({ url, body: JSON.parse(String(init?.body)) })
		return new Response(null, { status: 204 })
	})
	return received
}

test('a wrong guess then the answer send start, fail, then complete with the streak', async () => {
	stubApi({ answer: dailyAnswer() })
	const received = recordCollectors()
	renderMode('classic')
	const user = userEvent.setup()
	await guess(user, 'Piccolo')
	await guess(user, 'Goku')
	await vi.waitFor(() => expect(received).toHaveLength(3))
	expect(received.map(({ url }) => url)).toEqual([EVENTS_URL, EVENTS_URL, EVENTS_URL])
	expect(received.map(({ body }) => body)).toEqual([
		{ event: 'start', mode: 'classic', play: 'daily' },
		{ event: 'fail', mode: 'classic', play: 'daily' },
		{ event: 'complete', mode: 'classic', play: 'daily', nbGuesses: 2, streak: 1 },
	])
})

test("a win the day after yesterday's sends the streak the history makes: 2", async () => {
	writeValue(STORAGE_KEYS.history.fusion, [{ gameNumero: 41, nbGuesses: 3, rank: 5 }])
	stubApi({ answer: dailyAnswer({}, 'fusion') })
	const received = recordCollectors()
	renderMode('fusion')
	await guess(userEvent.setup(), 'Goku')
	await vi.waitFor(() => expect(received).toHaveLength(2))
	expect(received.map(({ body }) => body)).toEqual([
		{ event: 'start', mode: 'fusion', play: 'daily' },
		{ event: 'complete', mode: 'fusion', play: 'daily', nbGuesses: 1, streak: 2 },
	])
})

test('each page shown is counted by its path, and a link to another site by its address', async () => {
	const { router } = renderApp('/')
	const received = recordCollectors()
	await vi.waitFor(() =>
		expect(received).toEqual([{ url: VIEWS_URL, body: { event: 'pageview', path: '/' } }]),
	)
	await router.navigate('/privacy_policy?from=footer')
	await vi.waitFor(() => expect(received).toHaveLength(2))
	expect(received[1]).toEqual({ url: VIEWS_URL, body: { event: 'pageview', path: '/privacy_policy' } })
	const user = userEvent.setup()
	const footer = await screen.findByRole('contentinfo')
	// a link within the site (to the page already shown) is no outbound click and no new page
	await user.click(within(footer).getByRole('link', { name: 'Privacy policy' }))
	// jsdom cannot leave the page: the click is counted, then the navigation is held back
	document.addEventListener('click', (event) => event.preventDefault(), { once: true })
	await user.click(within(footer).getByRole('link', { name: 'Planetdle' }))
	await vi.waitFor(() => expect(received).toHaveLength(3))
	expect(received[2]).toEqual({
		url: EVENTS_URL,
		body: { event: 'click', url: 'https://planetdle.example/play' },
	})
})
