import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
	ANALYTICS_FORMATS,
	type AnalyticsFormat,
	DEFAULT_LAUNCH_DAY,
	DEV_ANSWER_KEY,
	DEV_TRANSFER_KEY,
	isCalendarDay,
	type SiblingGame,
} from '@dragondle/core'
import * as v from 'valibot'

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** A real calendar day (core's isCalendarDay): 2026-02-30 is refused. */
const DaySchema = v.pipe(v.string(), v.check(isCalendarDay, 'expected a calendar day like 2026-01-01'))

const DatabaseUrlSchema = v.pipe(
	v.string(),
	v.regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL (unset = SQLite)'),
)

const RedisUrlSchema = v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'expected a redis:// or rediss:// URL'))

/** proxy-addr's names for address ranges, allowed in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(item: string): boolean {
	const [address = '', bits, ...rest] = item.split('/')
	if (PROXY_RANGES.has(item)) return true
	if (rest.length > 0 || isIP(address) === 0) return false
	return bits === undefined || /^\d{1,3}$/.test(bits)
}

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): unset or 'false' none,
 * 'true' every hop (only when nothing can reach the server but the proxy), else a comma list of
 * addresses, CIDRs and the names loopback, linklocal, uniquelocal. (A hop count is not offered:
 * Fastify no longer trusts one, as it cannot check who sent the header.)
 */
const TrustProxySchema = v.pipe(
	v.string(),
	v.rawTransform(({ dataset, addIssue, NEVER }): TrustProxy => {
		const value = dataset.value.trim()
		if (value === '' || value === 'false') return false
		if (value === 'true') return true
		const items = value.split(',').map((item) => item.trim())
		const bad = items.filter((item) => !isProxyAddress(item))
		if (bad.length > 0) {
			addIssue({ message: `not an address, CIDR or range name: ${bad.join(', ')}` })
			return NEVER
		}
		return items
	}),
)

const emptyAsUnset = <T extends string | undefined>(value: T) => (value === '' ? undefined : value)

/** A setting that may be left unset: an empty value counts as unset, as a shell's `NAME=` does. */
function unsetOrEmpty<S extends v.GenericSchema<string, unknown>>(schema: S) {
	return v.pipe(v.optional(v.string()), v.transform(emptyAsUnset), v.optional(schema))
}

/**
 * The development secrets: public, so whoever knows the schedule secret computes every answer. Used
 * only by `npm run dev` and the tests (NODE_ENV development or test); any other start with one
 * unset draws its own and keeps it (decision 107). The keys are core's, which a page without a
 * runtime config tag falls back on.
 */
export const DEV_SECRETS = Object.freeze({
	SCHEDULE_SECRET: 'dragondle-schedule-dev',
	ANSWER_KEY: DEV_ANSWER_KEY,
	TRANSFER_KEY: DEV_TRANSFER_KEY,
})
export const DEV_SCHEDULE_SECRET = DEV_SECRETS.SCHEDULE_SECRET
/**
 * The shortest SCHEDULE_SECRET accepted: the picture names are keyed by it, so a short one could be
 * found by testing guesses offline.
 */
export const STRONG_SECRET_LENGTH = 32

/**
 * The settings an install may leave unset: a production start then draws each once (256 random
 * bits) and keeps it in its database, where every later start and every instance finds it.
 */
export const INSTALL_SECRETS = ['SCHEDULE_SECRET', 'ANSWER_KEY', 'TRANSFER_KEY'] as const
export type InstallSecret = (typeof INSTALL_SECRETS)[number]

/** The runs that use the public development secrets: `npm run dev` and the tests. */
const DEVELOPMENT_ENVIRONMENTS = new Set(['development', 'test'])

/** A link the page shows to players: http(s) only, so no `javascript:` URL can reach an href. */
const PublicUrlSchema = v.pipe(
	v.string(),
	v.check(
		(text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol),
		'expected an http:// or https:// URL',
	),
)

/** A store release of the app: `major.minor.patch`, as the stores show it (docs/product.md §4 "Version checks"). */
const AppVersionSchema = v.pipe(
	v.string(),
	v.regex(/^\d{1,6}(\.\d{1,6}){2}$/, 'expected a version like 1.4.0'),
)

/** The items of a comma list, trimmed, empty ones dropped: '' is no item. */
function commaItems(value: string): string[] {
	return value
		.split(',')
		.map((item) => item.trim())
		.filter((item) => item !== '')
}

/**
 * The footer's hub of sibling games: `Name=https://…` pairs separated by commas (a name holds no
 * `=` or comma). Empty means none, and the footer links our own four modes instead.
 */
