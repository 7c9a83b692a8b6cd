import { afterEach, expect, test, vi } from 'vitest'
import { bodyOf, publicPath, send } from './send.ts'

const PAGE = { hostname: 'dragondle.example', language: 'en-GB', title: 'Classic', path: '/classic' }
const SITE = 'b59d1f0c-2b51-4a8e-9f0e-3c6f1d2a7e10'

afterEach(() => {
	vi.unstubAllGlobals()
})

test.each([
	['/classic', '/classic'],
	['/classic/archive/12', '/classic/archive/12'],
	['/challenge/abcdefghijklmnopqrstuvwxyz0123456789_-', '/challenge'],
	['/', '/'],
])('the path %s is sent as %s', (path, expected) => {
	expect(publicPath(path)).toBe(expected)
})

test('the plain JSON format names the event and carries its fields, and the site id when set', () => {
	const complete = { name: 'complete', mode: 'classic', play: 'daily', nbGuesses: 2, streak: 1 } as const
	expect(bodyOf(complete, {}, PAGE)).toEqual({
		event: 'complete',
		mode: 'classic',
		play: 'daily',
		nbGuesses: 2,
		streak: 1,
	})
	expect(
		bodyOf({ name: 'pageview', path: '/challenge/abc' }, { analyticsSiteId: 'dragondle' }, PAGE),
	).toEqual({
		event: 'pageview',
		path: '/challenge',
		site: 'dragondle',
	})
})

test("Umami's format: a page view is an event without a name, a game event has a name and data", () => {
	const format = { analyticsFormat: 'umami', analyticsSiteId: SITE } as const
	const payload = { website: SITE, hostname: 'dragondle.example', language: 'en-GB', title: 'Classic' }
	expect(bodyOf({ name: 'pageview', path: '/fusion' }, format, PAGE)).toEqual({
		type: 'event',
		payload: { ...payload, url: '/fusion' },
	})
	expect(bodyOf({ name: 'fail', mode: 'classic', play: 'practice' }, format, PAGE)).toEqual({
		type: 'event',
		payload: { ...payload, url: '/classic', name: 'fail', data: { mode: 'classic', play: 'practice' } },
	})
	expect(bodyOf({ name: 'click', url: 'https://planetdle.example/' }, format, PAGE)).toEqual({
		type: 'event',
		payload: { ...payload, url: '/classic', name: 'click', data: { url: 'https://planetdle.example/' } },
	})
})

test('an event is posted as JSON without cookies, and outlives the page', () => {
	const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }))
	vi.stubGlobal('fetch', fetchSpy)
	send('https://collect.example/e', { name: 'start', mode: 'fusion', play: 'daily' }, {})
	expect(fetchSpy).toHaveBeenCalledWith('https://collect.example/e', {
		method: 'POST',
		body: '{"event":"start","mode":"fusion","play":"daily"}',
		headers: { 'content-type': 'application/json' },
		credentials: 'omit',
		keepalive: true,
	})
})

test('a collector that is down, or a fetch that throws at once, changes nothing for the player', async () => {
	const rejecting = vi.fn(async () => {
		throw new TypeError('Failed to fetch')
	})
	vi.stubGlobal('fetch', rejecting)
	expect(() =>
		send('https://collect.example/e', { name: 'fail', mode: 'classic', play: 'daily' }, {}),
	).not.toThrow()
	await vi.waitFor(() => expect(rejecting).toHaveBeenCalledTimes(1))
	vi.stubGlobal(
		'fetch',
		vi.fn(() => {
			throw new TypeError('Invalid URL')
		}),
	)
	expect(() =>
		send('https://collect.example/e', { name: 'fail', mode: 'classic', play: 'daily' }, {}),
	).not.toThrow()
})
