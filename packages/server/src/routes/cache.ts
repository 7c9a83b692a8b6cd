import {
	type CacheBundle,
	CacheBundleSchema,
	gameNumeroAt,
	MODES,
	REGIONS,
	VersionSchema,
} from '@dragondle/core'
import { LRUCache } from 'lru-cache'
import * as v from 'valibot'
import type { Clock, SealedAnswer, SealedAnswers } from '../today.ts'
import { type BundleCache, JSON_TYPE, NO_CACHE, type RouteContext, type SchemaApp } from './context.ts'

/** GET /cache/version.json, and the encrypted bundle of every mode's answers (under the `/cache/` prefix). */
export function registerCacheRoutes(app: SchemaApp, ctx: RouteContext) {
	app.get('/version.json', { schema: { response: { 200: VersionSchema } } }, async (_request, reply) => {
		reply.header('cache-control', NO_CACHE)
		return { version: ctx.version }
	})
	registerBundleRoute(app, '/cache.json', ctx.bundle)
}

/** GET /api/cache: the same bundle, on the API (under the `/api/` prefix). */
export function registerApiCacheRoute(app: SchemaApp, ctx: RouteContext) {
	registerBundleRoute(app, '/cache', ctx.bundle)
}

/**
 * The bundle's body is a CacheBundle (core's CacheBundleSchema), checked and serialized once per
 * change (decision 091).
 */
function registerBundleRoute(app: SchemaApp, url: string, bundle: BundleCache) {
	app.get(url, async (_request, reply) => {
		reply.header('cache-control', NO_CACHE).type(JSON_TYPE)
		return reply.send(await bundle.get())
	})
}

/**
 * The bundle changes only with a region's game number (arithmetic on the clock); it is built from
 * the sealed answers and serialized once per change (lru-cache's `fetch`, as the sealed answers).
 */
export function createBundleCache(deps: {
	sealed: SealedAnswers
	clock: Clock
	launchDay: string
}): BundleCache {
	const built = new LRUCache<string, string>({
		max: 2,
		fetchMethod: async () => {
			const sealed = MODES.flatMap((mode) => REGIONS.map((region) => deps.sealed.get(mode, region)))
			return JSON.stringify(bundleOf(await Promise.all(sealed)))
		},
	})
	return {
		get() {
			const now = deps.clock()
			return built.forceFetch(REGIONS.map((region) => gameNumeroAt(now, region, deps.launchDay)).join(':'))
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
	return v.parse(CacheBundleSchema, bundle)
}
