import { randomUUID } from 'node:crypto'
import { TOKEN_ALPHABET } from '@dragondle/core'
import { Redis } from 'ioredis'
import { describe, expect, onTestFinished, test } from 'vitest'
import { makeTestApp, NOON_JAN_10 } from '../test/test-app.ts'
import { TEST_STORES, type TestStore } from '../test/test-stores.ts'

const KEY = 'dragondle-transfer-dev'
const HOUR = 3_600_000

type App = Awaited<ReturnType<typeof makeTestApp>>['app']
type Answer = Awaited<ReturnType<App['inject']>>

function postData(app: App, payload: unknown, headers: Record<string, string> = { 'x-transfer-key': KEY }) {
	return app.inject({ method: 'POST', url: '/api/userData', headers, payload: payload as object })
}

function postFrom(app: App, remoteAddress: string, data = 'progress') {
	const headers = { 'x-transfer-key': KEY }
	return app.inject({ method: 'POST', url: '/api/userData', headers, payload: { data }, remoteAddress })
}

/** An IPv4 address of the documentation range, another for each `n`. */
function address(n: number): string {
	return `198.51.100.${n}`
}

function readToken(app: App, token: string, headers: Record<string, string> = { 'x-transfer-key': KEY }) {
	return app.inject({ url: `/api/userData?token=${encodeURIComponent(token)}`, headers })
}

/** A failure of the transfer routes: its status, `{ valid: false, code, message }`, the usual headers. */
function expectFailure(answer: Answer, status: number, code: string) {
	expect([answer.statusCode, answer.json()]).toEqual([
		status,
		{ valid: false, code, message: expect.stringMatching(/\S/) },
	])
	expect(answer.headers['x-content-type-options']).toBe('nosniff')
	expect(answer.headers['cache-control']).toBe('no-store')
}

async function tokenFor(app: App, data: string): Promise<string> {
	const answer = await postData(app, { data })
	expect(answer.statusCode).toBe(200)
	return answer.json().token
}

function transferSuite({ open }: TestStore) {
	test('a posted transfer gets a token of 5 alphabet characters that reads the data back, again and again for 24 h, then TOKEN_EXPIRED', async () => {
		let now = NOON_JAN_10
		const { app } = await makeTestApp({ store: await open(), clock: () => now })
		const data = 'v1.eyJjbGFzc2ljIjpbMSwyXX0=.iv'
		const posted = await postData(app, { data })
		expect(posted.statusCode).toBe(200)
		expect(posted.json()).toEqual({ valid: true, token: expect.stringMatching(/^[A-Z2-9]{5}$/) })
		const { token } = posted.json()
		expect([...token].every((char) => TOKEN_ALPHABET.includes(char))).toBe(true)
		expect(posted.headers['cache-control']).toBe('no-store')

		expect((await readToken(app, token)).json()).toEqual({ valid: true, data })
		now += 23 * HOUR
		expect((await readToken(app, token)).json()).toEqual({ valid: true, data })
		now = NOON_JAN_10 + 24 * HOUR - 1
		expect((await readToken(app, token)).statusCode).toBe(200)
		now = NOON_JAN_10 + 24 * HOUR
		expectFailure(await readToken(app, token), 410, 'TOKEN_EXPIRED')
	})

	test('each post gets a token of its own', async () => {
		const { app } = await makeTestApp({ store: await open() })
		const tokens = new Set<string>()
		for (let i = 0; i < 20; i++) tokens.add((await postFrom(app, address(i), `data ${i}`)).json().token)
		expect(tokens.size).toBe(20)
	})

	test('a post purges the transfers expired for over a day: until then TOKEN_EXPIRED, after it TOKEN_NOT_FOUND', async () => {
		let now = NOON_JAN_10
		const { app, store } = await makeTestApp({ store: await open(), clock: () => now })
		const old = await tokenFor(app, 'old progress')
		now += 47 * HOUR
		await tokenFor(app, 'another player')
		expectFailure(await readToken(app, old), 410, 'TOKEN_EXPIRED')
		now += 2 * HOUR
		const fresh = await tokenFor(app, 'a third player')
		expect(await store.readTransfer(old)).toBeUndefined()
		expectFailure(await readToken(app, old), 404, 'TOKEN_NOT_FOUND')
		expect((await readToken(app, fresh)).json()).toEqual({ valid: true, data: 'a third player' })
	})

	test('data of 60,000 characters is kept whole; one more, or a body over 64 KiB, is PAYLOAD_TOO_LARGE', async () => {
		const { app } = await makeTestApp({ store: await open() })
		const largest = `${'A'.repeat(60_000 - 2)}🐉`
		const token = await tokenFor(app, largest)
		expect((await readToken(app, token)).json()).toEqual({ valid: true, data: largest })
		expectFailure(await postData(app, { data: 'A'.repeat(60_001) }), 413, 'PAYLOAD_TOO_LARGE')
		expectFailure(await postData(app, { data: 'A'.repeat(70 * 1024) }), 413, 'PAYLOAD_TOO_LARGE')
		// multi-byte characters under the length limit but over the byte limit
		expectFailure(await postData(app, { data: '🐉'.repeat(20_000) }), 413, 'PAYLOAD_TOO_LARGE')
	})

	test('data with a NUL or a lone surrogate, which a database would not return as sent, is INVALID_DATA', async () => {
		const { app } = await makeTestApp({ store: await open() })
		expectFailure(await postData(app, { data: 'ab\u0000cd' }), 400, 'INVALID_DATA')
		const loneSurrogate = '{"data":"ab\\ud800cd"}'
		const headers = { 'x-transfer-key': KEY, 'content-type': 'application/json' }
		expectFailure(await postData(app, loneSurrogate, headers), 400, 'INVALID_DATA')
	})
}

