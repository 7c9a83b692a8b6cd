import { expect, test } from 'vitest'
import { pageOutbound, runtimeConfigTag } from './html-config.ts'

const config = { answerKey: 'key', launchDay: '2026-01-01', transferKey: 'tk', version: 7 }
const CONTENT =
	'{&quot;answerKey&quot;:&quot;key&quot;,&quot;launchDay&quot;:&quot;2026-01-01&quot;,&quot;transferKey&quot;:&quot;tk&quot;,&quot;version&quot;:7}'

test('the tag carries the config as JSON in its content', () => {
	expect(runtimeConfigTag(config)).toBe(`<meta name="dragondle-config" content="${CONTENT}">`)
})

test('a key with markup or $ patterns cannot break out of the attribute', () => {
	const result = runtimeConfigTag({
		answerKey: `"><script>$&'`,
		launchDay: '2026-01-01',
		transferKey: 'tk',
		version: 7,
	})
	expect(result).not.toContain('<script>')
	expect(result).toContain('&quot;&gt;&lt;script&gt;$&amp;&#39;')
})

test("the site's links travel in the tag; unset ones are left out", () => {
	const result = runtimeConfigTag({
		...config,
		feedbackEmail: 'hi@example.org',
		tipUrl: undefined,
		siblingGames: [{ name: 'Planetdle', url: 'https://planetdle.example' }],
	})
	const content = /content="([^"]*)"/.exec(result)?.[1] ?? ''
	expect(JSON.parse(content.replaceAll('&quot;', '"'))).toEqual({
		answerKey: 'key',
		launchDay: '2026-01-01',
		transferKey: 'tk',
		version: 7,
		feedbackEmail: 'hi@example.org',
		siblingGames: [{ name: 'Planetdle', url: 'https://planetdle.example' }],
	})
})

const OFF = {
	sentryDsn: undefined,
	analyticsUrl: undefined,
	pageAnalyticsUrl: undefined,
	analyticsFormat: 'json',
	analyticsSiteId: undefined,
} as const

test('with no outbound service the tag is the same as without the settings (decision 099)', () => {
	expect(runtimeConfigTag({ ...config, ...pageOutbound(OFF) })).toBe(
		`<meta name="dragondle-config" content="${CONTENT}">`,
	)
})

test('the outbound services travel in the tag; the format and site id only with a collector', () => {
	expect(pageOutbound({ ...OFF, sentryDsn: 'https://k@o1.ingest.sentry.io/2' })).toEqual({
		sentryDsn: 'https://k@o1.ingest.sentry.io/2',
	})
	const outbound = pageOutbound({
		...OFF,
		pageAnalyticsUrl: 'https://umami.example/api/send',
		analyticsFormat: 'umami',
		analyticsSiteId: 'site-1',
	})
	const content = /content="([^"]*)"/.exec(runtimeConfigTag({ ...config, ...outbound }))?.[1] ?? ''
	expect(JSON.parse(content.replaceAll('&quot;', '"'))).toEqual({
		answerKey: 'key',
		launchDay: '2026-01-01',
		transferKey: 'tk',
		version: 7,
		pageAnalyticsUrl: 'https://umami.example/api/send',
		analyticsFormat: 'umami',
		analyticsSiteId: 'site-1',
	})
})
