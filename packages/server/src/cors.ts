import type { FastifyCorsOptions, FastifyCorsOptionsDelegate } from '@fastify/cors'
import type { FastifyRequest } from 'fastify'

/** Preflights are asked again after this long: the most Chromium keeps one (2 h). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200

/** Whether a path is one the app calls across origins: the API and the daily cache. */
function isAppPath(url: string): boolean {
	return /^\/(api|cache)(\/|$|\?)/.test(url)
}

/**
 * CORS for the mobile app (decision 086): its pages come from the device (capacitor://localhost,
 * https://localhost), so its calls to the API and the daily cache cross origins. Only those paths,
 * only the given origins, no cookies (the game has none); pages and files stay same-origin only.
 */
export function appCorsOptions(origins: readonly string[]): FastifyCorsOptionsDelegate {
	const allowed: FastifyCorsOptions = {
		origin: [...origins],
		methods: ['GET', 'HEAD', 'POST'],
		allowedHeaders: ['content-type', 'accept', 'x-transfer-key'],
		maxAge: PREFLIGHT_MAX_AGE_SECONDS,
		// an OPTIONS without its CORS headers gets an empty 204, not the plugin's text/plain 400
		strictPreflight: false,
	}
	const isCors = (request: FastifyRequest) =>
		origins.length > 0 && request.headers.origin !== undefined && isAppPath(request.url)
	// a request that is no CORS request goes on as before: an OPTIONS of one is the usual 404
	return (request, callback) => callback(null, isCors(request) ? allowed : { origin: false })
}