/** Client networks of one test: a /64 of its own for each `n`, so runs sharing a Redis never meet. */
function networks() {
	const tag = randomUUID().slice(0, 4)
	return (n: number, host = '1') => `2001:db8:${tag}:${n}::${host}`
}

/** Every rate limit out of the way: these tests post more than a player would. */
const UNLIMITED = { RATE_LIMIT_PER_MINUTE: '100000' }

function boundsSuite({ open, openWithRows }: TestStore, redis?: () => Redis) {
	async function makeApp(env: Record<string, string>, clock = () => NOON_JAN_10) {
		const store = await open()
		return makeTestApp({ store, clock, env: { ...UNLIMITED, ...env }, redis: redis?.() })
	}

	test('TRANSFER_MAX_LIVE live transfers are stored; one more is STORAGE_FULL until one expires, expired ones counting no more', async () => {
		let now = NOON_JAN_10
		const { app } = await makeApp({ TRANSFER_MAX_LIVE: '3' }, () => now)
		const from = networks()
		const tokens = []
		for (let n = 0; n < 3; n++) {
			const posted = await postFrom(app, from(n))
			expect(posted.statusCode).toBe(200)
			tokens.push(posted.json().token)
			now += HOUR
		}
		const full = await postFrom(app, from(3))
		expectFailure(full, 503, 'STORAGE_FULL')
		// the first expires 24 h after it was posted, 21 h from now, and frees its room then
		expect(full.headers['retry-after']).toBe(String(21 * 3600))
		now = NOON_JAN_10 + 24 * HOUR - 1
		expectFailure(await postFrom(app, from(3)), 503, 'STORAGE_FULL')
		// expired, it is kept a day for TOKEN_EXPIRED but no dead row holds the store full (decision 107)
		now = NOON_JAN_10 + 24 * HOUR
		expect((await postFrom(app, from(3))).statusCode).toBe(200)
		expectFailure(await readToken(app, tokens[0]), 410, 'TOKEN_EXPIRED')
		expectFailure(await postFrom(app, from(4)), 503, 'STORAGE_FULL')
	})

	test('TRANSFER_MAX_MEGABYTES bounds the UTF-8 bytes of all the data stored: one byte more is STORAGE_FULL', async () => {
		const { app } = await makeApp({ TRANSFER_MAX_MEGABYTES: '1' })
		const from = networks()
		for (let n = 0; n < 17; n++) {
			expect((await postFrom(app, from(n), 'x'.repeat(60_000))).statusCode).toBe(200)
		}
		// 1,020,000 bytes stored of 1,048,576: 15,000 characters fit, not 30,000 bytes
		const tooMany = await postFrom(app, from(17), 'é'.repeat(15_000))
		expectFailure(tooMany, 503, 'STORAGE_FULL')
		expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0)
		expect((await postFrom(app, from(18), 'x'.repeat(28_576))).statusCode).toBe(200)
		expectFailure(await postFrom(app, from(19), 'x'), 503, 'STORAGE_FULL')
	})

	test('the bytes of expired transfers no longer count against TRANSFER_MAX_MEGABYTES', async () => {
		let now = NOON_JAN_10
		const { app } = await makeApp({ TRANSFER_MAX_MEGABYTES: '1' }, () => now)
		const from = networks()
		for (let n = 0; n < 17; n++) {
			expect((await postFrom(app, from(n), 'x'.repeat(60_000))).statusCode).toBe(200)
		}
		expectFailure(await postFrom(app, from(17), 'x'.repeat(60_000)), 503, 'STORAGE_FULL')
		now += 24 * HOUR
		for (let n = 17; n < 34; n++) {
			expect((await postFrom(app, from(n), 'x'.repeat(60_000))).statusCode).toBe(200)
		}
	})

	test('one address holds TRANSFERS_PER_ADDRESS live transfers: one more is TOO_MANY_TRANSFERS until one expires, others are not held back', async () => {
		let now = NOON_JAN_10
		const { app } = await makeApp({ TRANSFERS_PER_ADDRESS: '2' }, () => now)
		const from = networks()
		expect((await postFrom(app, from(1))).statusCode).toBe(200)
		now += HOUR
		expect((await postFrom(app, from(1))).statusCode).toBe(200)
		now += HOUR
		const refused = await postFrom(app, from(1))
		expectFailure(refused, 429, 'TOO_MANY_TRANSFERS')
		// the first of the two expires 24 h after it was posted, 22 h from now
		expect(refused.headers['retry-after']).toBe(String(22 * 3600))
		// another address of the same /64 is the same client; another /64 is not
		expectFailure(await postFrom(app, from(1, 'beef')), 429, 'TOO_MANY_TRANSFERS')
		expect((await postFrom(app, from(2))).statusCode).toBe(200)
		expect((await postFrom(app, address(7))).statusCode).toBe(200)
		// expired, the first still holds its token (TOKEN_EXPIRED) but no longer counts against its address
		now = NOON_JAN_10 + 24 * HOUR
		expect((await postFrom(app, from(1))).statusCode).toBe(200)
		expectFailure(await postFrom(app, from(1)), 429, 'TOO_MANY_TRANSFERS')
	})

	test('a transfer row keeps a keyed hash of its address, never the address; instances of one install agree on it', async () => {
		const { store, rows } = await openWithRows()
		const env = { ...UNLIMITED, SCHEDULE_SECRET: 'install-secret-of-32-characters-or-more' }
		const first = await makeTestApp({ store, env, redis: redis?.() })
		const second = await makeTestApp({ store, env, redis: redis?.() })
		const other = await makeTestApp({
			store,
			env: { ...env, SCHEDULE_SECRET: 'another-install-secret-of-32-characters' },
		})
		const sent = ['203.0.113.77', '2001:db8:5:6::7']
		const tokens: Record<string, string> = {}
		for (const [install, app] of Object.entries({ first: first.app, second: second.app, other: other.app })) {
			for (const [n, remoteAddress] of sent.entries()) {
				tokens[`${install} ${n}`] = (await postFrom(app, remoteAddress)).json().token
			}
		}
		const stored = await rows('transfer_tokens')
		expect(stored).toHaveLength(6)
		expect(Object.keys(stored[0] ?? {}).sort()).toEqual([
			'address_hash',
			'data',
			'data_bytes',
			'expires_at',
			'token',
		])
		const text = JSON.stringify(stored)
		for (const clear of ['203.0.113.77', '113.77', '2001:db8', 'db8:5:6', 'cb00:714d']) {
			expect(text).not.toContain(clear)
		}
		const hashOf = (posted: string) => stored.find((row) => row.token === tokens[posted])?.address_hash
		expect(hashOf('first 0')).toMatch(/^[\w-]{16}$/)
		expect(hashOf('second 0')).toBe(hashOf('first 0'))
		expect(hashOf('second 1')).toBe(hashOf('first 1'))
		const distinct = new Set(['first 0', 'first 1', 'other 0', 'other 1'].map(hashOf))
		expect(distinct.size).toBe(4)
	})
}

