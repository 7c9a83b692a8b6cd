import type { FastifyCorsOptions } from '@fastify/cors'
import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import { RefusedError } from './errors.ts'

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

/**
 * An onRequest hook refusing a request a browser sends from a page of another site (decision 107):
 * 403 FOREIGN_ORIGIN. A page elsewhere could otherwise have its visitors' browsers call the route (a
 * POST without a body needs no preflight), spending their addresses' allowances though it cannot
 * read the answers. Allowed: the page's own origin (Sec-Fetch-Site: same-origin, or an Origin whose
 * host is the request's, as behind a proxy or a development server the scheme or port may differ),
 * the app's origins (APP_ORIGINS), and a request with no Origin at all, which no browser sends
 * from another site: a command line or a server, which could send any Origin it liked anyway.
 */
export function refuseOtherSites(appOrigins: readonly string[]): onRequestHookHandler {
	const allowed = new Set(appOrigins)
	return (request, _reply, done) => {
		done(isFromAllowedOrigin(request, allowed) ? undefined : foreignOrigin())
	}
}

function isFromAllowedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
	const site = request.headers['sec-fetch-site']
	if (site === 'same-origin') return true
	const { origin } = request.headers
	if (origin === undefined) return site !== 'cross-site' && site !== 'same-site'
	const host = hostOf(origin)
	return allowed.has(origin) || (host !== undefined && host === request.host.toLowerCase())
}

/** The host (and port) of an origin; undefined for one that is none ('null', ''). */
function hostOf(origin: string): string | undefined {
	return URL.canParse(origin) ? new URL(origin).host || undefined : undefined
}

function foreignOrigin(): RefusedError {
	const message = 'This route answers the game’s own pages and app only, not a page of another site.'
	return new RefusedError(403, message, 'FOREIGN_ORIGIN')
}
