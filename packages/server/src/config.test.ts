import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { DEV_SCHEDULE_SECRET, loadConfig } from './config.ts'

test('an empty environment gives the documented defaults, the secrets left to the install', () => {
	const config = loadConfig({}, '/srv/dragondle')
	expect(config).toEqual({
		port: 3000,
		host: 'localhost',
		dataDir: '/srv/dragondle/data',
		database: { kind: 'sqlite', file: '/srv/dragondle/data/dragondle.sqlite' },
		answerKey: '',
		scheduleSecret: '',
		transferKey: '',
		secretsToKeep: ['SCHEDULE_SECRET', 'ANSWER_KEY', 'TRANSFER_KEY'],
		launchDay: '2026-01-01',
		webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
		logLevel: 'info',
		redisUrl: undefined,
		trustProxy: false,
		rateLimit: { max: 30, lookupMax: 10, windowSeconds: 60, archivePerMinute: 30, playerIdsPerHour: 10 },
		transfer: { maxLive: 100_000, maxBytes: 256 * 1024 * 1024, perAddress: 10 },
		metrics: { token: undefined, port: undefined, host: '127.0.0.1' },
		links: {
			feedbackEmail: undefined,
			factReportUrl: undefined,
			tipUrl: undefined,
			socialUrl: undefined,
			siblingGames: [],
			iosStoreUrl: undefined,
			androidStoreUrl: undefined,
		},
		appOrigins: ['capacitor://localhost', 'https://localhost'],
		appVersions: { ios: undefined, android: undefined },
		outbound: {
			sentryDsn: undefined,
			analyticsUrl: undefined,
			pageAnalyticsUrl: undefined,
			analyticsFormat: 'json',
			analyticsSiteId: undefined,
		},
	})
})

test("the site's links are read, and empty ones stay hidden", () => {
	const env = {
		FEEDBACK_EMAIL: 'hello@dragondle.example',
		FACT_REPORT_URL: 'https://github.com/dragondle/dragondle/issues/new?labels=data',
		TIP_URL: 'https://tips.example/dragondle',
		SOCIAL_URL: '',
		SIBLING_GAMES: ' Planetdle=https://planetdle.example , Saga Quiz=https://quiz.example/play?x=1 ',
		IOS_STORE_URL: 'https://apps.apple.com/app/id1',
		ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=dragondle',
	}
	expect(loadConfig(env, '/srv').links).toEqual({
		feedbackEmail: 'hello@dragondle.example',
		factReportUrl: 'https://github.com/dragondle/dragondle/issues/new?labels=data',
		tipUrl: 'https://tips.example/dragondle',
		socialUrl: undefined,
		siblingGames: [
			{ name: 'Planetdle', url: 'https://planetdle.example' },
			{ name: 'Saga Quiz', url: 'https://quiz.example/play?x=1' },
		],
		iosStoreUrl: 'https://apps.apple.com/app/id1',
		androidStoreUrl: 'https://play.google.com/store/apps/details?id=dragondle',
	})
})

test.each([
	['FEEDBACK_EMAIL', 'not an address'],
	['TIP_URL', 'javascript:alert(1)'],
	['FACT_REPORT_URL', 'javascript:alert(1)'],
	['SOCIAL_URL', 'ftp://files.example'],
	['IOS_STORE_URL', 'apps.apple.com/app'],
	['ANDROID_STORE_URL', 'market://details?id=x'],
	['IOS_APP_VERSION', '1.4'],
	['ANDROID_APP_VERSION', 'v1.4.0'],
	['SIBLING_GAMES', 'Planetdle'],
	['SIBLING_GAMES', '=https://nameless.example'],
	['SIBLING_GAMES', 'Planetdle=javascript:alert(1)'],
])('%s=%j is refused by name', (name, value) => {
	expect(() => loadConfig({ [name]: value }, '/srv')).toThrow(new RegExp(`- ${name}:`))
})

test.each([
	['', false],
	['false', false],
	['true', true],
	['loopback', ['loopback']],
	['10.0.0.0/8, 127.0.0.1 ,::1', ['10.0.0.0/8', '127.0.0.1', '::1']],
])('TRUST_PROXY=%j trusts %j', (value, expected) => {
	expect(loadConfig({ TRUST_PROXY: value }, '/srv').trustProxy).toEqual(expected)
})

