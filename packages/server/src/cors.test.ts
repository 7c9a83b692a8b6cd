import { tmpdir } from 'node:os'
import { expect, test } from 'vitest'
import { loadConfig } from './config.ts'
import { makeTestApp } from './test/test-app.ts'

const CAPACITOR_IOS = 'capacitor://localhost'
const CAPACITOR_ANDROID = 'https://localhost'

/** A test app listening on a free port of this machine; the base URL to fetch from. */
async function listen(env: Record<string, string> = {}): Promise<string> {
	const { app } = await makeTestApp({ env })
	return app.listen({ port: 0, host: '127.0.0.1' })
}

test.each([
	[CAPACITOR_IOS, '/api/games/classic/answer?utc=0'],
	[CAPACITOR_ANDROID, '/cache/cache.json'],
	[CAPACITOR_ANDROID, '/cache/version.json'],
])('the app at %s may read %s across origins, over real HTTP', async (origin, path) => {
	const base = await listen()
	const response = await fetch(`${base}${path}`, { headers: { origin } })
	expect(response.status).toBe(200)
	expect(response.headers.get('access-control-allow-origin')).toBe(origin)
	// a shared cache must not hand one origin's answer to another: the daily cache varies by origin,
	// the API is never stored
	if (path.startsWith('/cache/')) expect(response.headers.get('vary')).toMatch(/origin/i)
	else expect(response.headers.get('cache-control')).toBe('no-store')
})

test("the app's preflight for a transfer (JSON and the x-transfer-key header) is allowed", async () => {
	const base = await listen()
	const response = await fetch(`${base}/api/userData`, {
		method: 'OPTIONS',
		headers: {
			origin: CAPACITOR_IOS,
			'access-control-request-method': 'POST',
			'access-control-request-headers': 'content-type,x-transfer-key',
		},
	})
	expect(response.status).toBe(204)
	expect(response.headers.get('access-control-allow-origin')).toBe(CAPACITOR_IOS)
	expect(response.headers.get('access-control-allow-methods')).toContain('POST')
	expect(response.headers.get('access-control-allow-headers')).toContain('x-transfer-key')
	expect(response.headers.get('access-control-max-age')).toBe('7200')
	// the preflight's answer has every answer's headers
	expect(response.headers.get('x-content-type-options')).toBe('nosniff')
})

test('another origin, the pages and the files get no CORS header', async () => {
	const base = await listen()
	const foreign = await fetch(`${base}/api/games/classic/answer?utc=0`, {
		headers: { origin: 'https://copycat.example' },
	})
	expect(foreign.status).toBe(200)
	expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
	for (const path of ['/', '/classic', '/favicon.svg', '/health']) {
		const page = await fetch(`${base}${path}`, { headers: { origin: CAPACITOR_IOS } })
		expect(page.headers.get('access-control-allow-origin'), path).toBeNull()
	}
	const pagePreflight = await fetch(`${base}/classic`, {
		method: 'OPTIONS',
		headers: { origin: CAPACITOR_IOS, 'access-control-request-method': 'GET' },
	})
	expect(pagePreflight.status).toBe(404)
	expect(pagePreflight.headers.get('access-control-allow-origin')).toBeNull()
	const foreignPreflight = await fetch(`${base}/api/userData`, {
		method: 'OPTIONS',
		headers: { origin: 'https://copycat.example', 'access-control-request-method': 'POST' },
	})
	expect(foreignPreflight.status).toBe(404)
	expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull()
	expect(foreignPreflight.headers.get('access-control-allow-methods')).toBeNull()
})

test('APP_ORIGINS replaces the Capacitor origins; empty, no origin is allowed', async () => {
	const custom = await listen({ APP_ORIGINS: 'http://localhost, https://beta.dragondle.example' })
	for (const [origin, allowed] of [
		['http://localhost', 'http://localhost'],
		['https://beta.dragondle.example', 'https://beta.dragondle.example'],
		[CAPACITOR_IOS, null],
	] as const) {
		const response = await fetch(`${custom}/cache/version.json`, { headers: { origin } })
		expect(response.headers.get('access-control-allow-origin'), origin).toBe(allowed)
	}
	const none = await listen({ APP_ORIGINS: '' })
	const response = await fetch(`${none}/cache/version.json`, { headers: { origin: CAPACITOR_IOS } })
	expect(response.headers.get('access-control-allow-origin')).toBeNull()
})

test('APP_ORIGINS takes origins only', () => {
	expect(loadConfig({}, tmpdir()).appOrigins).toEqual([CAPACITOR_IOS, CAPACITOR_ANDROID])
	for (const bad of ['localhost', 'https://dragondle.example/', 'https://a.example/path', '*']) {
		expect(() => loadConfig({ APP_ORIGINS: bad }, tmpdir()), bad).toThrow(/APP_ORIGINS/)
	}
})
