import * as v from 'valibot'
import { DEFAULT_LAUNCH_DAY } from './calendar.ts'

/**
 * The name of the meta tag that carries an install's runtime config into its pages
 * (docs/architecture.md "Runtime config"): the server writes it into every page, the app build into
 * its index.html, and the page reads the last one.
 */
export const RUNTIME_CONFIG_TAG_NAME = 'dragondle-config'

/** A runtime config tag in a page's HTML, e.g. the build's `{}` placeholder, for the app build to replace. */
export const RUNTIME_CONFIG_TAG = /<meta\b[^>]*\bname=["']dragondle-config["'][^>]*>/i

/**
 * The development keys: the server's ANSWER_KEY and TRANSFER_KEY under `npm run dev` and the tests,
 * and a page's fallback when it has no tag (the dev server serves none).
 */
export const DEV_ANSWER_KEY = 'dragondle-dev'
export const DEV_TRANSFER_KEY = 'dragondle-transfer-dev'

/** How game events and page views are posted: Umami's `/api/send` body, or our own plain JSON (decision 099). */
export const ANALYTICS_FORMATS = ['json', 'umami'] as const
export type AnalyticsFormat = (typeof ANALYTICS_FORMATS)[number]

/**
 * A link for players: http(s) only, so a bad setting can never put `javascript:` in an href. The
 * server has checked each URL in full; a prefix check keeps the validation library's URL and e-mail code off the page.
 */
const LINK = /^https?:\/\/\S+$/

/**
 * The runtime config's schema. Each field falls back on its own, so one bad value never takes the
 * others down. Built on its first use, not when the module loads: a phone's start builds nothing it
 * does not read (decision 113).
 */
function buildSchema() {
	const url = v.pipe(v.string(), v.regex(LINK))
	const link = () => v.fallback(v.optional(url), undefined)
	const text = v.pipe(v.string(), v.minLength(1))
	return v.object({
		answerKey: v.fallback(text, DEV_ANSWER_KEY),
		launchDay: v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), DEFAULT_LAUNCH_DAY),
		/** The transfer routes' shared header secret (`x-transfer-key`): a speed bump, not a secret. */
		transferKey: v.fallback(text, DEV_TRANSFER_KEY),
		/** The web build's version (`version.json`), shown in About; 0 when the server did not say (dev). */
		version: v.fallback(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0),
		// where the site's chrome points (server settings FEEDBACK_EMAIL, TIP_URL, …); absent = hidden
		feedbackEmail: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[^\s@]+@[^\s@]+$/))), undefined),
		/** Where 'Report a wrong fact' opens, its title and body added as query parameters (FACT_REPORT_URL). */
		factReportUrl: link(),
		tipUrl: link(),
		socialUrl: link(),
		/** The footer's hub; empty means our own four modes. */
		siblingGames: v.fallback(v.array(v.object({ name: text, url })), []),
		iosStoreUrl: link(),
		androidStoreUrl: link(),
		// the operator's outbound services (decision 099): each absent one loads and sends nothing
		sentryDsn: link(),
		/** Where game events go (ANALYTICS_URL); `analyticsFormat` absent means plain JSON. */
		analyticsUrl: link(),
		pageAnalyticsUrl: link(),
		analyticsFormat: v.fallback(v.optional(v.picklist(ANALYTICS_FORMATS)), undefined),
		analyticsSiteId: v.fallback(v.optional(v.string()), undefined),
	})
}

let schema: ReturnType<typeof buildSchema> | undefined

function runtimeConfigSchema(): ReturnType<typeof buildSchema> {
	schema ??= buildSchema()
	return schema
}

/** Runtime settings an install gives its pages: keys, launch day, version, links, outbound services. */
export type RuntimeConfig = v.InferOutput<ReturnType<typeof buildSchema>>
export type SiblingGame = RuntimeConfig['siblingGames'][number]

/** What a tag carries: the keys, the launch day and the version always, every other setting when set. */
export type RuntimeConfigSettings = Pick<
	RuntimeConfig,
	'answerKey' | 'launchDay' | 'transferKey' | 'version'
> &
	Partial<RuntimeConfig>

let defaults: RuntimeConfig | undefined

/**
 * Every field's fallback, the same object on each call: what a page without a tag reads, and what
 * a page prerendered by the build was rendered with (decision 094).
 */
export function defaultRuntimeConfig(): RuntimeConfig {
	defaults ??= v.parse(runtimeConfigSchema(), {})
	return defaults
}

/** A runtime config from any value: each field that is missing or bad takes its fallback. */
export function runtimeConfigOf(value: unknown): RuntimeConfig {
	// anything but a JSON object reads as an empty one: every field's own fallback
	const isObject = typeof value === 'object' && value !== null && !Array.isArray(value)
	return isObject ? v.parse(runtimeConfigSchema(), value) : defaultRuntimeConfig()
}

/** Reads a tag's `content` (the attribute's value, unescaped); a missing or broken one gives the defaults. */
export function readRuntimeConfig(content: string | null | undefined): RuntimeConfig {
	if (!content) return defaultRuntimeConfig()
	try {
		return runtimeConfigOf(JSON.parse(content))
	} catch {
		return defaultRuntimeConfig()
	}
}

/**
 * The tag for a page: the settings as JSON in its `content`, escaped for an attribute so no
 * setting can break out of it. Unset settings are left out of the JSON.
 */
export function runtimeConfigTag(settings: RuntimeConfigSettings): string {
	const { answerKey, launchDay, transferKey, version, ...rest } = settings
	// unset settings are undefined, which JSON leaves out
	const json = JSON.stringify({ answerKey, launchDay, transferKey, version, ...rest })
	return `<meta name="${RUNTIME_CONFIG_TAG_NAME}" content="${escapeAttribute(json)}">`
}

const ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
}

function escapeAttribute(text: string): string {
	return text.replaceAll(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}
