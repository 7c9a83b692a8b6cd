/**
 * Where the API and the daily cache are asked for: '' (the page's own origin) on the web; in the
 * app build, whose pages load from the device, the server's origin VITE_API_ORIGIN (decision 086).
 */
export function apiOrigin(): string {
	return import.meta.env.VITE_API_ORIGIN ?? ''
}

/** The site's address for players (share texts): the page's own, or in the app the server's. */
export function siteOrigin(): string {
	return apiOrigin() || window.location.origin
}
