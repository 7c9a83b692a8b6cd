import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { describe, expect, onTestFinished, test, vi } from 'vitest'
import { makeTestApp, playerId } from './test/test-app.ts'

const WIN_URL = '/api/games/classic/answer'
const TEST_REDIS_URL = process.env.TEST_REDIS_URL

type App = Awaited<ReturnType<typeof makeTestApp>>['app']

function postWin(app: App, from: { remoteAddress?: string; forwardedFor?: string } = {}) {
	return app.inject({
		method: 'POST',
		url: WIN_URL,
		remoteAddress: from.remoteAddress,
		headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
		payload: { name: 'Nobody', utc: 0, player: playerId(1) },
	})
}

async function statuses(app: App, count: number, from?: Parameters<typeof postWin>[1]) {
	const answers = []
	for (let i = 0; i < count; i++) answers.push(await postWin(app, from))
	return answers.map((answer) => answer.statusCode)
}

function expectRateLimited(answer: Awaited<ReturnType<typeof postWin>>) {
	expect(answer.statusCode).toBe(429)
	expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
	expect(answer.json()).toEqual({
		message: expect.stringMatching(/^Too many requests from your address; try again in /),
		code: 'RATE_LIMITED',
	})
	// errors carry the security headers too
	expect(answer.headers['content-security-policy']).toBe(
		"default-src 'none';frame-ancestors 'none';form-action 'none'",
	)
	expect(answer.headers['x-content-type-options']).toBe('nosniff')
}

/**
 * The in-memory rate limiter reads `Date.now()`: the test's own clock from here on, still until
 * moved by `passSeconds`.
 */
function holdTheClock() {
	vi.useFakeTimers({ toFake: ['Date'] })
	onTestFinished(() => {
		vi.useRealTimers()
	})
}

function passSeconds(seconds: number) {
	vi.setSystemTime(Date.now() + seconds * 1000)
}

test('the win route allows RATE_LIMIT_PER_MINUTE posts per address and window, then 429 with Retry-After, then resets', async () => {
	holdTheClock()
	const { app } = await makeTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_WINDOW_SECONDS: '1' } })
	expect(await statuses(app, 3, { remoteAddress: '203.0.113.1' })).toEqual([200, 200, 200])
	expectRateLimited(await postWin(app, { remoteAddress: '203.0.113.1' }))
	// another address has its own allowance
	expect((await postWin(app, { remoteAddress: '203.0.113.2' })).statusCode).toBe(200)
	// answers and reads are never limited
	for (let i = 0; i < 5; i++) {
		expect(
			(await app.inject({ url: '/api/games/classic/answer?utc=0', remoteAddress: '203.0.113.1' })).statusCode,
		).toBe(200)
	}
	passSeconds(0.999)
	expectRateLimited(await postWin(app, { remoteAddress: '203.0.113.1' }))
	passSeconds(0.001)
	expect((await postWin(app, { remoteAddress: '203.0.113.1' })).statusCode).toBe(200)
})

test('without TRUST_PROXY a forged X-Forwarded-For does not escape the limit', async () => {
	const { app } = await makeTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } })
	const from = (n: number) => ({ remoteAddress: '198.51.100.7', forwardedFor: `192.0.2.${n}` })
	expect([(await postWin(app, from(1))).statusCode, (await postWin(app, from(2))).statusCode]).toEqual([
		200, 200,
	])
	expect((await postWin(app, from(3))).statusCode).toBe(429)
})

test('behind a trusted proxy the limit applies to the player address it forwards, not to the proxy', async () => {
	const { app } = await makeTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' } })
	const viaProxy = (player: string) => ({ remoteAddress: '10.1.2.3', forwardedFor: player })
	expect(await statuses(app, 2, viaProxy('192.0.2.10'))).toEqual([200, 200])
	expect((await postWin(app, viaProxy('192.0.2.10'))).statusCode).toBe(429)
	// a second player behind the same balancer is not blocked by the first
	expect((await postWin(app, viaProxy('192.0.2.11'))).statusCode).toBe(200)
	// a client that is not the trusted proxy cannot pick its address
	const direct = { remoteAddress: '192.0.2.10', forwardedFor: '192.0.2.99' }
	expect((await postWin(app, direct)).statusCode).toBe(429)
})

const TRANSFER_KEY = { 'x-transfer-key': 'dragondle-transfer-dev' }

