import { type ErrorEvent, getDefaultIntegrations } from '@sentry/browser'
import { expect, test } from 'vitest'
import { scrubBreadcrumb, scrubEvent, scrubText } from './scrub.ts'
import { sentryOptions } from './sentry.ts'

const DSN = 'https://public@o1.ingest.sentry.io/42'

test('error reports sample one event in ten, with no tracing, no personal data and no session pings', () => {
	const options = sentryOptions(DSN, 7)
	expect(options.dsn).toBe(DSN)
	expect(options.release).toBe('7')
	expect(options.sampleRate).toBe(0.1)
	expect(options.dataCollection).toEqual({
		userInfo: false,
		cookies: false,
		httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
		httpBodies: [],
		urlQueryParams: false,
		stackFrameVariables: false,
	})
	expect(options.sendClientReports).toBe(false)
	expect(options).not.toHaveProperty('tracesSampleRate')
	expect(options).not.toHaveProperty('tracesSampler')
	const { integrations } = options
	if (typeof integrations !== 'function') throw new Error('expected a filter of the default integrations')
	const names = integrations(getDefaultIntegrations({})).map((integration) => integration.name)
	expect(names).toContain('GlobalHandlers')
	expect(names).not.toContain('BrowserSession')
	expect(names).not.toContain('BrowserTracing')
	expect(sentryOptions(DSN, 0)).not.toHaveProperty('release')
})

test.each([
	['GET /api/userData?token=AB2CD failed', 'GET /api/userData failed'],
	['https://dragondle.example/streak?code=X#top', 'https://dragondle.example/streak'],
	['Import failed with token=XY3ZK', 'Import failed with token=…'],
	['/challenge/abcdefghijklmnopqrstuvwxyz0123456789_-', '/challenge/…'],
	['Game #42: what? nothing', 'Game #42: what? nothing'],
])('scrubText(%j) is %j', (text, expected) => {
	expect(scrubText(text)).toBe(expected)
})

test('console breadcrumbs are dropped; others keep only what was asked and how it ended', () => {
	expect(scrubBreadcrumb({ category: 'console', message: '{"gameNumero":42,"guesses":["Goku"]}' })).toBeNull()
	const crumb = scrubBreadcrumb({
		type: 'http',
		category: 'fetch',
		timestamp: 1,
		data: {
			method: 'POST',
			url: '/api/userData?token=AB2CD',
			status_code: 200,
			request_body_size: 512,
			body: '{"data":"sealed progress"}',
		},
	})
	expect(crumb).toEqual({
		type: 'http',
		category: 'fetch',
		level: undefined,
		timestamp: 1,
		data: { method: 'POST', url: '/api/userData', status_code: 200 },
	})
})

test('an error event leaves without user, extra data, cookies, bodies or query strings', () => {
	const event: ErrorEvent = {
		type: undefined,
		message: 'failed at https://dragondle.example/?app-mode=1',
		user: { id: 'issued-player-1', ip_address: '192.0.2.1' },
		extra: { progress: '{"gameNumero":42}' },
		request: {
			url: 'https://dragondle.example/streak?token=AB2CD',
			query_string: 'token=AB2CD',
			cookies: { session: 'x' },
			data: '{"data":"sealed progress"}',
			headers: { 'User-Agent': 'Chromium', Referer: 'https://dragondle.example/?token=AB2CD' },
		},
		exception: { values: [{ type: 'Error', value: 'GET /api/userData?token=AB2CD: 404' }] },
		breadcrumbs: [
			{ category: 'console', message: 'token AB2CD' },
			{ category: 'navigation', data: { from: '/challenge/abc', to: '/classic?x=1' } },
		],
		tags: { mode: 'classic' },
	}
	expect(scrubEvent(event)).toEqual({
		type: undefined,
		message: 'failed at https://dragondle.example/',
		request: { url: 'https://dragondle.example/streak', headers: { 'User-Agent': 'Chromium' } },
		// the query ends at the next space, the colon with it
		exception: { values: [{ type: 'Error', value: 'GET /api/userData 404' }] },
		breadcrumbs: [
			{
				type: undefined,
				category: 'navigation',
				level: undefined,
				timestamp: undefined,
				data: { from: '/challenge/…', to: '/classic' },
			},
		],
		tags: { mode: 'classic' },
	})
})
