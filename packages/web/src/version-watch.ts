import { fetchFrontVersion } from './api-request.ts'
import { STORAGE_KEYS } from './storage/keys.ts'
import { readValue, writeValue } from './storage/store.ts'

/**
 * Fetches the deployed front version and reloads the page when it differs from the stored one
 * (docs/product.md §4 "Version checks"). The first check only stores it; an unreachable server changes nothing.
 */
export async function checkFrontVersion(
	fetchVersion: () => Promise<number> = fetchFrontVersion,
	reload: () => void = () => window.location.reload(),
): Promise<void> {
	let version: number
	try {
		version = await fetchVersion()
	} catch {
		return
	}
	const stored = readValue(STORAGE_KEYS.frontVersion)
	if (stored === version) return
	writeValue(STORAGE_KEYS.frontVersion, version)
	if (stored !== null) reload()
}

/** What start.tsx tells the watch: each page the player is shown, and when to stop. */
export type FrontVersionWatch = { pageShown: (pathname: string) => void; stop: () => void }

/** Checks on start, on each change of page and when the tab becomes visible. */
export function watchFrontVersion(check: () => Promise<void> = checkFrontVersion): FrontVersionWatch {
	let isChecking = false
	function run() {
		if (isChecking) return
		isChecking = true
		check().finally(() => {
			isChecking = false
		})
	}
	let shown: string | null = null
	function pageShown(pathname: string) {
		if (shown === null) shown = pathname
		if (pathname === shown) return
		shown = pathname
		run()
	}
	function handleVisibility() {
		if (document.visibilityState === 'visible') run()
	}
	document.addEventListener('visibilitychange', handleVisibility)
	run()
	return { pageShown, stop: () => document.removeEventListener('visibilitychange', handleVisibility) }
}
