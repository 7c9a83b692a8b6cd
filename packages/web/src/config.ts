import {
	defaultRuntimeConfig,
	REGION_OFFSET_HOURS,
	type Region,
	RUNTIME_CONFIG_TAG_NAME,
	type RuntimeConfig,
	readRuntimeConfig,
	regionForOffset,
} from '@dragondle/core'
import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from './storage/keys.ts'
import { readValue } from './storage/store.ts'

/** The install's runtime settings, as core's schema reads them from the page's tag. */
export type { RuntimeConfig } from '@dragondle/core'

let cached: RuntimeConfig | undefined

/**
 * Reads the last config meta tag once; a missing or broken tag gives the defaults, a bad field its
 * own fallback (core's runtime-config.ts, whose schema is built on this first read: decision 113).
 */
export function runtimeConfig(): RuntimeConfig {
	if (cached) return cached
	// a page rendered by the build (decision 094) has no tag yet: the server adds it when it serves
	if (typeof document === 'undefined') return defaultRuntimeConfig()
	// the last tag: the server's, written at the end of the body, overrides the build's placeholder
	const tags = document.querySelectorAll(`meta[name="${RUNTIME_CONFIG_TAG_NAME}"]`)
	cached = readRuntimeConfig(tags[tags.length - 1]?.getAttribute('content'))
	return cached
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
