import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { describe, expect, onTestFinished, test } from 'vitest'
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
	expect(answer.headers['content-security-policy']).toContain("default-src 'self'")
	expect(answer.headers['x-content-type-options']).toBe('nosniff')
}

test('the win route allows RATE_LIMIT_PER_MINUTE posts per address and window, then 429 with Retry-After, then resets', async () => {
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
	await new Promise((resolve) => setTimeout(resolve, 1100))
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
		await new Promise((resolve) => setTimeout(resolve, 2100))
		expect((await postWin(second.app, { remoteAddress })).statusCode).toBe(200)
	})

	test('a Redis that is down lets requests through rather than locking players out', async () => {
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
		// the rate limit is skipped; the winner counter on Redis is down, so the win route says 503
		const answers = await Promise.all([postWin(app), postWin(app)])
		expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503])
		expect(answers[0]?.json().code).toBe('DATABASE_UNAVAILABLE')
	})
})