const SiblingGamesSchema = v.pipe(
	v.string(),
	v.rawTransform(({ dataset, addIssue, NEVER }): SiblingGame[] => {
		const items = commaItems(dataset.value)
		const games: SiblingGame[] = []
		for (const item of items) {
			const at = item.indexOf('=')
			const name = item.slice(0, at).trim()
			const url = item.slice(at + 1).trim()
			if (at <= 0 || name === '' || !v.is(PublicUrlSchema, url)) {
				addIssue({ message: `expected Name=https://… pairs, got ${JSON.stringify(item)}` })
				return NEVER
			}
			games.push({ name, url })
		}
		return games
	}),
)

/** An origin as browsers send it: a scheme, a host and maybe a port, nothing after. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i

/**
 * The mobile app's origins (decision 086): its pages load from the device and call the API across
 * origins. A comma list; empty means none.
 */
const AppOriginsSchema = v.pipe(
	v.string(),
	v.rawTransform(({ dataset, addIssue, NEVER }): string[] => {
		const items = commaItems(dataset.value)
		const bad = items.filter((item) => !ORIGIN.test(item))
		if (bad.length > 0) {
			addIssue({ message: `not an origin like capacitor://localhost: ${bad.join(', ')}` })
			return NEVER
		}
		return items
	}),
)

/**
 * A Sentry DSN (`https://<public key>@<host>/<project id>`): error reports go to its host, which the
 * page's CSP then allows (docs/architecture.md "Analytics, error reporting, ads").
 */
const SentryDsnSchema = v.pipe(
	v.string(),
	v.check((dsn) => {
		const url = URL.canParse(dsn) ? new URL(dsn) : undefined
		return /^https?:$/.test(url?.protocol ?? '') && url?.username !== '' && /\/\d+$/.test(url?.pathname ?? '')
	}, 'expected a DSN like https://key@o1.ingest.sentry.io/1'),
)

/** A whole number from `min` to `max`, written in the environment. */
function wholeNumber(min: number, max: number) {
	return v.pipe(
		v.string(),
		v.transform(Number),
		v.number(),
		v.safeInteger(),
		v.minValue(min),
		v.maxValue(max),
	)
}

/** Capacitor's own origins: iOS's WebView (capacitor://) and Android's (https://, its default scheme). */
const CAPACITOR_ORIGINS = ['capacitor://localhost', 'https://localhost']

const EnvSchema = v.object({
	PORT: v.optional(wholeNumber(0, 65_535), '3000'),
	HOST: v.optional(v.pipe(v.string(), v.minLength(1)), 'localhost'),
	DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
	DATABASE_URL: unsetOrEmpty(DatabaseUrlSchema),
	NODE_ENV: v.optional(v.string()),
	ANSWER_KEY: unsetOrEmpty(v.string()),
	SCHEDULE_SECRET: unsetOrEmpty(
		v.pipe(
			v.string(),
			v.minLength(
				STRONG_SECRET_LENGTH,
				`use ${STRONG_SECRET_LENGTH} random characters or more (openssl rand -hex 32), or leave it unset and the install draws its own`,
			),
		),
	),
	TRANSFER_KEY: unsetOrEmpty(v.string()),
	LAUNCH_DAY: v.optional(DaySchema, DEFAULT_LAUNCH_DAY),
	WEB_DIST: v.optional(v.pipe(v.string(), v.minLength(1))),
	LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
	REDIS_URL: unsetOrEmpty(RedisUrlSchema),
	TRUST_PROXY: v.optional(TrustProxySchema, 'false'),
	RATE_LIMIT_PER_MINUTE: v.optional(wholeNumber(1, 100_000), '30'),
	RATE_LIMIT_WINDOW_SECONDS: v.optional(wholeNumber(1, 86_400), '60'),
	TOKEN_LOOKUPS_PER_MINUTE: v.optional(wholeNumber(1, 100_000), '10'),
	ARCHIVE_READS_PER_MINUTE: v.optional(wholeNumber(1, 100_000), '30'),
	PLAYER_IDS_PER_HOUR: v.optional(wholeNumber(1, 100_000), '10'),
	TRANSFER_MAX_LIVE: v.optional(wholeNumber(1, 10_000_000), '100000'),
	TRANSFER_MAX_MEGABYTES: v.optional(wholeNumber(1, 1_000_000), '256'),
	TRANSFERS_PER_ADDRESS: v.optional(wholeNumber(1, 10_000), '10'),
	METRICS_TOKEN: unsetOrEmpty(v.pipe(v.string(), v.minLength(16, 'use at least 16 characters'))),
	METRICS_PORT: unsetOrEmpty(wholeNumber(1, 65_535)),
	METRICS_HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
	FEEDBACK_EMAIL: unsetOrEmpty(v.pipe(v.string(), v.email('expected an e-mail address'))),
	FACT_REPORT_URL: unsetOrEmpty(PublicUrlSchema),
	TIP_URL: unsetOrEmpty(PublicUrlSchema),
	SOCIAL_URL: unsetOrEmpty(PublicUrlSchema),
	SIBLING_GAMES: v.optional(SiblingGamesSchema, ''),
	IOS_STORE_URL: unsetOrEmpty(PublicUrlSchema),
	ANDROID_STORE_URL: unsetOrEmpty(PublicUrlSchema),
	APP_ORIGINS: v.optional(AppOriginsSchema, CAPACITOR_ORIGINS.join(',')),
	IOS_APP_VERSION: unsetOrEmpty(AppVersionSchema),
	ANDROID_APP_VERSION: unsetOrEmpty(AppVersionSchema),
	SENTRY_DSN: unsetOrEmpty(SentryDsnSchema),
	ANALYTICS_URL: unsetOrEmpty(PublicUrlSchema),
	PAGE_ANALYTICS_URL: unsetOrEmpty(PublicUrlSchema),
	ANALYTICS_FORMAT: v.pipe(
		v.optional(v.string(), ''),
		v.transform(emptyAsUnset),
		v.optional(v.picklist(ANALYTICS_FORMATS), 'json'),
	),
	ANALYTICS_SITE_ID: unsetOrEmpty(v.pipe(v.string(), v.maxLength(100))),
})

