import { DEFAULT_LAUNCH_DAY } from '@dragondle/core'
import { afterEach, expect, test, vi } from 'vitest'

function setMeta(content: string) {
	const meta = document.createElement('meta')
	meta.name = 'dragondle-config'
	meta.content = content
	document.head.append(meta)
}

/** config.ts reads the tag once per page, so each case loads a fresh copy of the module. */
async function freshRuntimeConfig() {
	vi.resetModules()
	const { runtimeConfig } = await import('./config.ts')
	return runtimeConfig()
}

afterEach(() => {
	for (const meta of document.head.querySelectorAll('meta[name="dragondle-config"]')) meta.remove()
})

test('the server’s tag at the end of the body overrides the build’s placeholder in the head', async () => {
	setMeta('{}')
	const server = document.createElement('meta')
	server.name = 'dragondle-config'
	server.content = '{"answerKey":"install-key"}'
	document.body.append(server)
	try {
		expect((await freshRuntimeConfig()).answerKey).toBe('install-key')
	} finally {
		server.remove()
	}
})

test('the server-written meta tag gives the answer key, launch day and transfer key', async () => {
	setMeta('{"answerKey":"secret","launchDay":"2026-03-01","transferKey":"tk"}')
	expect(await freshRuntimeConfig()).toEqual({
		answerKey: 'secret',
		launchDay: '2026-03-01',
		transferKey: 'tk',
		version: 0,
		siblingGames: [],
	})
})

const DEFAULTS = {
	answerKey: 'dragondle-dev',
	launchDay: DEFAULT_LAUNCH_DAY,
	transferKey: 'dragondle-transfer-dev',
	version: 0,
	siblingGames: [],
}

test("the site's links and the version are read; a bad one alone is dropped", async () => {
	setMeta(
		JSON.stringify({
			version: 123,
			feedbackEmail: 'hi@example.org',
			factReportUrl: 'https://github.com/dragondle/dragondle/issues/new?labels=data',
			tipUrl: 'javascript:alert(1)',
			socialUrl: 'https://social.example/dragondle',
			siblingGames: [{ name: 'Planetdle', url: 'https://planetdle.example' }],
			iosStoreUrl: 'https://apps.apple.com/app/id1',
			androidStoreUrl: 42,
		}),
	)
	expect(await freshRuntimeConfig()).toEqual({
		...DEFAULTS,
		version: 123,
		feedbackEmail: 'hi@example.org',
		factReportUrl: 'https://github.com/dragondle/dragondle/issues/new?labels=data',
		socialUrl: 'https://social.example/dragondle',
		siblingGames: [{ name: 'Planetdle', url: 'https://planetdle.example' }],
		iosStoreUrl: 'https://apps.apple.com/app/id1',
	})
})

test.each(['{broken', '', '{"answerKey":"","launchDay":"March"}', '[]', 'null', '42'])(
	'a broken meta tag (%j) falls back to the defaults',
	async (content) => {
		setMeta(content)
		expect(await freshRuntimeConfig()).toEqual(DEFAULTS)
	},
)

test('a missing meta tag falls back to the defaults', async () => {
	expect(await freshRuntimeConfig()).toEqual(DEFAULTS)
})

test('the outbound services are read when set (decision 099); a bad value alone is dropped', async () => {
	setMeta(
		JSON.stringify({
			sentryDsn: 'https://public@o1.ingest.sentry.io/42',
			analyticsUrl: 'https://collect.example/api/send',
			pageAnalyticsUrl: 'javascript:alert(1)',
			analyticsFormat: 'plausible',
			analyticsSiteId: 'b59d1f0c-2b51-4a8e-9f0e-3c6f1d2a7e10',
		}),
	)
	expect(await freshRuntimeConfig()).toEqual({
		...DEFAULTS,
		sentryDsn: 'https://public@o1.ingest.sentry.io/42',
		analyticsUrl: 'https://collect.example/api/send',
		analyticsSiteId: 'b59d1f0c-2b51-4a8e-9f0e-3c6f1d2a7e10',
	})
	for (const meta of document.head.querySelectorAll('meta[name="dragondle-config"]')) meta.remove()
	setMeta('{"analyticsFormat":"umami"}')
	expect((await freshRuntimeConfig()).analyticsFormat).toBe('umami')
})
