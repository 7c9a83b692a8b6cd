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
 * Whether answers on the app's paths vary by Origin (they do when some origin may read them): the
 * `vary: Origin` header then goes with the data answers' security headers, so a shared cache never
 * hands one origin's answer to another.
 */
export function variesByOrigin(origins: readonly string[]): boolean {
	return origins.length > 0
}

/**
 * CORS for the mobile app (decision 086): its pages come from the device (capacitor://localhost,
 * https://localhost), so its calls to the API and the daily cache cross origins. Only those paths
 * (the hook is registered in the context of their routes alone), only the given origins, no
 * cookies (the game has none); pages and files stay same-origin only. A request from an allowed
 * origin gets `access-control-allow-origin`; its preflight is answered 204 here. Any other OPTIONS
 * is the usual 404.
 *
 * A hook of our own rather than @fastify/cors (decision 090): the plugin works out every answer's
 * headers through its general options (the route's options built twice, the options copied, the
 * Vary header parsed), a cost the cheapest answers showed, for one fixed list of origins.
 */
export function registerAppCors(instance: FastifyInstance, origins: readonly string[]) {
	if (origins.length === 0) return
	const allowed = new Set(origins)
	// a preflight must reach the hook below, so it needs a route: one the hook did not answer is a 404
	for (const path of ['/api/*', '/cache/*']) {
		instance.options(path, (request, reply) => handleNotFound(request, reply))
	}
	instance.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
		const { origin } = request.headers
		if (origin === undefined || !allowed.has(origin)) return done()
		reply.header('access-control-allow-origin', origin)
		if (request.method !== 'OPTIONS') return done()
		// a hook that answers does not call done(): the request goes no further
		reply.code(204).headers(PREFLIGHT_HEADERS).send()
	})
}
