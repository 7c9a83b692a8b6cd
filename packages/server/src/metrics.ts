import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'
import { secretMatcher } from './secrets.ts'

/**
 * The server's Prometheus metrics (GET /metrics, never on the public port unless a bearer token is
 * configured; see `registerMetricsRoute` and `serveMetrics`): requests and latencies per route,
 * wins recorded, database errors, and the process's own (memory, event loop, GC). One registry per
 * app, so tests and several apps in one process never share counters.
 */
export type Metrics = {
	registry: Registry
	winsRecorded: Counter<'mode'>
	databaseErrors: Counter
}

export function createMetrics(): Metrics {
	const registry = new Registry()
	collectDefaultMetrics({ register: registry })
	return {
		registry,
		winsRecorded: new Counter({
			name: 'dragondle_wins_recorded_total',
			help: 'Wins recorded for the first time, per mode',
			labelNames: ['mode'],
			registers: [registry],
		}),
		databaseErrors: new Counter({
			name: 'dragondle_database_errors_total',
			help: 'Calls to the database (or the Redis winner counter) that failed',
			registers: [registry],
		}),
	}
}

declare module 'fastify' {
	interface FastifyRequest {
		dragondleStartedAt: number
	}
	interface FastifyContextConfig {
		/** The route label of this route's answers, when not its pattern (a catch-all's 404s). */
		metricsRoute?: string
	}
}

/** The route label of every answer no route gave (404s, probes): one label, never the raw URL. */
export const UNMATCHED = 'unmatched'
type Label = 'method' | 'route' | 'status'
const LABELS: Label[] = ['method', 'route', 'status']
const DURATION = 'http_request_duration_seconds'
/** A cached answer takes well under a millisecond; a database write a few. */
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]
/** Fastify's request, left on Node's by the request hook: one property, the fewer the better. */
const REQUEST = Symbol('dragondle.request')
type MeasuredRequest = IncomingMessage & { [REQUEST]?: FastifyRequest }
type FinishedAnswer = { request: MeasuredRequest; response: ServerResponse; server: unknown }

/**
 * Times every answer by route pattern (never by raw URL, which would grow without end) into
 * prom-client's histogram `http_request_duration_seconds`, and counts it in `http_requests_total`.
 *
 * The answer's end is taken from Node's own `http.server.response.finish` diagnostics channel, not
 * from a Fastify `onResponse` hook (fastify-metrics' way): the hook makes Fastify attach listeners
 * to every response and run a hook chain after it, which cost a cached answer about a third of its
 * CPU (decision 095). The start and Fastify's request are noted by the contexts' request hook
 * through the function returned here. Answers given without reaching it (a URL that does not
 * decode) count under `unmatched`, untimed; `inject()` answers, which bypass the HTTP server, are
 * not counted.
 */
export function measureRequests(app: FastifyInstance, metrics: Metrics): (request: FastifyRequest) => void {
	const { registry } = metrics
	const durations = new Histogram({
		name: DURATION,
		help: 'Time to answer, per method, route pattern and status',
		labelNames: LABELS,
		buckets: BUCKETS,
		registers: [registry],
	})
	const untimed = new Counter({
		name: 'untimed',
		help: 'Answers given before routing',
		labelNames: LABELS,
		registers: [],
	})
	new Counter({
		name: 'http_requests_total',
		help: 'HTTP requests answered, per method, route pattern and status',
		labelNames: LABELS,
		registers: [registry],
		// the histogram's counts and the untimed answers, read at scrape time: an answer costs one
		// observation, not two
		async collect() {
			this.reset()
			const timed = (await durations.get()).values.filter(
				(sample) => sample.metricName === `${DURATION}_count`,
			)
			for (const { labels, value } of [...timed, ...(await untimed.get()).values]) this.inc(labels, value)
		},
	})
	function onFinish(message: unknown) {
		const { request, response, server } = message as FinishedAnswer
		// the channel is the process's: other servers (tests run several) count their own
		if (server !== app.server) return
		const measured = request[REQUEST]
		const method = request.method ?? 'GET'
		const status = response.statusCode
		if (measured === undefined) {
			untimed.inc({ method, route: UNMATCHED, status })
			return
		}
		// read at the end: a route that hands over to the not-found handler is no longer that route
		const { config, url } = measured.routeOptions
		const route = config.metricsRoute ?? url ?? UNMATCHED
		durations.observe({ method, route, status }, (performance.now() - measured.dragondleStartedAt) / 1000)
	}
	subscribe('http.server.response.finish', onFinish)
	app.addHook('onClose', (_instance, done) => {
		unsubscribe('http.server.response.finish', onFinish)
		done()
	})
	app.decorateRequest('dragondleStartedAt', 0)
	return (request) => {
		request.dragondleStartedAt = performance.now()
		const raw: MeasuredRequest = request.raw
		raw[REQUEST] = request
	}
}

/**
 * GET /metrics on the public port only with METRICS_TOKEN, and only for its bearer: the metrics
 * tell traffic and timings, and a scrape costs ten requests' work. Without a token the route does
 * not exist.
 */
export function registerMetricsRoute(
	app: FastifyInstance,
	metrics: Metrics,
	bearerToken: string | undefined,
) {
	if (bearerToken === undefined) return
	const isBearer = bearerChecker(bearerToken)
	app.get('/metrics', async (request, reply) => {
		if (!isBearer(request.headers.authorization)) {
			reply.code(401).header('www-authenticate', 'Bearer realm="metrics"')
			return { message: 'The metrics need their bearer token.', code: 'UNAUTHORIZED' }
		}
		reply.header('cache-control', 'no-store').type(metrics.registry.contentType)
		return metrics.registry.metrics()
	})
}

/** Whether an Authorization header carries this bearer token (compared in constant time). */
function bearerChecker(token: string): (authorization: string | undefined) => boolean {
	const isToken = secretMatcher(token)
	return (authorization) => isToken(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1])
}

/**
 * GET /metrics on a listener of its own (METRICS_PORT, on METRICS_HOST: loopback by default), for
 * a Prometheus that scrapes the instance directly; anything else there is a 404. Resolves once
 * listening.
 */
export async function serveMetrics(registry: Registry, host: string, port: number): Promise<Server> {
	const server = createServer((request, response) => {
		const path = (request.url ?? '').split('?')[0]
		if (request.method !== 'GET' || path !== '/metrics') {
			response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n')
			return
		}
		registry.metrics().then(
			(text) =>
				response
					.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
					.end(text),
			() => response.writeHead(500).end(),
		)
	})
	server.requestTimeout = 10_000
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, host, () => resolve())
	})
	return server
}
