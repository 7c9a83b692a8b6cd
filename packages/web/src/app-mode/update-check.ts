import { type AppVersions, fetchAppVersions } from '../api-client.ts'
import { runtimeConfig } from '../config.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue, writeValue } from '../storage/store.ts'
import type { StorePlatform } from '../user-agent.ts'
import { compareVersions } from './versions.ts'

/** docs/product.md §4, §9: the stores' versions are asked at most once per 24 h. */
export const VERSION_CHECK_EVERY_MS = 24 * 60 * 60 * 1000

/** A newer release in this app's store, and where to get it. */
export type AppUpdate = { version: string; storeUrl: string }

type Deps = {
	now: number
	platform: StorePlatform
	installed: () => Promise<string>
	fetchVersions?: () => Promise<AppVersions>
}

/**
 * The store version check (docs/product.md §4 "Version checks"): once 24 h have passed since the last answer,
 * asks the server for the stores' versions and gives the update when this store's is newer than
 * the installed one and the store's page is known. An unreachable server is asked again next time.
 */
export async function findAppUpdate({
	now,
	platform,
	installed,
	fetchVersions = fetchAppVersions,
}: Deps): Promise<AppUpdate | null> {
	const checkedAt = readValue(STORAGE_KEYS.appVersionCheckedAt)
	// a clock set back must not stop the checks for good
	if (checkedAt !== null && checkedAt <= now && now - checkedAt < VERSION_CHECK_EVERY_MS) return null
	let versions: AppVersions
	try {
		versions = await fetchVersions()
	} catch (error) {
		console.info('The store version check failed', error)
		return null
	}
	writeValue(STORAGE_KEYS.appVersionCheckedAt, now)
	const { iosStoreUrl, androidStoreUrl } = runtimeConfig()
	const version = platform === 'ios' ? versions.iosVersion : versions.androidVersion
	const storeUrl = platform === 'ios' ? iosStoreUrl : androidStoreUrl
	if (version === null || storeUrl === undefined) return null
	return compareVersions(version, await installed()) > 0 ? { version, storeUrl } : null
}
