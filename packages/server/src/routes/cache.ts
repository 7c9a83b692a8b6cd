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
	const bundle = createBundleCache(ctx)
	// the body is a CacheBundle (core's CacheBundleSchema), serialized once per change and, once
	// built, sent at once (decision 091)
	for (const url of ['/cache/cache.json', '/api/cache']) {
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
}

/**
 * The bundle changes only with a region's game number (arithmetic on the clock); it is built from
 * the sealed answers and serialized once per change.
 */
function createBundleCache(ctx: RouteContext): { get(): Promise<string>; ready(): string | undefined } {
	type Built = { numeros: number[]; body: Promise<string>; ready?: string }
	let last: Built | undefined
	const current = (): Built | undefined => {
		const now = ctx.clock()
		const same = REGIONS.every(
			(region, index) => last?.numeros[index] === gameNumeroAt(now, region, ctx.config.launchDay),
		)
		return same ? last : undefined
	}
	return {
		ready: () => current()?.ready,
		get() {
			const known = current()
			if (known) return known.body
			const now = ctx.clock()
			const numeros = REGIONS.map((region) => gameNumeroAt(now, region, ctx.config.launchDay))
			const sealed = MODES.flatMap((mode) => REGIONS.map((region) => ctx.sealed.get(mode, region)))
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
