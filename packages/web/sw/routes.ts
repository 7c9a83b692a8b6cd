import { type Language, pageFileOf } from '@dragondle/core'

/**
 * The precached page a navigation to `pathname` falls back to offline: that page's first screen, in
 * the language the server would have sent it in (decision 104), kept under its file's own address.
 * No page's address is precached: the precache would answer it before the network, in one language.
 */
export function offlinePageOf(pathname: string, language: Language): string {
	return `/${pageFileOf(pathname, language)}`
}

/** Every mode's encrypted answers of the day in one file (docs/product.md §7). */
export const DAILY_BUNDLE_URL = '/cache/cache.json'

/**
 * Requests the worker keeps for the day: the cached bundle, today's answer of a mode and its
 * name, and the winner count. Never /cache/version.json, which must always reach the server.
 */
export function isDailyData(pathname: string): boolean {
	return (
		pathname === DAILY_BUNDLE_URL ||
		/^\/api\/games\/[a-z]+\/answer(\/name)?$/.test(pathname) ||
		/^\/api\/winners\/[a-z]+$/.test(pathname)
	)
}

/**
 * The image modes' pictures, under names the server keys by its secret, the same for as long as the
 * picture (decision 061); never the character icons, which are precached.
 */
export function isArtPicture(pathname: string): boolean {
	return pathname.startsWith('/art/i/')
}
