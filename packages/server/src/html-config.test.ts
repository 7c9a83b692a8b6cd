import { expect, test } from 'vitest'
import { injectRuntimeConfig, pageOutbound } from './html-config.ts'

const config = { answerKey: 'key', launchDay: '2026-01-01', transferKey: 'tk', version: 7 }
const CONTENT =
	'{&quot;answerKey&quot;:&quot;key&quot;,&quot;launchDay&quot;:&quot;2026-01-01&quot;,&quot;transferKey&quot;:&quot;tk&quot;,&quot;version&quot;:7}'

test.each([
	['an empty tag', '<head><meta name="dragondle-config" content=""></head>'],
	['a tag with a placeholder', "<head><meta content='%CONFIG%' name='dragondle-config' /></head>"],
])('the config replaces %s', (_name, html) => {
	expect(injectRuntimeConfig(html, config)).toBe(
		`<head><meta name="dragondle-config" content="${CONTENT}"></head>`,
	)
})

test('a page without the tag gets one before </head>', () => {
	const html = '<html><head><title>x</title></head><body></body></html>'
	expect(injectRuntimeConfig(html, config)).toBe(
		`<html><head><title>x</title><meta name="dragondle-config" content="${CONTENT}"></head><body></body></html>`,
	)
})

test('a key with markup or $ patterns cannot break out of the attribute', () => {
	const html = '<head><meta name="dragondle-config" content=""></head>'
	const result = injectRuntimeConfig(html, {
		answerKey: `"><script>$&'`,
		launchDay: '2026-01-01',
		transferKey: 'tk',
		version: 7,
	})
	expect(result).not.toContain('<script>')
	expect(result).toContain('&quot;&gt;&lt;script&gt;$&amp;&#39;')
})

test("the site's links travel in the tag; unset ones are left out", () => {
	const html = '<head><meta name="dragondle-config" content=""></head>'
	const result = injectRuntimeConfig(html, {
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
	const html = '<head><meta name="dragondle-config" content=""></head>'
	expect(injectRuntimeConfig(html, { ...config, ...pageOutbound(OFF) })).toBe(
		`<head><meta name="dragondle-config" content="${CONTENT}"></head>`,
	)
})

test('the outbound services travel in the tag; the format and site id only with a collector', () => {
	expect(pageOutbound({ ...OFF, sentryDsn: 'https://k@o1.ingest.sentry.io/2' })).toEqual({
		sentryDsn: 'https://k@o1.ingest.sentry.io/2',
	})
	const html = '<head><meta name="dragondle-config" content=""></head>'
	const outbound = pageOutbound({
		...OFF,
		pageAnalyticsUrl: 'https://umami.example/api/send',
		analyticsFormat: 'umami',
		analyticsSiteId: 'site-1',
	})
	const content = /content="([^"]*)"/.exec(injectRuntimeConfig(html, { ...config, ...outbound }))?.[1] ?? ''
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
