import { readRuntimeConfig, runtimeConfigTag } from '@dragondle/core'
import { expect, test } from 'vitest'
import { loadConfig } from './config.ts'
import { pageOutbound, pageRuntimeConfig } from './html-config.ts'

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

/** The JSON a tag carries, unescaped as a browser reads the attribute. */
function contentOf(tag: string): string {
	const escaped = /content="([^"]*)"/.exec(tag)?.[1] ?? ''
	return escaped.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&')
}

test('every setting the server accepts reaches the page as set, through the one schema', () => {
	const config = loadConfig(
		{
			NODE_ENV: 'test',
			ANSWER_KEY: 'install-key',
			LAUNCH_DAY: '2026-03-01',
			FEEDBACK_EMAIL: 'hi@example.org',
			FACT_REPORT_URL: 'https://github.com/dragondle/dragondle/issues/new?labels=data&title=x',
			TIP_URL: 'https://ko-fi.example/dragondle',
			SOCIAL_URL: 'http://social.example/@dragondle',
			SIBLING_GAMES: "Planetdle=https://planetdle.example/play, Fruit's=https://fruits.example",
			IOS_STORE_URL: 'https://apps.apple.com/app/id1',
			ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=app.dragondle',
			SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
			ANALYTICS_URL: 'https://umami.example/api/send',
			PAGE_ANALYTICS_URL: 'https://umami.example/api/send',
			ANALYTICS_FORMAT: 'umami',
			ANALYTICS_SITE_ID: 'site-1',
		},
		'/srv',
	)
	const settings = pageRuntimeConfig(config, 9)
	expect(readRuntimeConfig(contentOf(runtimeConfigTag(settings)))).toEqual(settings)
	// a default install's page reads the development keys and no links
	const defaults = pageRuntimeConfig(loadConfig({ NODE_ENV: 'test' }, '/srv'), 0)
	expect(readRuntimeConfig(contentOf(runtimeConfigTag(defaults)))).toEqual(defaults)
})
