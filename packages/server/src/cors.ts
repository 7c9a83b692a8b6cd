import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { handleNotFound } from './errors.ts'

/** Preflights are asked again after this long: the most Chromium keeps one (2 h). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200

/** What a preflight from an allowed origin is told: the methods and headers the app sends. */
const PREFLIGHT_HEADERS = Object.freeze({
	'access-control-allow-methods': 'GET, HEAD, POST',
	'access-control-allow-headers': 'content-type, accept, x-transfer-key',
	'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
	'content-length': '0',
})

/**
 * CORS for the mobile app (decision 086): its pages come from the device (capacitor://localhost,
 * https://localhost), so its calls to the API and the daily cache cross origins. Only those paths
 * (the app's request hook calls the function returned here for them alone), only the given
 * origins, no cookies (the game has none); pages and files stay same-origin only (the daily
 * pictures, public, are readable by any origin: app.ts). A request from an allowed origin gets
 * `access-control-allow-origin`; its preflight is answered 204 here. Any other OPTIONS is the usual
 * 404. Every data answer then varies by Origin (`vary: Origin`, set with their headers), as some
 * (the daily cache, `/api/cache`, `/api/app-version`) may be kept by a cache.
 *
 * Our own code rather than @fastify/cors (decision 090), called from the one request hook every
 * request already passes (decision 091): the plugin works out every answer's headers through its
 * general options (the route's options built twice, the options copied, the Vary header parsed),
 * a cost the cheapest answers showed, for one fixed list of origins.
 *
 * Registers the preflight routes and returns the check the request hook calls; undefined when no
 * origin may read across (APP_ORIGINS empty): nothing to do then.
 */
export function registerAppCors(
	instance: FastifyInstance,
	origins: readonly string[],
): ((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined {
	if (origins.length === 0) return undefined
	const allowed = new Set(origins)
	// a preflight must be routed to reach the request hook: one the hook did not answer is a 404
	for (const path of ['/api/*', '/cache/*']) {
		instance.options(path, (request, reply) => handleNotFound(request, reply))
	}
	/** Adds the CORS header for an allowed origin; true when it answered the request (a preflight). */
	return (request, reply) => {
		const { origin } = request.headers
		if (origin === undefined || !allowed.has(origin)) return false
		reply.header('access-control-allow-origin', origin)
		if (request.method !== 'OPTIONS') return false
		reply.code(204).headers(PREFLIGHT_HEADERS).send()
		return true
	}
}
