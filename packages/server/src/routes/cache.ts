import {
	type CacheBundle,
	CacheBundleSchema,
	encryptJson,
	MODES,
	REGIONS,
	VersionSchema,
} from '@dragondle/core'
import { type Today, todayIn } from '../today.ts'
import { NO_CACHE, type RouteContext, type ZodApp } from './context.ts'

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
	const schema = { response: { 200: CacheBundleSchema } }
	for (const url of ['/cache/cache.json', '/api/cache']) {
		app.get(url, { schema }, async (_request, reply) => {
			reply.header('cache-control', NO_CACHE)
			return currentBundle()
		})
	}
}

/** The bundle changes only with a region's game number, so it is encrypted once per change. */
function createBundleCache(ctx: RouteContext): () => Promise<CacheBundle> {
	const deps = { daily: ctx.daily, clock: ctx.clock, launchDay: ctx.config.launchDay }
	let last: { key: string; bundle: CacheBundle } | undefined
	return async () => {
		const todays = MODES.flatMap((mode) => REGIONS.map((region) => todayIn(deps, mode, region)))
		const key = todays.map((today) => today.gameNumero).join(',')
		if (last?.key !== key) last = { key, bundle: await encryptBundle(todays, ctx.config.answerKey) }
		return last.bundle
	}
}

async function encryptBundle(todays: readonly Today[], answerKey: string): Promise<CacheBundle> {
	const entries = await Promise.all(
		todays.map(async ({ mode, region, answer }) => ({
			mode,
			[`answerEncrypted_${region}`]: await encryptJson(answer, answerKey),
			[`answerNameEncrypted_${region}`]: await encryptJson(answer.champion_name, answerKey),
		})),
	)
	const bundle: Record<string, Record<string, string>> = {}
	for (const { mode, ...fields } of entries) bundle[mode] = { ...bundle[mode], ...fields }
	return CacheBundleSchema.parse(bundle)
}
