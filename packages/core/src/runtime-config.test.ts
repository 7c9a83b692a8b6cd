import { expect, test } from 'vitest'
import { DEFAULT_LAUNCH_DAY } from './calendar.ts'
import {
	DEV_ANSWER_KEY,
	DEV_TRANSFER_KEY,
	defaultRuntimeConfig,
	RUNTIME_CONFIG_TAG,
	type RuntimeConfig,
	readRuntimeConfig,
	runtimeConfigOf,
	runtimeConfigTag,
} from './runtime-config.ts'

const DEFAULTS: RuntimeConfig = {
	answerKey: DEV_ANSWER_KEY,
	launchDay: DEFAULT_LAUNCH_DAY,
	transferKey: DEV_TRANSFER_KEY,
	version: 0,
	siblingGames: [],
}

/** A full config, every field set to a good value. */
const FULL: RuntimeConfig = {
	answerKey: 'install-key',
	launchDay: '2026-03-01',
	transferKey: 'install-transfer',
	version: 12,
	feedbackEmail: 'hi@example.org',
	factReportUrl: 'https://github.com/dragondle/dragondle/issues/new?labels=data',
	tipUrl: 'https://tip.example/dragondle',
	socialUrl: 'http://social.example/dragondle',
	siblingGames: [{ name: 'Planetdle', url: 'https://planetdle.example/play' }],
	iosStoreUrl: 'https://apps.apple.com/app/id1',
	androidStoreUrl: 'https://play.google.com/store/apps/details?id=app.dragondle',
	sentryDsn: 'https://public@o1.ingest.sentry.io/42',
	analyticsUrl: 'https://collect.example/api/send',
	pageAnalyticsUrl: 'https://umami.example/api/send',
	analyticsFormat: 'umami',
	analyticsSiteId: 'b59d1f0c-2b51-4a8e-9f0e-3c6f1d2a7e10',
}

/** The `content` attribute of a tag, unescaped as a browser reads it. */
function contentOf(tag: string): string {
	const escaped = /\bcontent="([^"]*)"/.exec(tag)?.[1] ?? ''
	const entities: Record<string, string> = {
		'&amp;': '&',
		'&lt;': '<',
		'&gt;': '>',
		'&quot;': '"',
		'&#39;': "'",
	}
	return escaped.replaceAll(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
}

test('a page without a tag, or with a broken one, reads every default', () => {
	expect(defaultRuntimeConfig()).toEqual(DEFAULTS)
	for (const content of [undefined, null, '', '{broken', '[]', 'null', '42', '"text"', '{}']) {
		expect(readRuntimeConfig(content), String(content)).toEqual(DEFAULTS)
	}
	// the same object each time, as React's server snapshot wants
	expect(defaultRuntimeConfig()).toBe(defaultRuntimeConfig())
})

test('a good config is read whole', () => {
	expect(runtimeConfigOf(FULL)).toEqual(FULL)
})

// one bad value never takes the others down: each field is checked and falls back on its own
test.each<[keyof RuntimeConfig, unknown]>([
	['answerKey', ''],
	['answerKey', 42],
	['launchDay', 'March'],
	['transferKey', ''],
	['version', -1],
	['version', 1.5],
	['version', '12'],
	['feedbackEmail', 'not an address'],
	['factReportUrl', 'ftp://files.example'],
	['tipUrl', 42],
	['socialUrl', 'social.example'],
	['siblingGames', [{ name: '', url: 'https://planetdle.example' }]],
	['siblingGames', 'Planetdle=https://planetdle.example'],
	['iosStoreUrl', null],
	['androidStoreUrl', 'https://play google com'],
	['sentryDsn', 'javascript:alert(1)'],
	['analyticsUrl', 'data:text/html,hi'],
	['pageAnalyticsUrl', ['https://umami.example/api/send']],
	['analyticsFormat', 'plausible'],
	['analyticsSiteId', 7],
])('a bad %s (%j) alone takes its fallback', (field, bad) => {
	const read = runtimeConfigOf({ ...FULL, [field]: bad })
	expect(read).toEqual({ ...FULL, [field]: DEFAULTS[field] })
})

test.each([
	'javascript:alert(1)',
	'JavaScript:alert(1)',
	' https://tip.example',
	'//tip.example',
	'mailto:hi@example.org',
])('a link must be http(s): %j is dropped, in every link and a sibling game', (link) => {
	const links = ['factReportUrl', 'tipUrl', 'socialUrl', 'iosStoreUrl', 'androidStoreUrl'] as const
	const read = runtimeConfigOf({
		...Object.fromEntries(links.map((field) => [field, link])),
		siblingGames: [{ name: 'Planetdle', url: link }],
	})
	expect(read).toEqual(DEFAULTS)
})

test('a tag written from a config reads back as the same config', () => {
	const tag = runtimeConfigTag(FULL)
	expect(tag.startsWith('<meta name="dragondle-config" content="')).toBe(true)
	expect(RUNTIME_CONFIG_TAG.exec(`<head>${tag}</head>`)?.[0]).toBe(tag)
	expect(readRuntimeConfig(contentOf(tag))).toEqual(FULL)
	// the fields a page reads are the fields a tag carries: the defaults go round too
	expect(readRuntimeConfig(contentOf(runtimeConfigTag(DEFAULTS)))).toEqual(DEFAULTS)
})

test('unset settings are left out of the tag, the keys, the day and the version come first', () => {
	const tag = runtimeConfigTag({
		...DEFAULTS,
		tipUrl: undefined,
		version: 3,
		feedbackEmail: 'hi@example.org',
	})
	expect(contentOf(tag)).toBe(
		'{"answerKey":"dragondle-dev","launchDay":"2026-01-01","transferKey":"dragondle-transfer-dev","version":3,"siblingGames":[],"feedbackEmail":"hi@example.org"}',
	)
})

test('no setting can break out of the attribute', () => {
	const tag = runtimeConfigTag({ ...DEFAULTS, answerKey: `"><script>$&'` })
	expect(tag).not.toContain('<script>')
	expect(tag).toContain('&quot;&gt;&lt;script&gt;$&amp;&#39;')
	expect(tag.match(/"/g)).toHaveLength(4)
	expect(readRuntimeConfig(contentOf(tag)).answerKey).toBe(`"><script>$&'`)
})

test('the placeholder of the build and a tag with other attributes are found to be replaced', () => {
	for (const tag of [
		'<meta name="dragondle-config" content="{}" />',
		"<meta content='{}' name='dragondle-config'>",
		'<META NAME="dragondle-config" CONTENT="{}">',
	]) {
		expect(RUNTIME_CONFIG_TAG.exec(`<meta charset="utf-8">\n${tag}<title>`)?.[0]).toBe(tag)
	}
	expect(RUNTIME_CONFIG_TAG.test('<meta name="description" content="dragondle-config">')).toBe(false)
})
