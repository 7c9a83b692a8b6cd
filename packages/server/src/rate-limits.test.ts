import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { Redis } from 'ioredis'
import { describe, expect, onTestFinished, test, vi } from 'vitest'
import { freePort } from './test/free-port.ts'
import { makeTestApp } from './test/test-app.ts'

const TEST_REDIS_URL = process.env.TEST_REDIS_URL

type App = Awaited<ReturnType<typeof makeTestApp>>['app']
type Answer = Awaited<ReturnType<App['inject']>>

/** POST /api/players from an address: the limit of one an hour per client is easy to count here. */
function issue(app: App, remoteAddress: string) {
	return app.inject({ method: 'POST', url: '/api/players', remoteAddress })
}

async function statusesFrom(app: App, addresses: readonly string[]): Promise<number[]> {
	const statuses = []
	for (const address of addresses) statuses.push((await issue(app, address)).statusCode)
	return statuses
}

/** /64 number `n` of the /56 number `net` of a /48 of this test's own (runs sharing a Redis never meet). */
function slash48() {
	const tag = randomUUID().slice(0, 4)
	return (net: number, n: number, host = '1') => `2001:db8:${tag}:${((net << 8) | n).toString(16)}::${host}`
}

function expectNetworkLimited(answer: Answer, allowances: number) {
	expect(answer.statusCode).toBe(429)
	expect(answer.json()).toEqual({
		message: expect.stringMatching(/^Too many requests from your network; try again in 1 hour\.$/),
		code: 'RATE_LIMITED',
	})
	expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3500)
	expect(answer.headers['x-ratelimit-limit']).toBe(String(allowances))
	expect(answer.headers['x-content-type-options']).toBe('nosniff')
}

const ONE_AN_HOUR = { PLAYER_IDS_PER_HOUR: '1' }

test('an IPv6 /56 gets eight clients’ allowances, whichever of its /64s ask; another /56 has its own', async () => {
	const { app } = await makeTestApp({ env: ONE_AN_HOUR })
	const at = slash48()
	const eight = Array.from({ length: 8 }, (_, n) => at(0, n))
	expect(await statusesFrom(app, eight)).toEqual(eight.map(() => 200))
	expectNetworkLimited(await issue(app, at(0, 8)), 8)
	expectNetworkLimited(await issue(app, at(0, 255, 'beef')), 8)
	expect((await issue(app, at(1, 0))).statusCode).toBe(200)
})

test('an IPv6 /48 gets thirty-two clients’ allowances over all its /56s; another /48 has its own', async () => {
	const { app } = await makeTestApp({ env: ONE_AN_HOUR })
	const at = slash48()
	const spread = Array.from({ length: 32 }, (_, i) => at(i % 4, Math.floor(i / 4)))
	expect(await statusesFrom(app, spread)).toEqual(spread.map(() => 200))
	// a /56 of the /48 that has asked nothing yet
	expectNetworkLimited(await issue(app, at(9, 0)), 32)
	expect((await issue(app, slash48()(9, 0))).statusCode).toBe(200)
})

test('a client refused by its own limit spends nothing of its network’s: its neighbours still get theirs', async () => {
	const { app } = await makeTestApp({ env: ONE_AN_HOUR })
	const at = slash48()
	const own = await statusesFrom(
		app,
		Array.from({ length: 20 }, () => at(0, 0)),
	)
	expect(own).toEqual([200, ...Array.from({ length: 19 }, () => 429)])
	const neighbours = Array.from({ length: 7 }, (_, n) => at(0, n + 1))
	expect(await statusesFrom(app, neighbours)).toEqual(neighbours.map(() => 200))
})

// An IPv4 address is one client: its neighbours are other people as often as not (decision 107).
test('IPv4 addresses keep one counter each, however many of one /24 ask', async () => {
	const { app } = await makeTestApp({ env: ONE_AN_HOUR })
	const addresses = Array.from({ length: 40 }, (_, n) => `203.0.113.${n + 1}`)
	expect(await statusesFrom(app, addresses)).toEqual(addresses.map(() => 200))
	const mapped = Array.from({ length: 40 }, (_, n) => `::ffff:198.51.100.${n + 1}`)
	expect(await statusesFrom(app, mapped)).toEqual(mapped.map(() => 200))
})

test('a network’s count ends with the window, as a client’s does', async () => {
	vi.useFakeTimers({ toFake: ['Date'] })
	onTestFinished(() => {
		vi.useRealTimers()
	})
	const { app } = await makeTestApp({ env: ONE_AN_HOUR })
	const at = slash48()
	await statusesFrom(
		app,
		Array.from({ length: 8 }, (_, n) => at(0, n)),
	)
	expect((await issue(app, at(0, 8))).statusCode).toBe(429)
	vi.setSystemTime(Date.now() + 3_600_000)
	expect((await issue(app, at(0, 8))).statusCode).toBe(200)
})

