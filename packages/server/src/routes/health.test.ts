import { expect, test } from 'vitest'
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

test('/metrics counts requests per route pattern and status, wins recorded and database errors, in the Prometheus format', async () => {
	const { app, store, daily } = await makeTestApp()
	await app.inject({ url: '/api/games/classic/answer?utc=0' })
	await app.inject({ url: '/api/games/fusion/answer?utc=0' })
	await app.inject({ url: '/api/games/nope/answer?utc=0' })
	await app.inject({ url: '/api/no/such/route' })
	const name = daily.answer('classic', 'eu', 10).champion_name
	const win = {
		method: 'POST' as const,
		url: '/api/games/classic/answer',
		payload: { name, utc: 0, player: playerId(1) },
	}
	await app.inject(win)
	await app.inject(win) // the same player again: one win
	await store.close()
	await app.inject({ url: '/ready' })

	const metrics = await app.inject({ url: '/metrics' })
	expect(metrics.statusCode).toBe(200)
	expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
	const text = metrics.body
	expect(text).toContain('http_requests_total{method="GET",route="/api/games/:mode/answer",status="200"} 2')
	expect(text).toContain('http_requests_total{method="GET",route="/api/games/:mode/answer",status="400"} 1')
	expect(text).toContain('http_requests_total{method="POST",route="/api/games/:mode/answer",status="200"} 2')
	expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} 1/)
	expect(text).toMatch(
		/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/games\/:mode\/answer",status="200"\} \d/,
	)
	expect(text).toContain('dragondle_wins_recorded_total{mode="classic"} 1')
	expect(text).toContain('dragondle_database_errors_total 1')
	expect(text).toContain('process_resident_memory_bytes')
})

test('every answer carries the security headers, errors included', async () => {
	const { app } = await makeTestApp()
	for (const request of [
		{ url: '/api/games/classic/answer?utc=0' },
		{ url: '/api/games/classic/answer?utc=99' },
		{ url: '/api/unknown' },
		{ url: '/api/games/%zz/answer' },
		{ url: `/${'x'.repeat(3000)}` },
		{
			method: 'POST' as const,
			url: '/api/games/classic/answer',
			payload: '{',
			headers: { 'content-type': 'application/json' },
		},
	]) {
		const answer = await app.inject(request)
		expect(answer.headers['content-security-policy'], request.url).toContain("default-src 'self'")
		expect(answer.headers['x-content-type-options'], request.url).toBe('nosniff')
		expect(answer.headers['x-frame-options'], request.url).toBe('SAMEORIGIN')
	}
})
