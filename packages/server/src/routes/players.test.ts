import { DAY_MS, PlayerIssueResponseSchema } from '@dragondle/core'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { makeTestApp, NOON_JAN_10, playerId } from '../test/test-app.ts'

type App = Awaited<ReturnType<typeof makeTestApp>>['app']

const issue = (app: App, remoteAddress = '203.0.113.9') =>
	app.inject({ method: 'POST', url: '/api/players', remoteAddress })

async function winnerCount(app: App, gameNumero = 10) {
	return (await app.inject({ url: `/api/winners/classic?gameNumero=${gameNumero}&utc=2` })).json().count
}

test('a made-up player id counts nothing: 403 UNKNOWN_PLAYER, and the count stays', async () => {
	const { app, daily } = await makeTestApp()
	const name = daily.answer('classic', 'eu', 10).champion_name
	const other = playerId(1, 'another install')
	for (const player of ['player-0001', 'A'.repeat(38), `${playerId(1).slice(0, -1)}A`, other]) {
		const payload = { name, utc: 2, player }
		const answer = await app.inject({ method: 'POST', url: '/api/games/classic/answer', payload })
		expect(answer.statusCode, player).toBe(403)
		expect(answer.json()).toEqual({
			message: expect.stringContaining('/api/players'),
			code: 'UNKNOWN_PLAYER',
		})
	}
	expect(await winnerCount(app)).toBe(0)
})

test('an id the server issued counts once per game, on every instance of the install', async () => {
	const first = await makeTestApp({ env: { SCHEDULE_SECRET: 'shared-install-secret-of-32-characters' } })
	const issued = await issue(first.app)
	expect(issued.statusCode).toBe(200)
	expect(issued.headers['cache-control']).toBe('no-store')
	const { player } = v.parse(PlayerIssueResponseSchema, issued.json())
	expect(player).not.toBe(v.parse(PlayerIssueResponseSchema, (await issue(first.app)).json()).player)
	const name = first.daily.answer('classic', 'eu', 10).champion_name
	// another instance of the same install (the same secret) takes the id too
	const second = await makeTestApp({
		env: { SCHEDULE_SECRET: 'shared-install-secret-of-32-characters' },
		store: first.store,
	})
	for (const { app } of [first, second, first]) {
		const payload = { name, utc: 2, player }
		const answer = await app.inject({ method: 'POST', url: '/api/games/classic/answer', payload })
		expect(answer.json()).toEqual({ correct: true, rank: 1, count: 1 })
	}
})

test('issuance is limited per address: PLAYER_IDS_PER_HOUR, then 429', async () => {
	const { app } = await makeTestApp({ env: { PLAYER_IDS_PER_HOUR: '3' } })
	const statuses = []
	for (let i = 0; i < 4; i++) statuses.push((await issue(app)).statusCode)
	expect(statuses).toEqual([200, 200, 200, 429])
	// another address is not held back by the first
	expect((await issue(app, '198.51.100.20')).statusCode).toBe(200)
})

test('an id counts for the games of its first seven days; then UNKNOWN_PLAYER, and a new id counts', async () => {
	let now = NOON_JAN_10
	const { app, daily } = await makeTestApp({ clock: () => now })
	const { player } = v.parse(PlayerIssueResponseSchema, (await issue(app)).json())
	const win = (id: string) => {
		const gameNumero = 10 + Math.round((now - NOON_JAN_10) / DAY_MS)
		const name = daily.answer('classic', 'eu', gameNumero).champion_name
		return app.inject({
			method: 'POST',
			url: '/api/games/classic/answer',
			payload: { name, utc: 2, player: id },
		})
	}
	now = NOON_JAN_10 + 6 * DAY_MS
	expect((await win(player)).json()).toEqual({ correct: true, rank: 1, count: 1 })
	now = NOON_JAN_10 + 7 * DAY_MS
	const refused = await win(player)
	expect([refused.statusCode, refused.json()]).toEqual([
		403,
		{ message: expect.stringMatching(/7 days.*\/api\/players/), code: 'UNKNOWN_PLAYER' },
	])
	expect(await winnerCount(app, 17)).toBe(0)
	// the page then asks for a new id and posts its win again (web game/player-id.ts)
	const renewed = v.parse(PlayerIssueResponseSchema, (await issue(app)).json()).player
	expect((await win(renewed)).json()).toEqual({ correct: true, rank: 1, count: 1 })
})

