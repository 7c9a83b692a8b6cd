import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import { handleNotFound } from './errors.ts'

/** Preflights are asked again after this long: the most Chromium keeps one (2 h). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200

/** Whether a path is one the app calls across origins: the API and the daily cache. */
export function isAppPath(url: string): boolean {
	return /^\/(api|cache)(\/|$|\?)/.test(url)
}

/**
 * CORS for the mobile app (decision 086): its pages come from the device (capacitor://localhost,
 * https://localhost), so its calls to the API and the daily cache cross origins. Only those paths,
 * only the given origins, no cookies (the game has none); pages and files stay same-origin only.
 *
 * Registered in the context that holds only the API and cache routes, with options fixed once:
 * the plugin's per-request options delegate (one context for the whole site, deciding by path)
 * rebuilt its options on every answer, which cost the ping a quarter of its throughput. The
 * preflight route the plugin adds answers any path's OPTIONS; a page's gets the usual 404.
 */
export async function registerAppCors(instance: FastifyInstance, origins: readonly string[]) {
	if (origins.length === 0) return
	instance.addHook('onRequest', (request, reply, done) => {
		// a hook that answers does not call done(): the request goes no further
		if (request.method === 'OPTIONS' && !isAppPath(request.url)) handleNotFound(request, reply)
		else done()
	})
	await instance.register(cors, {
		origin: [...origins],
		methods: ['GET', 'HEAD', 'POST'],
		allowedHeaders: ['content-type', 'accept', 'x-transfer-key'],
		maxAge: PREFLIGHT_MAX_AGE_SECONDS,
		// an OPTIONS without its CORS headers gets an empty 204, not the plugin's text/plain 400
		strictPreflight: false,
	})
}
