import { TOKEN_ALPHABET, TRANSFER_DATA_MAX_LENGTH } from '@dragondle/core'
import { describe, expect, test } from 'vitest'
import type { Store } from '../store/store.ts'
import { makeTestApp, NOON_JAN_10 } from '../test/test-app.ts'
import { TEST_STORES } from '../test/test-stores.ts'

const KEY = 'dragondle-transfer-dev'
const HOUR = 3_600_000

type App = Awaited<ReturnType<typeof makeTestApp>>['app']
type Answer = Awaited<ReturnType<App['inject']>>

function postData(app: App, payload: unknown, headers: Record<string, string> = { 'x-transfer-key': KEY }) {
	return app.inject({ method: 'POST', url: '/api/userData', headers, payload: payload as object })
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

function transferSuite(open: () => Promise<Store>) {
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
		for (let i = 0; i < 20; i++) tokens.add(await tokenFor(app, `data ${i}`))
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

	test(`data of ${TRANSFER_DATA_MAX_LENGTH} characters is kept whole; one more, or a body over 64 KiB, is PAYLOAD_TOO_LARGE`, async () => {
		const { app } = await makeTestApp({ store: await open() })
		const largest = `${'A'.repeat(TRANSFER_DATA_MAX_LENGTH - 2)}🐉`
		const token = await tokenFor(app, largest)
		expect((await readToken(app, token)).json()).toEqual({ valid: true, data: largest })
		expectFailure(
			await postData(app, { data: 'A'.repeat(TRANSFER_DATA_MAX_LENGTH + 1) }),
			413,
			'PAYLOAD_TOO_LARGE',
		)
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

for (const { name, open, skip } of TEST_STORES) {
	describe.skipIf(skip)(`transfer on ${name}`, () => {
		transferSuite(open)
	})
}

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
