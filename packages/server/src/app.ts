import type { ContentPack } from '@dragondle/content'
import type { ArtNames } from '@dragondle/content/art-names'
import fastifyCors from '@fastify/cors'
import Fastify, {
	type FastifyBaseLogger,
	type FastifyInstance,
	type FastifyRequest,
	LogController,
	type onRequestHookHandler,
} from 'fastify'
import type { Redis } from 'ioredis'
import type { Config } from './config.ts'
import { appCorsOptions } from './cors.ts'
import { createDailyAnswers } from './daily.ts'
import { answerClientError, handleError, handleNotFound } from './errors.ts'
import { pageRuntimeConfig } from './html-config.ts'
import {
	countBeforeRouting,
	createMetrics,
	type Metrics,
	measureRequests,
	registerMetricsRoute,
	UNMATCHED,
} from './metrics.ts'
import { createPlayerIds } from './player-ids.ts'
import { registerRateLimits } from './rate-limits.ts'
import { registerAppVersionRoutes } from './routes/app-version.ts'
import { createBundleCache, registerApiCacheRoute, registerCacheRoutes } from './routes/cache.ts'
import { registerChallengeRoutes } from './routes/challenges.ts'
import { NO_STORE, type RouteContext } from './routes/context.ts'
import { registerGamesRoutes } from './routes/games.ts'
import { registerHealthRoutes } from './routes/health.ts'
import { registerPingRoutes } from './routes/ping.ts'
import { registerPlayerRoutes } from './routes/players.ts'
import { registerPracticeRoutes } from './routes/practice.ts'
import { registerStreakRoutes } from './routes/streak.ts'
import { registerTransferRoutes } from './routes/transfer.ts'
import { registerWinnersRoutes } from './routes/winners.ts'
import { DATA_HEADERS, pageHeaders } from './security.ts'
import { readBuildVersion } from './site.ts'
import { staticRoutes } from './static.ts'
import { guardStore } from './store/guarded-store.ts'
import { withRedisWinners } from './store/redis-winners.ts'
import type { Store } from './store/store.ts'
import { type Clock, createSealedAnswers } from './today.ts'
import { serializerCompiler, type ValibotTypeProvider, validatorCompiler } from './valibot-fastify.ts'

/** Requests carry a few short fields; anything bigger is a mistake or an attack. */
const BODY_LIMIT = 16 * 1024

/** No URL of ours is long; a longer one is refused with 414 before routing. */
const MAX_URL_LENGTH = 2048
/**
 * How long a client may take, so that slow senders cannot hold connections (and file descriptors)
 * open: the headers within 10 s, the whole request within 20 s (Node checks every 2 s, so a request
 * trickled byte by byte is cut with a 408 within 22 s), 30 s of silence on a socket, 10 s idle
 * between keep-alive requests (behind nginx, its upstream keep-alive is shorter: deploy/nginx.conf).
 */
export const TIMEOUTS = Object.freeze({
	headersMs: 10_000,
	requestMs: 20_000,
	checkEveryMs: 2_000,
	idleSocketMs: 30_000,
	keepAliveMs: 10_000,
})

export type AppDeps = {
	store: Store
	clock: Clock
	config: Config
	content: ContentPack
	/** The keyed URLs of the image modes' pictures (loadArtNames(SCHEDULE_SECRET) in production). */
	artNames: ArtNames
	/**
	 * When set (REDIS_URL): rate limits shared by every instance and the winner counter. The caller
	 * owns the connection and closes it.
	 */
	redis?: Redis
	/** Where errors and notices go (a pino logger in production); silent when absent (tests). */
	logger?: FastifyBaseLogger
	/** The metrics the app counts into; its own when absent (main.ts shares them with the metrics port). */
	metrics?: Metrics
}

/**
 * The whole HTTP surface (docs/architecture.md), ready for `inject()` or `listen()`; it never listens
 * itself. Three contexts, each with its own security headers (security.ts) and not-found answer:
 * the API (`/api/`) and the daily cache (`/cache/`), JSON with the app's CORS (@fastify/cors), and the
 * site (pages, files, health, metrics). Requests are limited by @fastify/rate-limit and timed into
 * prom-client (metrics.ts).
 */