test('one id counts once per game and region', async () => {
	const { app, daily } = await makeTestApp()
	const { player } = v.parse(PlayerIssueResponseSchema, (await issue(app)).json())
	const win = (utc: number, region: 'eu' | 'us') => {
		const name = daily.answer('classic', region, 10).champion_name
		return app.inject({ method: 'POST', url: '/api/games/classic/answer', payload: { name, utc, player } })
	}
	expect((await win(2, 'eu')).json()).toEqual({ correct: true, rank: 1, count: 1 })
	expect((await win(3, 'eu')).json()).toEqual({ correct: true, rank: 1, count: 1 })
	expect((await win(-6, 'us')).json()).toEqual({ correct: true, rank: 1, count: 1 })
	expect((await win(-5, 'us')).json()).toEqual({ correct: true, rank: 1, count: 1 })
	expect(await winnerCount(app)).toBe(1)
})

const SITE = { host: 'dragondle.example' }

const issueWith = (app: App, headers: Record<string, string>, remoteAddress = '203.0.113.30') =>
	app.inject({ method: 'POST', url: '/api/players', headers, remoteAddress })

test.each([
	['the page’s own origin', { ...SITE, origin: 'https://dragondle.example' }],
	['its own host on another scheme (TLS ended at a proxy)', { ...SITE, origin: 'http://dragondle.example' }],
	[
		'a page whose browser says same-origin (a development server’s proxy)',
		{
			...SITE,
			origin: 'http://localhost:5173',
			'sec-fetch-site': 'same-origin',
		},
	],
	['the iOS app', { ...SITE, origin: 'capacitor://localhost' }],
	['the Android app', { ...SITE, origin: 'https://localhost' }],
	['a caller with no Origin (a command line, a server)', SITE],
	['a browser’s own navigation, no Origin', { ...SITE, 'sec-fetch-site': 'none' }],
])('POST /api/players answers %s', async (_, headers) => {
	const { app } = await makeTestApp()
	const answer = await issueWith(app, headers)
	expect(answer.statusCode).toBe(200)
	expect(v.safeParse(PlayerIssueResponseSchema, answer.json()).success).toBe(true)
})

test.each([
	['a page of another site', { ...SITE, origin: 'https://copycat.example' }],
	['a subdomain', { ...SITE, origin: 'https://evil.dragondle.example' }],
	['another port of the host', { ...SITE, origin: 'https://dragondle.example:8443' }],
	['a sandboxed frame or a file (Origin: null)', { ...SITE, origin: 'null' }],
	['another site, which the browser says without an Origin', { ...SITE, 'sec-fetch-site': 'cross-site' }],
	['a sibling site', { ...SITE, origin: 'https://other.example', 'sec-fetch-site': 'same-site' }],
])('POST /api/players refuses %s: 403 FOREIGN_ORIGIN, no CORS', async (_, headers) => {
	const { app } = await makeTestApp()
	const answer = await issueWith(app, headers)
	expect([answer.statusCode, answer.json()]).toEqual([
		403,
		{ message: expect.stringContaining('another site'), code: 'FOREIGN_ORIGIN' },
	])
	expect(answer.headers['access-control-allow-origin']).toBeUndefined()
	expect(answer.headers['x-content-type-options']).toBe('nosniff')
})

test('a refused page of another site spends nothing of its visitor’s allowance', async () => {
	const { app } = await makeTestApp({ env: { PLAYER_IDS_PER_HOUR: '1' } })
	for (let i = 0; i < 5; i++) {
		expect((await issueWith(app, { ...SITE, origin: 'https://copycat.example' })).statusCode).toBe(403)
	}
	expect((await issueWith(app, { ...SITE, origin: 'https://dragondle.example' })).statusCode).toBe(200)
	expect((await issueWith(app, { ...SITE, origin: 'https://dragondle.example' })).statusCode).toBe(429)
})

test('the app may ask across origins (CORS); another site’s preflight is a 404', async () => {
	const { app } = await makeTestApp()
	const fromApp = await issueWith(app, { ...SITE, origin: 'capacitor://localhost' })
	expect(fromApp.headers['access-control-allow-origin']).toBe('capacitor://localhost')
	const preflight = (origin: string) =>
		app.inject({
			method: 'OPTIONS',
			url: '/api/players',
			headers: { ...SITE, origin, 'access-control-request-method': 'POST' },
		})
	expect((await preflight('capacitor://localhost')).statusCode).toBe(204)
	const foreign = await preflight('https://copycat.example')
	expect(foreign.statusCode).toBe(404)
	expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
})

test('behind a trusted proxy the host compared is the one it forwards', async () => {
	const { app } = await makeTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } })
	const headers = { host: 'instance-1:3000', 'x-forwarded-host': 'dragondle.example' }
	const own = await issueWith(app, { ...headers, origin: 'https://dragondle.example' }, '10.0.0.2')
	expect(own.statusCode).toBe(200)
	const other = await issueWith(app, { ...headers, origin: 'http://instance-1:3000' }, '10.0.0.2')
	expect(other.statusCode).toBe(403)
})