for (const testStore of TEST_STORES) {
	describe.skipIf(testStore.skip)(`transfer on ${testStore.name}`, () => {
		transferSuite(testStore)
		boundsSuite(testStore)
	})
}

const TEST_REDIS_URL = process.env.TEST_REDIS_URL

// Redis holds the rate limits and the winner counter, never transfers: the bounds stay the database's.
describe.skipIf(!TEST_REDIS_URL)('transfer bounds with Redis', () => {
	const withRedis = () => {
		const redis = new Redis(TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 })
		onTestFinished(() => {
			redis.disconnect()
		})
		return redis
	}
	boundsSuite(TEST_STORES[0] as TestStore, withRedis)
})

test('a missing, empty or wrong x-transfer-key is INVALID_KEY, on both methods, before anything else', async () => {
	const { app } = await makeTestApp()
	const token = await tokenFor(app, 'progress')
	const badKeys: Record<string, string>[] = [
		{},
		{ 'x-transfer-key': '' },
		{ 'x-transfer-key': `${KEY}x` },
		{ 'x-transfer-key': KEY.toUpperCase() },
		{ 'x-transfer-key': `${KEY}, ${KEY}` },
	]
	for (const headers of badKeys) {
		expectFailure(await postData(app, { data: 'progress' }, headers), 401, 'INVALID_KEY')
		expectFailure(await postData(app, { data: 'A'.repeat(70 * 1024) }, headers), 401, 'INVALID_KEY')
		expectFailure(await readToken(app, token, headers), 401, 'INVALID_KEY')
		expectFailure(await readToken(app, 'bad', headers), 401, 'INVALID_KEY')
	}
})