export function buildApp(deps: AppDeps): FastifyInstance {
	if (deps.config.secretsToKeep.length > 0) {
		throw new Error(
			`${deps.config.secretsToKeep.join(', ')} not read yet: keepInstallSecrets first (install-secrets.ts)`,
		)
	}
	const metrics = deps.metrics ?? createMetrics()
	// the page's CSP allows the operator's outbound services, when set (decision 099)
	const siteHeaders = pageHeaders(deps.config.outbound)
	const app = Fastify({
		// Fastify's own logger would log two lines per request and, even with those switched off,
		// make a child logger for every request (decision 077). Errors are logged by the error
		// handlers through `request.log`, which is the app's logger itself.
		logger: false,
		...(deps.logger ? { childLoggerFactory: () => deps.logger as FastifyBaseLogger } : {}),
		// No line per request, at any level: a request's URL and headers carry transfer tokens, keys
		// and addresses, which the privacy page promises are never kept (decision 092).
		logController: new LogController({ disableRequestLogging: true }),
		connectionTimeout: TIMEOUTS.idleSocketMs,
		keepAliveTimeout: TIMEOUTS.keepAliveMs,
		requestTimeout: TIMEOUTS.requestMs,
		http: { headersTimeout: TIMEOUTS.headersMs, connectionsCheckingInterval: TIMEOUTS.checkEveryMs },
		bodyLimit: BODY_LIMIT,
		routerOptions: { maxParamLength: 100 },
		trustProxy: deps.config.trustProxy,
		// stop taking requests while closing (SIGTERM), answer the ones in flight
		return503OnClosing: true,
		// a URL that does not decode ('/api/%zz') gets the same answer shape and headers as any error
		frameworkErrors: (error, request, reply) => {
			countBeforeRouting(metrics, request, reply)
			reply.headers(siteHeaders)
			return handleError(error, request, reply)
		},
		// what Node's parser refuses before routing gets the same shape and headers too
		clientErrorHandler: (error, socket) => answerClientError(error, socket, siteHeaders),
	})
	// Node answers an Expect header it cannot meet with a bare 417; ours has the usual body and headers
	app.server.on('checkExpectation', (_request, response) => {
		const body = JSON.stringify({
			message: 'Only "Expect: 100-continue" is supported.',
			code: 'EXPECTATION_FAILED',
		})
		response.writeHead(417, { ...siteHeaders, 'content-type': 'application/json; charset=utf-8' }).end(body)
	})
	app.setValidatorCompiler(validatorCompiler)
	app.setSerializerCompiler(serializerCompiler)
	app.setErrorHandler(handleError)
	// Every body is JSON: any other type is a 415 rather than a string that fails validation.
	app.removeContentTypeParser('text/plain')
	registerRateLimits(app, deps.redis)
	const noteStart = measureRequests(app, metrics)
	// Closing (SIGTERM): a keep-alive socket whose answer ends after the listener closed must not
	// hold the drain open waiting for a next request that will never be served.
	app.addHook('preClose', (done) => {
		app.server.keepAliveTimeout = 1
		done()
	})
	const store = deps.redis ? withRedisWinners(deps.store, deps.redis) : deps.store
	const draw = { secret: deps.config.scheduleSecret }
	const daily = createDailyAnswers(deps.content, draw, deps.artNames)
	const todayDeps = { daily, clock: deps.clock, launchDay: deps.config.launchDay }
	const sealed = createSealedAnswers(todayDeps, deps.config.answerKey)
	const ctx: RouteContext = {
		store: guardStore(store, () => metrics.databaseErrors.inc()),
		clock: deps.clock,
		config: deps.config,
		daily,
		sealed,
		bundle: createBundleCache({ sealed, clock: deps.clock, launchDay: deps.config.launchDay }),
		version: readBuildVersion(deps.config.webDist),
		playerIds: createPlayerIds(deps.config.scheduleSecret),
		onWinRecorded: (mode) => metrics.winsRecorded.inc({ mode }),
	}
	const cors = appCorsOptions(deps.config.appOrigins)
	// the API: never stored, unless a route says so
	app.register(
		async (api) => {
			await dataContext(api, cors, noteStart, { 'cache-control': NO_STORE })
			for (const register of [
				registerPingRoutes,
				registerAppVersionRoutes,
				registerApiCacheRoute,
				registerGamesRoutes,
				registerPracticeRoutes,
				registerPlayerRoutes,
				registerChallengeRoutes,
				registerWinnersRoutes,
				registerTransferRoutes,
				registerStreakRoutes,
			]) {
				register(api.withTypeProvider<ValibotTypeProvider>(), ctx)
			}
		},
		{ prefix: '/api/' },
	)
	app.register(
		async (cache) => {
			await dataContext(cache, cors, noteStart, {})
			registerCacheRoutes(cache.withTypeProvider<ValibotTypeProvider>(), ctx)
		},
		{ prefix: '/cache/' },
	)
	const runtimeConfig = pageRuntimeConfig(deps.config, ctx.version)
	app.register(async (site) => {
		site.addHook('onRequest', answerHook(siteHeaders, noteStart))
		site.setNotFoundHandler(handleNotFound)
		registerHealthRoutes(site.withTypeProvider<ValibotTypeProvider>(), ctx)
		registerMetricsRoute(site, metrics, deps.config.metrics.token)
		await site.register(staticRoutes, {
			webDist: deps.config.webDist,
			runtimeConfig,
			artNames: deps.artNames,
			log: deps.logger,
		})
	})
	return app
}

/**
 * The API's or the daily cache's context: the JSON answers' security headers and `headers`, the
 * app's CORS (when some origin may read across), and a JSON 404 for every path under it no route
 * has (a GET route, as the site's catch-all would take the GETs).
 */
async function dataContext(
	instance: FastifyInstance,
	cors: ReturnType<typeof appCorsOptions>,
	noteStart: (request: FastifyRequest) => void,
	headers: Readonly<Record<string, string>>,
) {
	// first, so that even a preflight the CORS hook answers carries them, and is timed
	instance.addHook('onRequest', answerHook({ ...DATA_HEADERS, ...headers }, noteStart))
	if (cors) await instance.register(fastifyCors, cors)
	instance.setNotFoundHandler(handleNotFound)
	instance.get('/*', { config: { metricsRoute: UNMATCHED } }, handleNotFound)
}

/**
 * What every request needs before its route, in one hook per context (each hook costs every request
 * its runner, decision 091): the answer's start for the metrics, the context's headers set as one
 * object, and the URL length limit. A callback hook, not an async one, which would cost a promise.
 */
function answerHook(
	headers: Readonly<Record<string, string>>,
	noteStart: (request: FastifyRequest) => void,
): onRequestHookHandler {
	return (request, reply, done) => {
		noteStart(request)
		reply.headers(headers)
		if (request.url.length > MAX_URL_LENGTH) {
			// a hook that answers does not call done(): the request goes no further
			reply.code(414).send({ message: 'The address is too long.', code: 'URI_TOO_LONG' })
			return
		}
		done()
	}
}
