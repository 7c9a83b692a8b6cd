import { fetchFrontVersion } from './api-client.ts'
import { readValue, STORAGE_KEYS, writeValue } from './storage.ts'

/**
 * Fetches the deployed front version and reloads the page when it differs from the stored one
 * (spec §4 "Version checks"). The first check only stores it; an unreachable server changes nothing.
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

type Router = { subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void }

/** Checks on start, on each route change and when the tab becomes visible; returns the unsubscribe. */
export function watchFrontVersion(
	router: Router,
	check: () => Promise<void> = checkFrontVersion,
): () => void {
	let isChecking = false
	function run() {
		if (isChecking) return
		isChecking = true
		check().finally(() => {
			isChecking = false
		})
	}
	let pathname: string | null = null
	const unsubscribe = router.subscribe(({ location }) => {
		if (location.pathname === pathname) return
		pathname = location.pathname
		run()
	})
	function handleVisibility() {
		if (document.visibilityState === 'visible') run()
	}
	document.addEventListener('visibilitychange', handleVisibility)
	run()
	return () => {
		unsubscribe()
		document.removeEventListener('visibilitychange', handleVisibility)
	}
}