export type TrustProxy = boolean | string[]

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string }

/**
 * Where the site's chrome points (docs/product.md §2 "Footer", "About", `/app`); each one unset is hidden
 * (the sibling games fall back to our own modes, `/app` says the app is not out yet).
 */
export type SiteLinks = {
	feedbackEmail: string | undefined
	/**
	 * Where 'Report a wrong fact' opens (decision 083): a URL the report's `title` and `body` are added
	 * to as query parameters, e.g. a GitHub new-issue URL; unset, the report goes to feedbackEmail.
	 */
	factReportUrl: string | undefined
	tipUrl: string | undefined
	socialUrl: string | undefined
	siblingGames: SiblingGame[]
	iosStoreUrl: string | undefined
	androidStoreUrl: string | undefined
}

/**
 * The services the page itself may send to, each off while unset: nothing loads, nothing is sent and
 * the CSP allows nothing more (docs/architecture.md "Analytics, error reporting, ads", decision 099).
 */
export type Outbound = {
	/** Error reports (Sentry's browser SDK, 10 % of events, no tracing). */
	sentryDsn: string | undefined
	/** Where game events go: start, fail, complete (with the streak), outbound clicks. */
	analyticsUrl: string | undefined
	/** Where page views go. */
	pageAnalyticsUrl: string | undefined
	analyticsFormat: AnalyticsFormat
	/** Umami's website id; sent as `site` in the plain JSON format when set. */
	analyticsSiteId: string | undefined
}

export type Config = {
	port: number
	host: string
	dataDir: string
	database: DatabaseConfig
	/** The answer envelope's key (ANSWER_KEY); the page holds it too. */
	answerKey: string
	/** The install's secret (SCHEDULE_SECRET): the daily draw and every key derived from it. */
	scheduleSecret: string
	/** The shared header secret of the transfer routes (`x-transfer-key`, docs/architecture.md "Transfer"). */
	transferKey: string
	/**
	 * The secrets left unset on a production start, whose values above are empty until the install's
	 * own are read from its database (keepInstallSecrets, install-secrets.ts): buildApp refuses a
	 * config that still has some.
	 */
	secretsToKeep: readonly InstallSecret[]
	launchDay: string
	webDist: string
	logLevel: (typeof LOG_LEVELS)[number]
	/** Shared rate limits and winner counts across instances; in memory and in the database without it. */
	redisUrl: string | undefined
	trustProxy: TrustProxy
	/**
	 * Requests per window and address: `max` on each write route, `lookupMax` (stricter) on each
	 * token-like lookup (reading a transfer, redeeming a streak code), where it bounds guessing.
	 */
	rateLimit: {
		max: number
		lookupMax: number
		windowSeconds: number
		/** Past days' answers (the archive) per minute and address: a person browses, a scraper waits. */
		archivePerMinute: number
		/** Signed player ids issued per hour and address (winner counts count only those). */
		playerIdsPerHour: number
	}
	/**
	 * Transfer storage bounds: live payloads and their bytes in all (a full store refuses new ones
	 * with STORAGE_FULL), and live payloads stored from one address (TOO_MANY_TRANSFERS).
	 */
	transfer: { maxLive: number; maxBytes: number; perAddress: number }
	/**
	 * GET /metrics: off the public port unless `token` is set (then a bearer token is required);
	 * `port` set, served on a listener of its own at `host:port` (no token needed there).
	 */
	metrics: { token: string | undefined; port: number | undefined; host: string }
	links: SiteLinks
	/** The mobile app's origins, which may call the API and the daily cache across origins (CORS). */
	appOrigins: string[]
	/**
	 * The newest app release in each store (GET /api/app-version); the app offers the update when
	 * its own version is older (docs/product.md §4 "Version checks"). Unset: no offer.
	 */
	appVersions: { ios: string | undefined; android: string | undefined }
	outbound: Outbound
}