test('the key is TRANSFER_KEY; the header name is not case-sensitive, its value is', async () => {
	const { app } = await makeTestApp({ env: { TRANSFER_KEY: 'another-key' } })
	expectFailure(await postData(app, { data: 'progress' }), 401, 'INVALID_KEY')
	expect((await postData(app, { data: 'progress' }, { 'X-Transfer-Key': 'another-key' })).statusCode).toBe(
		200,
	)
	expect((await postData(app, { data: 'progress' }, { 'x-transfer-key': 'another-key' })).statusCode).toBe(
		200,
	)
})

test.each([
	['too short', 'ABCD'],
	['too long', 'ABCDEF'],
	['lower case', 'abcde'],
	['a look-alike (O)', 'ABCDO'],
	['a look-alike (1)', 'ABCD1'],
	['empty', ''],
	['with spaces', ' ABCDE'],
])('a token %s is INVALID_TOKEN', async (_, token) => {
	const { app } = await makeTestApp()
	expectFailure(await readToken(app, token), 400, 'INVALID_TOKEN')
})

test('a missing or repeated token parameter is INVALID_TOKEN; an unknown token TOKEN_NOT_FOUND', async () => {
	const { app } = await makeTestApp()
	const headers = { 'x-transfer-key': KEY }
	expectFailure(await app.inject({ url: '/api/userData', headers }), 400, 'INVALID_TOKEN')
	expectFailure(
		await app.inject({ url: '/api/userData?token=ABCDE&token=ABCDF', headers }),
		400,
		'INVALID_TOKEN',
	)
	expectFailure(await readToken(app, 'ABCDE'), 404, 'TOKEN_NOT_FOUND')
})

test.each([
	['no body', undefined],
	['no data', {}],
	['empty data', { data: '' }],
	['data not a string', { data: 12 }],
	['data a list', { data: ['a'] }],
	['a list', ['a']],
])('a post with %s is INVALID_DATA', async (_, payload) => {
	const { app } = await makeTestApp()
	expectFailure(await postData(app, payload), 400, 'INVALID_DATA')
})

test('a body that is no JSON, or of another type, is INVALID_DATA', async () => {
	const { app } = await makeTestApp()
	const post = (payload: string, contentType: string) =>
		postData(app, payload, { 'x-transfer-key': KEY, 'content-type': contentType })
	expectFailure(await post('{"data":', 'application/json'), 400, 'INVALID_DATA')
	expectFailure(await post('', 'application/json'), 400, 'INVALID_DATA')
	expectFailure(await post('data=abc', 'application/x-www-form-urlencoded'), 400, 'INVALID_DATA')
	expectFailure(await post('abc', 'text/plain'), 400, 'INVALID_DATA')
})

test('with the database gone, both routes answer 503 UNAVAILABLE with Retry-After', async () => {
	const { app, store } = await makeTestApp()
	const token = await tokenFor(app, 'progress')
	await store.close()
	for (const answer of [await postData(app, { data: 'progress' }), await readToken(app, token)]) {
		expectFailure(answer, 503, 'UNAVAILABLE')
		expect(answer.headers['retry-after']).toBe('5')
		expect(answer.json().message).toMatch(/database is not answering/)
	}
})

test('HEAD is not served on the lookup, so it cannot test tokens beside the GET limit', async () => {
	const { app } = await makeTestApp()
	const answer = await app.inject({
		method: 'HEAD',
		url: '/api/userData?token=ABCDE',
		headers: { 'x-transfer-key': KEY },
	})
	expect(answer.statusCode).toBe(404)
})

test('the rest of the API keeps its { message, code } errors', async () => {
	const { app } = await makeTestApp()
	expect((await app.inject({ url: '/api/games/classic/answer?utc=99' })).json()).toEqual({
		message: expect.any(String),
		code: 'INVALID_INPUT',
	})
})
