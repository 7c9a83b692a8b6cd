import {
	type CacheBundle,
	CacheBundleSchema,
	gameNumeroAt,
	MODES,
	REGIONS,
	VersionSchema,
} from '@dragondle/core'
import type { Clock, SealedAnswer, SealedAnswers } from '../today.ts'
import { type BundleCache, JSON_TYPE, NO_CACHE, type RouteContext, type ZodApp } from './context.ts'

/** GET /cache/version.json, and the encrypted bundle of every mode's answers (under the `/cache/` prefix). */
export function registerCacheRoutes(app: ZodApp, ctx: RouteContext) {
	app.get('/version.json', { schema: { response: { 200: VersionSchema } } }, async (_request, reply) => {
		reply.header('cache-control', NO_CACHE)
		return { version: ctx.version }
	})
	registerBundleRoute(app, '/cache.json', ctx.bundle)
}

/** GET /api/cache: the same bundle, on the API (under the `/api/` prefix). */
export function registerApiCacheRoute(app: ZodApp, ctx: RouteContext) {
	registerBundleRoute(app, '/cache', ctx.bundle)
}

/**
 * The bundle's body is a CacheBundle (core's CacheBundleSchema), checked and serialized once per
 * change and, once built, sent at once (decision 091).
 */
function registerBundleRoute(app: ZodApp, url: string, bundle: BundleCache) {
	app.get(url, (_request, reply) => {
		reply.header('cache-control', NO_CACHE).type(JSON_TYPE)
		const ready = bundle.ready()
		if (ready !== undefined) {
			reply.send(ready)
			return
		}
		return bundle.get().then((body) => reply.send(body))
	})
}

/**
 * The bundle changes only with a region's game number (arithmetic on the clock); it is built from
 * the sealed answers and serialized once per change.
 */
export function createBundleCache(deps: {
	sealed: SealedAnswers
	clock: Clock
	launchDay: string
}): BundleCache {
	type Built = { numeros: number[]; body: Promise<string>; ready?: string }
	let last: Built | undefined
	const current = (): Built | undefined => {
		const now = deps.clock()
		const same = REGIONS.every(
			(region, index) => last?.numeros[index] === gameNumeroAt(now, region, deps.launchDay),
		)
		return same ? last : undefined
	}
	return {
		ready: () => current()?.ready,
		get() {
			const known = current()
			if (known) return known.body
			const now = deps.clock()
			const numeros = REGIONS.map((region) => gameNumeroAt(now, region, deps.launchDay))
			const sealed = MODES.flatMap((mode) => REGIONS.map((region) => deps.sealed.get(mode, region)))
			const built: Built = { numeros, body: Promise.all(sealed).then((all) => JSON.stringify(bundleOf(all))) }
			built.body.then((body) => (built.ready = body)).catch(() => undefined)
			last = built
			return built.body
		},
	}
}

function bundleOf(sealed: readonly SealedAnswer[]): CacheBundle {
	const bundle: Record<string, Record<string, string>> = {}
	for (const { today, answer, name } of sealed) {
		bundle[today.mode] = {
			...bundle[today.mode],
			[`answerEncrypted_${today.region}`]: answer,
			[`answerNameEncrypted_${today.region}`]: name,
		}
	}
	return CacheBundleSchema.parse(bundle)
}
