import {
	type CacheBundle,
	CacheBundleSchema,
	gameNumeroAt,
	MODES,
	REGIONS,
	VersionSchema,
} from '@dragondle/core'
import type { SealedAnswer } from '../today.ts'
import { JSON_TYPE, NO_CACHE, type RouteContext, type ZodApp } from './context.ts'

/** GET /cache/version.json, and the encrypted bundle of every mode's answers at two paths. */
export function registerCacheRoutes(app: ZodApp, ctx: RouteContext) {
	app.get(
		'/cache/version.json',
		{ schema: { response: { 200: VersionSchema } } },
		async (_request, reply) => {
			reply.header('cache-control', NO_CACHE)
			return { version: ctx.version }
		},
	)
	const currentBundle = createBundleCache(ctx)
	// the body is a CacheBundle (core's CacheBundleSchema), serialized once per change
	for (const url of ['/cache/cache.json', '/api/cache']) {
		app.get(url, async (_request, reply) => {
			reply.header('cache-control', NO_CACHE)
			return reply.type(JSON_TYPE).send(await currentBundle())
		})
	}
}

/**
 * The bundle changes only with a region's game number (arithmetic on the clock); it is built from
 * the sealed answers and serialized once per change.
 */
function createBundleCache(ctx: RouteContext): () => Promise<string> {
	let last: { key: string; body: Promise<string> } | undefined
	return () => {
		const key = REGIONS.map((region) => gameNumeroAt(ctx.clock(), region, ctx.config.launchDay)).join(',')
		if (last?.key !== key) {
			const sealed = Promise.all(MODES.flatMap((mode) => REGIONS.map((region) => ctx.sealed(mode, region))))
			last = { key, body: sealed.then((all) => JSON.stringify(bundleOf(all))) }
		}
		return last.body
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