test('a network limit follows its route: archive reads count, today’s answer never does', async () => {
	const { app } = await makeTestApp({ env: { ARCHIVE_READS_PER_MINUTE: '1' } })
	const at = slash48()
	const read = (url: string, remoteAddress: string) => app.inject({ url, remoteAddress })
	for (let n = 0; n < 20; n++) {
		expect((await read('/api/games/classic/answer?utc=0', at(0, n))).statusCode).toBe(200)
	}
	const past = '/api/games/classic/answer?utc=0&gameNumero=3'
	for (let n = 0; n < 8; n++) expect((await read(past, at(0, n))).statusCode).toBe(200)
	const refused = await read(past, at(0, 8))
	expect([refused.statusCode, refused.json().message]).toEqual([429, expect.stringContaining('network')])
})

test('a transfer route refused for its network answers as its failures do', async () => {
	const { app } = await makeTestApp({ env: { TOKEN_LOOKUPS_PER_MINUTE: '1' } })
	const at = slash48()
	const headers = { 'x-transfer-key': 'dragondle-transfer-dev' }
	const lookup = (remoteAddress: string) =>
		app.inject({ url: '/api/userData?token=ABCDE', headers, remoteAddress })
	for (let n = 0; n < 8; n++) expect((await lookup(at(0, n))).statusCode).toBe(404)
	const refused = await lookup(at(0, 8))
	expect([refused.statusCode, refused.json()]).toEqual([
		429,
		{ valid: false, code: 'RATE_LIMITED', message: expect.stringContaining('from your network') },
	])
	expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
})

describe.skipIf(!TEST_REDIS_URL)('with Redis', () => {
	test('instances share a network’s count through Redis', async () => {
		const connect = () => {
			const redis = new Redis(TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 })
			onTestFinished(() => {
				redis.disconnect()
			})
			return redis
		}
		const first = await makeTestApp({ env: ONE_AN_HOUR, redis: connect() })
		const second = await makeTestApp({ env: ONE_AN_HOUR, redis: connect() })
		const at = slash48()
		expect(
			await statusesFrom(
				first.app,
				[0, 1, 2, 3].map((n) => at(0, n)),
			),
		).toEqual([200, 200, 200, 200])
		expect(
			await statusesFrom(
				second.app,
				[4, 5, 6, 7].map((n) => at(0, n)),
			),
		).toEqual([200, 200, 200, 200])
		expectNetworkLimited(await issue(first.app, at(0, 8)), 8)
		expectNetworkLimited(await issue(second.app, at(0, 9)), 8)
	})
})

/** A redis-server of this test's own, on a free port, that it may stop and start again. */
async function startOwnRedis() {
	const port = await freePort()
	let server: ChildProcess | undefined
	const start = async () => {
		server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
			stdio: 'ignore',
		})
		// asked until it answers: the probe's ping waits for the connection, retried every 50 ms
		const probe = new Redis(port, '127.0.0.1', { retryStrategy: () => 50, maxRetriesPerRequest: null })
		probe.on('error', () => undefined)
		try {
			await probe.ping()
		} finally {
			probe.disconnect()
		}
	}
	const stop = async () => {
		const running = server
		if (running?.exitCode !== null || running.signalCode !== null) return
		running.kill('SIGTERM')
		await once(running, 'exit')
	}
	await start()
	onTestFinished(stop)
	return { url: `redis://127.0.0.1:${port}`, start, stop }
}

async function until(condition: () => boolean) {
	const deadline = Date.now() + 10_000
	while (!condition()) {
		if (Date.now() > deadline) throw new Error('still not so after 10 s')
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
}

test('while Redis is down the limits count in this process, and in Redis again once it is back', async () => {
	const own = await startOwnRedis()
	// as main.ts connects: no queue of commands waiting for a Redis that is away
	const redis = new Redis(own.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
	redis.on('error', () => undefined)
	onTestFinished(() => {
		redis.disconnect()
	})
	await until(() => redis.status === 'ready')
	const { app } = await makeTestApp({ env: { PLAYER_IDS_PER_HOUR: '2' }, redis })
	const from = '203.0.113.5'
	expect((await issue(app, from)).statusCode).toBe(200)
	expect(await redis.keys('dragondle:rate:*')).toHaveLength(1)

	await own.stop()
	await until(() => redis.status !== 'ready')
	// counted here from zero: this instance's own allowance, then 429, never let through uncounted
	expect(await statusesFrom(app, [from, from, from, from])).toEqual([200, 200, 429, 429])

	await own.start()
	await until(() => redis.status === 'ready')
	// the new Redis (it kept nothing) counts again, shared by every instance
	expect(await statusesFrom(app, [from, from, from])).toEqual([200, 200, 429])
	expect(await redis.keys('dragondle:rate:*')).toHaveLength(1)
})