test('a TRUST_PROXY that names no proxy, a bad REDIS_URL or rate limit are refused by name', () => {
	expect(() => loadConfig({ TRUST_PROXY: 'nginx' }, '/srv')).toThrow(/TRUST_PROXY: .*nginx/)
	expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/1' }, '/srv')).toThrow(/TRUST_PROXY/)
	expect(() => loadConfig({ TRUST_PROXY: '2' }, '/srv')).toThrow(/TRUST_PROXY/)
	expect(() => loadConfig({ REDIS_URL: 'localhost:6379' }, '/srv')).toThrow(/REDIS_URL/)
	expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }, '/srv')).toThrow(/RATE_LIMIT_PER_MINUTE/)
	expect(() => loadConfig({ TOKEN_LOOKUPS_PER_MINUTE: 'ten' }, '/srv')).toThrow(/TOKEN_LOOKUPS_PER_MINUTE/)
	expect(loadConfig({ TOKEN_LOOKUPS_PER_MINUTE: '3' }, '/srv').rateLimit.lookupMax).toBe(3)
	expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }, '/srv').redisUrl).toBe('redis://cache:6379/0')
})

test.each(['postgres://u@db:5432/game', 'postgresql://u@db/game'])(
	'DATABASE_URL %s selects PostgreSQL',
	(url) => {
		expect(loadConfig({ DATABASE_URL: url }, '/srv').database).toEqual({ kind: 'postgres', url })
	},
)

test('relative DATA_DIR and WEB_DIST resolve against the working directory; empty DATABASE_URL means SQLite', () => {
	const config = loadConfig({ DATA_DIR: 'var', WEB_DIST: '../web/dist', DATABASE_URL: '' }, '/srv/app')
	expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/app/var/dragondle.sqlite' })
	expect(config.webDist).toBe('/srv/web/dist')
})

test('every bad variable is named in one error', () => {
	const env = { PORT: 'eighty', LAUNCH_DAY: '2026-02-30', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' }
	expect(() => loadConfig(env, '/srv')).toThrow(/Invalid configuration/)
	try {
		loadConfig(env, '/srv')
	} catch (error) {
		for (const name of Object.keys(env)) expect(String(error)).toContain(`- ${name}:`)
	}
})

test('the development secrets are for npm run dev and the tests; elsewhere, on any host, the install keeps its own', () => {
	for (const host of ['localhost', '0.0.0.0']) {
		expect(loadConfig({ NODE_ENV: 'development', HOST: host }, '/srv').scheduleSecret).toBe(
			DEV_SCHEDULE_SECRET,
		)
		expect(loadConfig({ HOST: host }, '/srv').secretsToKeep).toContain('SCHEDULE_SECRET')
	}
	const secret = 'a-long-random-install-secret-of-40-chars'
	const config = loadConfig({ HOST: '0.0.0.0', SCHEDULE_SECRET: secret }, '/srv')
	expect([config.scheduleSecret, config.secretsToKeep]).toEqual([secret, ['ANSWER_KEY', 'TRANSFER_KEY']])
})

test('the outbound services are read, and empty ones stay off (decision 099)', () => {
	const env = {
		SENTRY_DSN: 'https://0123abcd@o450.ingest.sentry.io/4500001',
		ANALYTICS_URL: 'https://umami.example/api/send',
		PAGE_ANALYTICS_URL: 'https://umami.example/api/send',
		ANALYTICS_FORMAT: 'umami',
		ANALYTICS_SITE_ID: 'b59d1f0c-2b51-4a8e-9f0e-3c6f1d2a7e10',
	}
	expect(loadConfig(env, '/srv').outbound).toEqual({
		sentryDsn: 'https://0123abcd@o450.ingest.sentry.io/4500001',
		analyticsUrl: 'https://umami.example/api/send',
		pageAnalyticsUrl: 'https://umami.example/api/send',
		analyticsFormat: 'umami',
		analyticsSiteId: 'b59d1f0c-2b51-4a8e-9f0e-3c6f1d2a7e10',
	})
	const empty = { SENTRY_DSN: '', ANALYTICS_URL: '', PAGE_ANALYTICS_URL: '', ANALYTICS_FORMAT: '' }
	expect(loadConfig(empty, '/srv').outbound).toEqual({
		sentryDsn: undefined,
		analyticsUrl: undefined,
		pageAnalyticsUrl: undefined,
		analyticsFormat: 'json',
		analyticsSiteId: undefined,
	})
})

test.each([
	['SENTRY_DSN', 'https://o450.ingest.sentry.io/4500001'],
	['SENTRY_DSN', 'https://key@o450.ingest.sentry.io/'],
	['SENTRY_DSN', 'not a dsn'],
	['ANALYTICS_URL', 'collect.example/events'],
	['PAGE_ANALYTICS_URL', 'javascript:alert(1)'],
	['ANALYTICS_FORMAT', 'plausible'],
])('%s=%j stops the start with its name', (name, value) => {
	expect(() => loadConfig({ [name]: value }, '/srv')).toThrow(new RegExp(`- ${name}:`))
})

test("Umami's format without its website id is a start-up error", () => {
	const env = { ANALYTICS_URL: 'https://umami.example/api/send', ANALYTICS_FORMAT: 'umami' }
	expect(() => loadConfig(env, '/srv')).toThrow(/- ANALYTICS_SITE_ID: Umami's format needs the website id/)
})
