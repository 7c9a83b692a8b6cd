import { DEFAULT_LAUNCH_DAY, REGION_OFFSET_HOURS, type Region, regionForOffset } from '@dragondle/core'
import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { once } from './once.ts'
import { STORAGE_KEYS } from './storage/keys.ts'
import { readValue } from './storage/store.ts'

/** The server's default TRANSFER_KEY, for a page served without the meta tag (the dev server). */
const DEFAULT_TRANSFER_KEY = 'dragondle-transfer-dev'

/**
 * A link for players: http(s) only, so a bad setting can never put `javascript:` in an href. The
 * server has checked each URL in full; a prefix check keeps zod's URL and e-mail code off the page.
 */
const urlSchema = once(() => z.string().check(z.regex(/^https?:\/\/\S+$/)))
const linkSchema = () => z.catch(z.optional(urlSchema()), undefined)

const siblingGameSchema = once(() => z.object({ name: z.string().check(z.minLength(1)), url: urlSchema() }))
export type SiblingGame = z.infer<ReturnType<typeof siblingGameSchema>>

/**
 * Runtime settings the server writes into index.html's `dragondle-config` meta tag. Each field
 * falls back on its own, so one bad value never takes the others down. Built on the first read, not
 * when the module loads (decision 113).
 */
const runtimeConfigSchema = once(() =>
	z.object({
		answerKey: z.catch(z.string().check(z.minLength(1)), 'dragondle-dev'),
		launchDay: z.catch(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), DEFAULT_LAUNCH_DAY),
		/** The transfer routes' shared header secret (`x-transfer-key`): a speed bump, not a secret. */
		transferKey: z.catch(z.string().check(z.minLength(1)), DEFAULT_TRANSFER_KEY),
		/** The build's version (`version.json`), shown in About; 0 when the server did not say (dev). */
		version: z.catch(z.int().check(z.minimum(0)), 0),
		// where the site's chrome points (server settings FEEDBACK_EMAIL, TIP_URL, …); absent = hidden
		feedbackEmail: z.catch(z.optional(z.string().check(z.regex(/^[^\s@]+@[^\s@]+$/))), undefined),
		/** Where 'Report a wrong fact' opens, its title and body added as query parameters (FACT_REPORT_URL). */
		factReportUrl: linkSchema(),
		tipUrl: linkSchema(),
		socialUrl: linkSchema(),
		/** The footer's hub; empty means our own four modes. */
		siblingGames: z.catch(z.array(siblingGameSchema()), []),
		iosStoreUrl: linkSchema(),
		androidStoreUrl: linkSchema(),
		// the operator's outbound services (decision 099): each absent one loads and sends nothing
		sentryDsn: linkSchema(),
		/** Where game events go (ANALYTICS_URL); `analyticsFormat` absent means plain JSON. */
		analyticsUrl: linkSchema(),
		pageAnalyticsUrl: linkSchema(),
		analyticsFormat: z.catch(z.optional(z.enum(['json', 'umami'])), undefined),
		analyticsSiteId: z.catch(z.optional(z.string()), undefined),
	}),
)
export type RuntimeConfig = z.infer<ReturnType<typeof runtimeConfigSchema>>

let cached: RuntimeConfig | undefined

/** Reads the last config meta tag once; a missing or broken tag gives the defaults. */
export function runtimeConfig(): RuntimeConfig {
	if (cached) return cached
	// a page rendered by the build (decision 094) has no tag yet: the server adds it when it serves
	if (typeof document === 'undefined') return defaultRuntimeConfig()
	// the last tag: the server's, written at the end of the body, overrides the build's placeholder
	const tags = document.querySelectorAll('meta[name="dragondle-config"]')
	const content = tags[tags.length - 1]?.getAttribute('content')
	let raw: unknown = {}
	try {
		raw = content ? JSON.parse(content) : {}
	} catch {
		raw = {}
	}
	// a tag that is no JSON object reads as an empty one: every field's own fallback
	const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw)
	cached = runtimeConfigSchema().parse(isObject ? raw : {})
	return cached
}

let defaults: RuntimeConfig | undefined

/** Every field's fallback: what a page rendered by the build was rendered with (decision 094). */
function defaultRuntimeConfig(): RuntimeConfig {
	defaults ??= runtimeConfigSchema().parse({})
	return defaults
}

/** The config never changes while the page runs: nothing to subscribe to. */
function noChanges(): () => void {
	return () => {}
}

/**
 * `runtimeConfig()` for render. A prerendered page is taken over with the defaults it was rendered
 * with, then renders the page's own config (an operator's links), so every link gets its address.
 */
export function useRuntimeConfig(): RuntimeConfig {
	return useSyncExternalStore(noChanges, runtimeConfig, defaultRuntimeConfig)
}

/** The device's UTC offset in hours, as the API's `utc` parameter wants it. */
export function deviceUtcOffset(now: Date = new Date()): number {
	return -now.getTimezoneOffset() / 60
}

/** The region whose daily answer this device plays. */
export function deviceRegion(now: Date = new Date()): Region {
	return regionForOffset(deviceUtcOffset(now))
}

/** The region whose daily answers this player plays: the one chosen in Settings, else the device's. */
export function playerRegion(now: Date = new Date()): Region {
	const chosen = readValue(STORAGE_KEYS.region)
	return chosen === 'auto' ? deviceRegion(now) : chosen
}

/**
 * The UTC offset the API is asked with: the device's own, or the chosen region's midnight offset,
 * so the server picks the same region's answer (it picks the region nearest to the offset).
 */
export function playerUtcOffset(now: Date = new Date()): number {
	const chosen = readValue(STORAGE_KEYS.region)
	return chosen === 'auto' ? deviceUtcOffset(now) : REGION_OFFSET_HOURS[chosen]
}