/** The token-like lookups: a transfer read and a streak-code redeem, both answering 404 here. */
const LOOKUPS = {
	'GET /api/userData': (app: App, remoteAddress: string, headers: Record<string, string> = TRANSFER_KEY) =>
		app.inject({ url: '/api/userData?token=ABCDE', headers, remoteAddress }),
	'POST /api/streak/redeem': (app: App, remoteAddress: string) =>
		app.inject({
			method: 'POST',
			url: '/api/streak/redeem',
			payload: { code: 'ABCD-EFGH-JKMN' },
			remoteAddress,
		}),
}

function expectLimitedFailure(answer: Awaited<ReturnType<App['inject']>>) {
	expect(answer.statusCode).toBe(429)
	expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
	expect(answer.json()).toEqual({
		valid: false,
		code: 'RATE_LIMITED',
		message: expect.stringMatching(/^Too many requests from your address; try again in /),
	})
	expect(answer.headers['x-content-type-options']).toBe('nosniff')
}

test.for(Object.entries(LOOKUPS))(
	'%s allows TOKEN_LOOKUPS_PER_MINUTE per address and window, then 429 RATE_LIMITED with Retry-After, then resets',
	async ([, lookup]) => {
		holdTheClock()
		const env = {
			TOKEN_LOOKUPS_PER_MINUTE: '3',
			RATE_LIMIT_PER_MINUTE: '100',
			RATE_LIMIT_WINDOW_SECONDS: '1',
		}
		const { app } = await makeTestApp({ env })
		const tries = [] as number[]
		for (let i = 0; i < 3; i++) tries.push((await lookup(app, '203.0.113.1')).statusCode)
		expect(tries).toEqual([404, 404, 404])
		expectLimitedFailure(await lookup(app, '203.0.113.1'))
		expect((await lookup(app, '203.0.113.2')).statusCode).toBe(404)
		passSeconds(1)
		expect((await lookup(app, '203.0.113.1')).statusCode).toBe(404)
	},
)

test('lookups with a wrong transfer key count against the limit too', async () => {
	const { app } = await makeTestApp({ env: { TOKEN_LOOKUPS_PER_MINUTE: '2' } })
	const read = LOOKUPS['GET /api/userData']
	const wrongKey = { 'x-transfer-key': 'guess' }
	expect((await read(app, '203.0.113.1', wrongKey)).statusCode).toBe(401)
	expect((await read(app, '203.0.113.1', wrongKey)).statusCode).toBe(401)
	expectLimitedFailure(await read(app, '203.0.113.1'))
})

test('posting a transfer takes RATE_LIMIT_PER_MINUTE, not the stricter lookup limit', async () => {
	const { app } = await makeTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', TOKEN_LOOKUPS_PER_MINUTE: '1' } })
	const post = () =>
		app.inject({ method: 'POST', url: '/api/userData', headers: TRANSFER_KEY, payload: { data: 'x' } })
	expect([(await post()).statusCode, (await post()).statusCode, (await post()).statusCode]).toEqual([
		200, 200, 200,
	])
	expectLimitedFailure(await post())
})

