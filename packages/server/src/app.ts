import type { ContentPack } from '@dragondle/content'
import type { ArtNames } from '@dragondle/content/art-names'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { createDailyAnswers } from './daily.ts'
import { handleError, handleNotFound } from './errors.ts'
import { registerCacheRoutes } from './routes/cache.ts'
import { NO_STORE, type RouteContext } from './routes/context.ts'
import { registerGamesRoutes } from './routes/games.ts'
import { registerPingRoutes } from './routes/ping.ts'
import { registerWinnersRoutes } from './routes/winners.ts'
import { securityHeaders } from './security.ts'
import { readBuildVersion } from './site-files.ts'
import { staticRoutes } from './static.ts'
import type { Store } from './store/store.ts'
import type { Clock } from './today.ts'

/** Requests carry a few short fields; anything bigger is a mistake or an attack. */
const BODY_LIMIT = 16 * 1024

export type AppDeps = {
	store: Store
	clock: Clock
	config: Config
	content: ContentPack
	/** The opaque URLs of the image modes' pictures (loadArtNames() in production). */
	artNames: ArtNames
	/** Fastify logger options; silent when absent (tests). */
	logger?: FastifyServerOptions['logger']
}

/** The whole HTTP surface (DESIGN.md), ready for `inject()` or `listen()`; it never listens itself. */
export function buildApp(deps: AppDeps): FastifyInstance {
	const app = Fastify({ logger: deps.logger ?? false, bodyLimit: BODY_LIMIT })
	app.setValidatorCompiler(validatorCompiler)
	app.setSerializerCompiler(serializerCompiler)
	app.setErrorHandler(handleError)
	app.setNotFoundHandler(handleNotFound)
	// Every body is JSON: any other type is a 415 rather than a string that fails validation.
	app.removeContentTypeParser('text/plain')
	app.register(helmet, securityHeaders())
	app.addHook('onRequest', async (request, reply) => {
		if (request.url.startsWith('/api/')) reply.header('cache-control', NO_STORE)
	})
	const ctx: RouteContext = {
		store: deps.store,
		clock: deps.clock,
		config: deps.config,
		daily: createDailyAnswers(deps.content, deps.config.scheduleSecret, deps.artNames),
		version: readBuildVersion(deps.config.webDist),
	}
	const api = app.withTypeProvider<ZodTypeProvider>()
	for (const register of [
		registerPingRoutes,
		registerCacheRoutes,
		registerGamesRoutes,
		registerWinnersRoutes,
	]) {
		register(api, ctx)
	}
	const runtimeConfig = { answerKey: deps.config.answerKey, launchDay: deps.config.launchDay }
	app.register(staticRoutes, { webDist: deps.config.webDist, runtimeConfig })
	return app
}
