import type { FastifyCorsOptions } from '@fastify/cors'

/** Preflights are asked again after this long: the most Chromium keeps one (2 h). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200

/**
 * @fastify/cors options for the mobile app (decision 086): its pages come from the device
 * (capacitor://localhost, https://localhost), so its calls to the API and the daily cache cross
 * origins. The plugin is registered in the contexts of `/api/` and `/cache/` alone (app.ts), so
 * pages and files stay same-origin only (the daily pictures, public, are readable by any origin:
 * static.ts). Only the given origins, no cookies (the game has none). A request from an allowed
 * origin gets `access-control-allow-origin`; its preflight is answered 204 with the methods and
 * headers the app sends, whatever it asks (the app's own preflights always ask these). Any other
 * preflight is the context's 404. Every data answer varies by Origin (`vary: Origin`), as some (the
 * daily cache, `/api/cache`, `/api/app-version`) may be kept by a cache.
 *
 * Undefined when no origin may read across (APP_ORIGINS empty): the plugin is not registered then.
 */
export function appCorsOptions(origins: readonly string[]): FastifyCorsOptions | undefined {
	if (origins.length === 0) return undefined
	const allowed = new Set(origins)
	return {
		// a function, not the list: the plugin answers a refused origin's preflight with its
		// methods and headers when given a list; refused here, the preflight is a 404
		origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
		methods: 'GET, HEAD, POST',
		allowedHeaders: 'content-type, accept, x-transfer-key',
		maxAge: PREFLIGHT_MAX_AGE_SECONDS,
		// a preflight without Access-Control-Request-Method is still answered 204, not a text/plain 400
		strictPreflight: false,
	}
}