describe.skipIf(!TEST_REDIS_URL)('with Redis', () => {
	function connect() {
		const redis = new Redis(TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 })
		onTestFinished(() => {
			redis.disconnect()
		})
		return redis
	}

	test('two instances share one limit through Redis', async () => {
		const env = { RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_WINDOW_SECONDS: '2' }
		const first = await makeTestApp({ env, redis: connect() })
		const second = await makeTestApp({ env, redis: connect() })
		// an address of this test alone, so other runs sharing the Redis server never count here
		const remoteAddress = `2001:db8:${randomUUID().slice(0, 4)}::1`
		expect(await statuses(first.app, 2, { remoteAddress })).toEqual([200, 200])
		expect(await statuses(second.app, 2, { remoteAddress })).toEqual([200, 200])
		expectRateLimited(await postWin(first.app, { remoteAddress }))
		expectRateLimited(await postWin(second.app, { remoteAddress }))
		// Redis ends the window by its own clock: the next post that gets through comes after it
		const started = Date.now()
		let answer = await postWin(second.app, { remoteAddress })
		while (answer.statusCode === 429 && Date.now() - started < 10_000) {
			await new Promise((resolve) => setTimeout(resolve, 100))
			answer = await postWin(second.app, { remoteAddress })
		}
		expect(answer.statusCode).toBe(200)
	})

	test('two instances share the token lookup limit through Redis', async () => {
		const env = { TOKEN_LOOKUPS_PER_MINUTE: '2', RATE_LIMIT_WINDOW_SECONDS: '2' }
		const first = await makeTestApp({ env, redis: connect() })
		const second = await makeTestApp({ env, redis: connect() })
		const remoteAddress = `2001:db8:${randomUUID().slice(0, 4)}::2`
		const read = LOOKUPS['GET /api/userData']
		expect((await read(first.app, remoteAddress)).statusCode).toBe(404)
		expect((await read(second.app, remoteAddress)).statusCode).toBe(404)
		expectLimitedFailure(await read(first.app, remoteAddress))
		expectLimitedFailure(await read(second.app, remoteAddress))
	})

	test('a Redis that is down neither locks players out nor switches the limits off: they count in memory', async () => {
		const down = new Redis('redis://127.0.0.1:1', {
			maxRetriesPerRequest: 0,
			enableOfflineQueue: false,
			lazyConnect: true,
			retryStrategy: () => null,
		})
		down.on('error', () => undefined)
		onTestFinished(() => {
			down.disconnect()
		})
		const { app } = await makeTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1' }, redis: down })
		// the first post is let through (the winner counter on Redis is down, so the win route says
		// 503), the second is over the limit counted in this process (decision 107)
		const [first, second] = await Promise.all([postWin(app), postWin(app)])
		expect([first.statusCode, first.json().code]).toEqual([503, 'DATABASE_UNAVAILABLE'])
		expectRateLimited(second)
	})
})

test('the challenge routes (a write and a token lookup) are rate-limited per address', async () => {
	const env = { RATE_LIMIT_PER_MINUTE: '2', TOKEN_LOOKUPS_PER_MINUTE: '3' }
	const { app } = await makeTestApp({ env })
	const from = { remoteAddress: '203.0.113.9' }
	const create = () =>
		app.inject({
			method: 'POST',
			url: '/api/challenges',
			...from,
			payload: { mode: 'classic', name: 'Goku', nbGuesses: 3 },
		})
	const first = await create()
	expect([first.statusCode, (await create()).statusCode]).toEqual([200, 200])
	expectRateLimited(await create())
	const lookup = () => app.inject({ url: `/api/challenges/${first.json().token}`, ...from })
	// the lookup has the token lookups' own allowance
	for (let i = 0; i < 3; i++) expect((await lookup()).statusCode).toBe(200)
	expectRateLimited(await lookup())
})

test('archive reads are limited per address (ARCHIVE_READS_PER_MINUTE); today’s answer never is', async () => {
	const { app } = await makeTestApp({ env: { ARCHIVE_READS_PER_MINUTE: '3' } })
	const read = (url: string, remoteAddress = '203.0.113.50') =>
		app.inject({ method: 'GET', url, remoteAddress })
	const past = (n: number) => `/api/games/classic/answer?utc=0&gameNumero=${n}`
	expect([
		(await read(past(1))).statusCode,
		(await read(past(2))).statusCode,
		(await read(past(3))).statusCode,
	]).toEqual([200, 200, 200])
	const refused = await read(past(4))
	expectRateLimited(refused)
	for (let i = 0; i < 10; i++) expect((await read('/api/games/classic/answer?utc=0')).statusCode).toBe(200)
	expect((await read(past(4), '198.51.100.50')).statusCode).toBe(200)
})

test('an IPv6 host counts as its /64: another address of the same network shares its limits', async () => {
	const { app } = await makeTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2', PLAYER_IDS_PER_HOUR: '2' } })
	const host = (n: number) => ({ remoteAddress: `2001:db8:5:6::${n}` })
	expect([(await postWin(app, host(1))).statusCode, (await postWin(app, host(2))).statusCode]).toEqual([
		200, 200,
	])
	expectRateLimited(await postWin(app, host(3)))
	expect((await postWin(app, { remoteAddress: '2001:db8:5:7::1' })).statusCode).toBe(200)
	const issue = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/players', remoteAddress })
	const issued = [
		await issue('2001:db8:5:6::a'),
		await issue('2001:db8:5:6::b'),
		await issue('2001:db8:5:6::c'),
	]
	expect(issued.map((answer) => answer.statusCode)).toEqual([200, 200, 429])
})
