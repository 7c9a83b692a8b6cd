import { createServer, type Server } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'
import { secretMatcher } from './secrets.ts'

/**
 * The server's Prometheus metrics (GET /metrics, never on the public port unless a bearer token is
 * configured; see `registerMetricsRoute` and `serveMetrics`): requests and latencies per route,
 * wins recorded, database errors, and the process's own (memory, event loop, GC). One registry per
 * app, so tests and several apps in one process never share counters.
 */
/** The route label of every answer no route gave (404s, probes): one label, never the raw URL. */
export const UNMATCHED = 'unmatched'
type Label = 'method' | 'route' | 'status'
const LABELS: Label[] = ['method', 'route', 'status']

export type Metrics = {
	registry: Registry
	winsRecorded: Counter<'mode'>
	databaseErrors: Counter
	/** Answers given before routing (a URL that does not decode), in `http_requests_total` untimed. */
	untimed: Counter<Label>
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
		untimed: new Counter({
			name: 'untimed',
			help: 'Answers given before routing',
			labelNames: LABELS,
			registers: [],
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

const DURATION = 'http_request_duration_seconds'
/** A cached answer takes well under a millisecond; a database write a few. */
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/**
 * Times every answer by route pattern (never by raw URL, which would grow without end) into
 * prom-client's histogram `http_request_duration_seconds`, and counts it in `http_requests_total`,
 * from Fastify's own `onResponse` hook (decision 121). The start is noted by the contexts' request
 * hook through the function returned here; answers given without reaching it count under
 * `unmatched`, untimed: those of Fastify's `frameworkErrors` (a URL that does not decode), which
 * runs no hook, through `countBeforeRouting`.
 */
export function measureRequests(app: FastifyInstance, metrics: Metrics): (request: FastifyRequest) => void {
	const { registry, untimed } = metrics
	const durations = new Histogram({
		name: DURATION,
		help: 'Time to answer, per method, route pattern and status',
		labelNames: LABELS,
		buckets: BUCKETS,
		registers: [registry],
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
	app.decorateRequest('dragondleStartedAt', 0)
	app.addHook('onResponse', (request, reply, done) => {
		const { method, dragondleStartedAt } = request
		const status = reply.statusCode
		if (dragondleStartedAt === 0) {
			untimed.inc({ method, route: UNMATCHED, status })
		} else {
			// read at the end: a route that hands over to the not-found handler is no longer that route
			const { config, url } = request.routeOptions
			const route = config.metricsRoute ?? url ?? UNMATCHED
			durations.observe({ method, route, status }, (performance.now() - dragondleStartedAt) / 1000)
		}
		done()
	})
	return (request) => {
		request.dragondleStartedAt = performance.now()
	}
}

/** Counts an answer given before routing, which no hook sees, once it is sent. */
export function countBeforeRouting(metrics: Metrics, request: FastifyRequest, reply: FastifyReply) {
	reply.raw.once('finish', () =>
		metrics.untimed.inc({ method: request.method, route: UNMATCHED, status: reply.statusCode }),
	)
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
