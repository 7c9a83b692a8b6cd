import type { AddressInfo } from 'node:net'
import { expect, onTestFinished, test } from 'vitest'
import { createMetrics, serveMetrics } from '../metrics.ts'
import { makeTestApp, playerId } from '../test/test-app.ts'

test('/health answers while the process runs; /ready only while the database answers, else 503 with Retry-After', async () => {
	const { app, store } = await makeTestApp()
	const health = await app.inject({ url: '/health' })
	expect(health.statusCode).toBe(200)
	expect(health.json()).toEqual({ status: 'ok' })
	expect(health.headers['cache-control']).toBe('no-store')
	expect((await app.inject({ url: '/ready' })).json()).toEqual({ status: 'ready' })

	// the real database, gone
	await store.close()
	const ready = await app.inject({ url: '/ready' })
	expect(ready.statusCode).toBe(503)
	expect(ready.headers['retry-after']).toBe('5')
	expect(ready.json().code).toBe('DATABASE_UNAVAILABLE')
	expect((await app.inject({ url: '/health' })).statusCode).toBe(200)
	expect((await app.inject({ url: '/api/games/classic/answer?utc=0' })).statusCode).toBe(200)
})

const METRICS_TOKEN = 'metrics-token-for-the-test'

test('/metrics is off the public port by default, and with METRICS_TOKEN only for its bearer', async () => {
	const closed = await makeTestApp()
	// no such route: the site's not-found answer (503 here, as this test app has no web build)
	const none = await closed.app.inject({ url: '/metrics' })
	expect(none.statusCode).toBeGreaterThanOrEqual(400)
	expect(none.body).not.toContain('http_requests_total')
	const { app } = await makeTestApp({ env: { METRICS_TOKEN } })
	for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', METRICS_TOKEN]) {
		const answer = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} })
		expect(answer.statusCode).toBe(401)
		expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED' })
		expect(answer.body).not.toContain('http_requests_total')
	}
	expect(
		(await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode,
	).toBe(200)
})

test('METRICS_PORT serves /metrics on a listener of its own, and nothing else there', async () => {
	const metrics = createMetrics()
	metrics.winsRecorded.inc({ mode: 'fusion' })
	const server = await serveMetrics(metrics.registry, '127.0.0.1', 0)
	onTestFinished(() => {
		server.close()
	})
	const { port } = server.address() as AddressInfo
	const scrape = await fetch(`http://127.0.0.1:${port}/metrics`)
	expect(scrape.status).toBe(200)
	expect(await scrape.text()).toContain('dragondle_wins_recorded_total{mode="fusion"} 1')
	expect((await fetch(`http://127.0.0.1:${port}/api/`)).status).toBe(404)
})

test('/metrics counts answers per route pattern and status over real HTTP, wins recorded and database errors, in the Prometheus format', async () => {
	const { app, store, daily } = await makeTestApp({ env: { METRICS_TOKEN } })
	const base = await app.listen({ port: 0, host: '127.0.0.1' })
	const post = (body: unknown) =>
		fetch(`${base}/api/games/classic/answer`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		})
	await fetch(`${base}/api/games/classic/answer?utc=0`)
	await fetch(`${base}/api/games/fusion/answer?utc=0`)
	await fetch(`${base}/api/games/nope/answer?utc=0`)
	await fetch(`${base}/api/no/such/route`)
	// refused before routing: counted, untimed
	await fetch(`${base}/api/%zz`)
	const name = daily.answer('classic', 'eu', 10).champion_name
	await post({ name, utc: 0, player: playerId(1) })
	await post({ name, utc: 0, player: playerId(1) }) // the same player again: one win
	await store.close()
	await fetch(`${base}/ready`)
	// Fastify's hooks see what inject() answers too (decision 121)
	await app.inject({ url: '/api/games/classic/answer?utc=0' })

	const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
	expect(metrics.status).toBe(200)
	expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
	const text = await metrics.text()
	const route = 'route="/api/games/:mode/answer"'
	expect(text).toContain(`http_requests_total{method="GET",${route},status="200"} 3\n`)
	expect(text).toContain(`http_requests_total{method="GET",${route},status="400"} 1\n`)
	expect(text).toContain(`http_requests_total{method="POST",${route},status="200"} 2\n`)
	expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1\n')
	expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="400"} 1\n')
	expect(text).toContain('http_requests_total{method="GET",route="/ready",status="503"} 1\n')
	// cumulative buckets: every answer is within 5 s, and the count is the timed answers (the one
	// refused before routing is counted, not timed)
	expect(text).toContain(
		`http_request_duration_seconds_bucket{le="5",method="GET",${route},status="200"} 3\n`,
	)
	expect(text).toContain(
		`http_request_duration_seconds_bucket{le="+Inf",method="GET",${route},status="200"} 3\n`,
	)
	expect(text).toContain(`http_request_duration_seconds_count{method="GET",${route},status="200"} 3\n`)
	expect(text).toMatch(
		new RegExp(`http_request_duration_seconds_sum\\{method="GET",${route},status="200"\\} 0\\.\\d+`),
	)
	expect(text).not.toContain(
		'http_request_duration_seconds_count{method="GET",route="unmatched",status="400"}',
	)
	expect(text).toContain('dragondle_wins_recorded_total{mode="classic"} 1')
	expect(text).toContain('dragondle_database_errors_total 1')
	expect(text).toContain('process_resident_memory_bytes')
	expect(text).toContain('# TYPE http_request_duration_seconds histogram')
	await app.close()
})

test('every answer carries the security headers, errors included', async () => {
	const { app } = await makeTestApp()
	// JSON answers: nothing may run, frame or sniff them (decision 090)
	for (const request of [
		{ url: '/api/games/classic/answer?utc=0' },
		{ url: '/api/games/classic/answer?utc=99' },
		{ url: '/api/unknown' },
		{ url: '/cache/cache.json' },
		{
			method: 'POST' as const,
			url: '/api/games/classic/answer',
			payload: '{',
			headers: { 'content-type': 'application/json' },
		},
	]) {
		const answer = await app.inject(request)
		expect(answer.headers['content-security-policy'], request.url).toBe(
			"default-src 'none';frame-ancestors 'none';form-action 'none'",
		)
		expect(answer.headers['x-content-type-options'], request.url).toBe('nosniff')
		expect(answer.headers['cross-origin-resource-policy'], request.url).toBe('same-origin')
	}
	// the rest (pages, files, what fails before routing) gets a page's whole set
	for (const request of [
		{ url: '/api/games/%zz/answer' },
		{ url: `/${'x'.repeat(3000)}` },
		{ url: '/health' },
	]) {
		const answer = await app.inject(request)
		expect(answer.headers['content-security-policy'], request.url).toContain("default-src 'self'")
		expect(answer.headers['x-content-type-options'], request.url).toBe('nosniff')
		expect(answer.headers['x-frame-options'], request.url).toBe('SAMEORIGIN')
		expect(answer.headers['referrer-policy'], request.url).toBe('strict-origin-when-cross-origin')
	}
})
