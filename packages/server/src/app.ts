import type { ContentPack } from '@dragondle/content'
import { type ArtNames, PICTURES_URL } from '@dragondle/content/art-names'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { clientNetwork } from './client-network.ts'
import type { Config } from './config.ts'
import { registerAppCors } from './cors.ts'
import { createDailyAnswers } from './daily.ts'
import { answerClientError, handleError, handleNotFound } from './errors.ts'
import { createMetrics, type Metrics, measureRequests } from './metrics.ts'
import { createPlayerIds } from './player-ids.ts'
import { registerAppVersionRoutes } from './routes/app-version.ts'
import { registerCacheRoutes } from './routes/cache.ts'
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
import { dataSecurityHeaders, securityHeaders } from './security.ts'
import { readBuildVersion } from './site-files.ts'
import { staticRoutes } from './static.ts'
import { guardStore } from './store/guarded-store.ts'
import { withRedisWinners } from './store/redis-winners.ts'
import type { Store } from './store/store.ts'
import { type Clock, createSealedAnswers } from './today.ts'
import { rememberingValidatorCompiler } from './validation.ts'

/** Requests carry a few short fields; anything bigger is a mistake or an attack. */
const BODY_LIMIT = 16 * 1024
const SECURITY_HEADERS = securityHeaders()
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

/** The whole HTTP surface (docs/architecture.md), ready for `inject()` or `listen()`; it never listens itself. */
export function buildApp(deps: AppDeps): FastifyInstance {
	const app = Fastify({
		// Fastify's own logger would log two lines per request and, even with those switched off,
		// make a child logger and attach response listeners for every request: a quarter of the
		// cheapest routes' cost (decision 077). Traffic is counted by /metrics; errors are logged by
		// the error handlers through `request.log`, which is the app's logger itself.
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
			reply.headers(SECURITY_HEADERS)
			return handleError(error, request, reply)
		},
		// what Node's parser refuses before routing gets the same shape and headers too
		clientErrorHandler: (error, socket) => answerClientError(error, socket, SECURITY_HEADERS),
	})
	// Node answers an Expect header it cannot meet with a bare 417; ours has the usual body and headers
	app.server.on('checkExpectation', (_request, response) => {
		const body = JSON.stringify({
			message: 'Only "Expect: 100-continue" is supported.',
			code: 'EXPECTATION_FAILED',
		})
		response
			.writeHead(417, { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8' })
			.end(body)
	})
	app.setValidatorCompiler(rememberingValidatorCompiler)
	// Responses are our own objects, already shaped by the route's types: plain JSON is enough, and
	// validating each one with zod again would halve the throughput of the cached routes.
	app.setSerializerCompiler(() => (data) => JSON.stringify(data))
	app.setErrorHandler(handleError)
	app.setNotFoundHandler(handleNotFound)
	// Every body is JSON: any other type is a 415 rather than a string that fails validation.
	app.removeContentTypeParser('text/plain')
	app.register(rateLimit, {
		global: false,
		redis: deps.redis,
		nameSpace: 'dragondle:rate:',
		// a Redis that is down must not lock players out: the request goes through uncounted
		skipOnError: true,
		// per client network: an IPv6 host holds a whole /64 and could otherwise count as many
		keyGenerator: (request) => clientNetwork(request.ip),
		errorResponseBuilder: (_request, context) => ({
			statusCode: 429,
			message: `Too many requests from your address; try again in ${context.after}.`,
		}),
	})
	const metrics = deps.metrics ?? createMetrics()
	const noteStart = measureRequests(app, metrics, deps.config.metrics.token)
	// the data answers' headers, each set in one object (decisions 090, 091); when the app's CORS
	// answers some origins, every data answer varies by Origin, as some may be kept by a cache
	// (the daily cache, /api/cache and /api/app-version are no-cache, not no-store)
	const vary = deps.config.appOrigins.length > 0 ? { vary: 'Origin' } : {}
	const apiHeaders = Object.freeze({ ...dataSecurityHeaders(), 'cache-control': NO_STORE, ...vary })
	const cacheHeaders = Object.freeze({ ...dataSecurityHeaders(), ...vary })
	const cors = registerAppCors(app, deps.config.appOrigins)
	// Every request passes here, and only here: one callback hook (not an async one, which costs a
	// promise) does what each answer needs before its route, as each hook costs every request its
	// runner (decision 091).
	app.addHook('onRequest', (request, reply, done) => {
		noteStart(request)
		const { url } = request
		const api = url.startsWith('/api/')
		const data = api || url.startsWith('/cache/')
		reply.headers(api ? apiHeaders : data ? cacheHeaders : SECURITY_HEADERS)
		// a hook that answers does not call done(): the request goes no further
		if (url.length > MAX_URL_LENGTH) {
			reply.code(414).send({ message: 'The address is too long.', code: 'URI_TOO_LONG' })
			return
		}
		// the app's CORS, on the data paths alone; a preflight is answered there
		if (data && cors?.(request, reply)) return
		// the daily pictures are public, and the app (on its own origin) draws them into a canvas
		if (url.startsWith(PICTURES_URL)) reply.header('access-control-allow-origin', '*')
		done()
	})
	// Closing (SIGTERM): a keep-alive socket whose answer ends after the listener closed must not
	// hold the drain open waiting for a next request that will never be served.
	app.addHook('preClose', (done) => {
		app.server.keepAliveTimeout = 1
		done()
	})
	const store = deps.redis ? withRedisWinners(deps.store, deps.redis) : deps.store
	const draw = { secret: deps.config.scheduleSecret, v2From: deps.config.scheduleV2From }
	const daily = createDailyAnswers(deps.content, draw, deps.artNames)
	const todayDeps = { daily, clock: deps.clock, launchDay: deps.config.launchDay }
	const ctx: RouteContext = {
		store: guardStore(store, () => metrics.databaseErrors.inc()),
		clock: deps.clock,
		config: deps.config,
		daily,
		sealed: createSealedAnswers(todayDeps, deps.config.answerKey),
		version: readBuildVersion(deps.config.webDist),
		playerIds: createPlayerIds(deps.config.scheduleSecret),
		onWinRecorded: (mode) => metrics.winsRecorded.inc({ mode }),
	}
	app.register(async (instance) => {
		registerHealthRoutes(instance.withTypeProvider<ZodTypeProvider>(), ctx)
	})
	// inside a plugin, so the rate limiter (registered above) has loaded when the routes are added
	app.register(async (instance) => {
		const api = instance.withTypeProvider<ZodTypeProvider>()
		for (const register of [
			registerPingRoutes,
			registerAppVersionRoutes,
			registerCacheRoutes,
			registerGamesRoutes,
			registerPracticeRoutes,
			registerPlayerRoutes,
			registerChallengeRoutes,
			registerWinnersRoutes,
			registerTransferRoutes,
			registerStreakRoutes,
		]) {
			register(api, ctx)
		}
	})
	const { answerKey, launchDay, transferKey, links } = deps.config
	const runtimeConfig = { answerKey, launchDay, transferKey, version: ctx.version, ...links }
	app.register(staticRoutes, {
		webDist: deps.config.webDist,
		runtimeConfig,
		artNames: deps.artNames,
		log: deps.logger,
	})
	return app
}
