import { expect, test } from 'vitest'
import { makeContent } from './test/factories.ts'
import { makeTestApp, playerId } from './test/test-app.ts'

const WIN_URL = '/api/games/classic/answer'

test('malformed JSON is a 400 with a message and no stack trace', async () => {
	const { app } = await makeTestApp()
	const response = await app.inject({
		method: 'POST',
		url: WIN_URL,
		headers: { 'content-type': 'application/json' },
		payload: '{"name": "Goku",',
	})
	expect(response.statusCode).toBe(400)
	expect(Object.keys(response.json())).toEqual(['message', 'code'])
	expect(response.body).not.toContain('at ')
})

test('a body that is not JSON is a 415', async () => {
	const { app } = await makeTestApp()
	const response = await app.inject({
		method: 'POST',
		url: WIN_URL,
		headers: { 'content-type': 'text/plain' },
		payload: 'Goku',
	})
	expect(response.statusCode).toBe(415)
	expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
})

test('a body of 16 KiB is read; one byte more is a 413', async () => {
	const { app } = await makeTestApp()
	/** A win's body of exactly `bytes` bytes, padded with a field the route ignores. */
	const bodyOf = (bytes: number) => {
		const fields = { name: 'Goku', utc: 0, player: playerId(1), padding: '' }
		return JSON.stringify({ ...fields, padding: 'x'.repeat(bytes - JSON.stringify(fields).length) })
	}
	const post = (payload: string) =>
		app.inject({ method: 'POST', url: WIN_URL, headers: { 'content-type': 'application/json' }, payload })
	expect((await post(bodyOf(16 * 1024))).statusCode).toBe(200)
	const response = await post(bodyOf(16 * 1024 + 1))
	expect(response.statusCode).toBe(413)
	expect(response.json().code).toBe('PAYLOAD_TOO_LARGE')
})

test('a POST without a body is a 400 naming the body', async () => {
	const { app } = await makeTestApp()
	const response = await app.inject({ method: 'POST', url: WIN_URL })
	expect(response.statusCode).toBe(400)
	expect(response.json().message).toContain('body')
})

test.each(['/api/nothing', '/api/games/classic', '/api'])(
	'unknown API path %s is a JSON 404',
	async (url) => {
		const { app } = await makeTestApp()
		const response = await app.inject({ method: 'GET', url })
		expect(response.statusCode).toBe(404)
		expect(response.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' })
	},
)

test('a server-side failure is a 5xx whose text stays in the log', async () => {
	const { app } = await makeTestApp({ content: makeContent({ techniques: [] }) })
	const response = await app.inject({ method: 'GET', url: '/api/games/technique/answer' })
	expect(response.statusCode).toBe(503)
	expect(response.json()).toEqual({ message: 'Service Unavailable' })
	const cache = await app.inject({ method: 'GET', url: '/cache/cache.json' })
	expect(cache.statusCode).toBe(503)
})

test('API answers carry the security headers of JSON, and are never stored', async () => {
	const { app } = await makeTestApp()
	const response = await app.inject({ method: 'GET', url: '/api/' })
	expect(response.headers['content-security-policy']).toBe(
		"default-src 'none';frame-ancestors 'none';form-action 'none'",
	)
	expect(response.headers['x-content-type-options']).toBe('nosniff')
	expect(response.headers['cache-control']).toBe('no-store')
	// the app's CORS answers some origins: every data answer says it varies by Origin
	expect(response.headers.vary).toBe('Origin')
	expect(response.headers['strict-transport-security']).toBeUndefined()
	// the daily cache may be kept: a shared cache must keep the app's origins apart (decision 086)
	const cache = await app.inject({ method: 'GET', url: '/cache/cache.json' })
	expect(cache.headers['x-content-type-options']).toBe('nosniff')
	expect(cache.headers['cache-control']).toBe('no-cache')
	expect(cache.headers.vary).toBe('Origin')
	// the API's cacheable answers (no-cache, not no-store) too
	for (const url of ['/api/cache', '/api/app-version']) {
		const answer = await app.inject({ method: 'GET', url, headers: { origin: 'capacitor://localhost' } })
		expect(answer.headers['access-control-allow-origin']).toBe('capacitor://localhost')
		expect(answer.headers['cache-control']).toBe('no-cache')
		expect(answer.headers.vary).toBe('Origin')
	}
})

test('without app origins no answer varies by Origin: nothing does', async () => {
	const { app } = await makeTestApp({ env: { APP_ORIGINS: '' } })
	for (const url of ['/api/', '/api/cache', '/cache/cache.json']) {
		expect((await app.inject({ method: 'GET', url })).headers.vary).toBeUndefined()
	}
})