/** Parses the environment; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>, cwd: string): Config {
	const parsed = v.safeParse(EnvSchema, env)
	if (!parsed.success) {
		const lines = parsed.issues.map((issue) => `- ${v.getDotPath(issue)}: ${issue.message}`)
		throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
	}
	const vars = parsed.output
	const isDevelopment = DEVELOPMENT_ENVIRONMENTS.has(vars.NODE_ENV ?? '')
	const secretOf = (name: InstallSecret) => vars[name] ?? (isDevelopment ? DEV_SECRETS[name] : '')
	const secretsToKeep = INSTALL_SECRETS.filter((name) => secretOf(name) === '')
	const isAnalyticsOn = vars.ANALYTICS_URL !== undefined || vars.PAGE_ANALYTICS_URL !== undefined
	if (isAnalyticsOn && vars.ANALYTICS_FORMAT === 'umami' && vars.ANALYTICS_SITE_ID === undefined) {
		throw new Error(
			"Invalid configuration:\n- ANALYTICS_SITE_ID: Umami's format needs the website id Umami shows for this site",
		)
	}
	const dataDir = resolve(cwd, vars.DATA_DIR)
	return {
		port: vars.PORT,
		host: vars.HOST,
		dataDir,
		database: vars.DATABASE_URL
			? { kind: 'postgres', url: vars.DATABASE_URL }
			: { kind: 'sqlite', file: resolve(dataDir, 'dragondle.sqlite') },
		answerKey: secretOf('ANSWER_KEY'),
		scheduleSecret: secretOf('SCHEDULE_SECRET'),
		transferKey: secretOf('TRANSFER_KEY'),
		secretsToKeep,
		launchDay: vars.LAUNCH_DAY,
		webDist: vars.WEB_DIST ? resolve(cwd, vars.WEB_DIST) : DEFAULT_WEB_DIST,
		logLevel: vars.LOG_LEVEL,
		redisUrl: vars.REDIS_URL,
		trustProxy: vars.TRUST_PROXY,
		rateLimit: {
			max: vars.RATE_LIMIT_PER_MINUTE,
			lookupMax: vars.TOKEN_LOOKUPS_PER_MINUTE,
			windowSeconds: vars.RATE_LIMIT_WINDOW_SECONDS,
			archivePerMinute: vars.ARCHIVE_READS_PER_MINUTE,
			playerIdsPerHour: vars.PLAYER_IDS_PER_HOUR,
		},
		transfer: {
			maxLive: vars.TRANSFER_MAX_LIVE,
			maxBytes: vars.TRANSFER_MAX_MEGABYTES * 1024 * 1024,
			perAddress: vars.TRANSFERS_PER_ADDRESS,
		},
		metrics: { token: vars.METRICS_TOKEN, port: vars.METRICS_PORT, host: vars.METRICS_HOST },
		links: {
			feedbackEmail: vars.FEEDBACK_EMAIL,
			factReportUrl: vars.FACT_REPORT_URL,
			tipUrl: vars.TIP_URL,
			socialUrl: vars.SOCIAL_URL,
			siblingGames: vars.SIBLING_GAMES,
			iosStoreUrl: vars.IOS_STORE_URL,
			androidStoreUrl: vars.ANDROID_STORE_URL,
		},
		appOrigins: vars.APP_ORIGINS,
		appVersions: { ios: vars.IOS_APP_VERSION, android: vars.ANDROID_APP_VERSION },
		outbound: {
			sentryDsn: vars.SENTRY_DSN,
			analyticsUrl: vars.ANALYTICS_URL,
			pageAnalyticsUrl: vars.PAGE_ANALYTICS_URL,
			analyticsFormat: vars.ANALYTICS_FORMAT,
			analyticsSiteId: vars.ANALYTICS_SITE_ID,
		},
	}
}
