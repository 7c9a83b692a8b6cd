/** The precached page every navigation falls back to offline (vite.config.ts renames index.html). */
export const SHELL_URL = '/'

/**
 * Requests the worker keeps for the day: the cached bundle, today's answer of a mode and its
 * name, and the winner count. Never /cache/version.json, which must always reach the server.
 */
export function isDailyData(pathname: string): boolean {
	return (
		pathname === '/cache/cache.json' ||
		/^\/api\/games\/[a-z]+\/answer(\/name)?$/.test(pathname) ||
		/^\/api\/winners\/[a-z]+$/.test(pathname)
	)
}

/** The image modes' pictures, named by content hash (never the character icons, which are precached). */
export function isArtPicture(pathname: string): boolean {
	return pathname.startsWith('/art/i/')
}
