import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Counter, collectDefaultMetrics, type Metric, Registry } from 'prom-client'
import { secretMatcher } from './secrets.ts'

/**
 * The server's Prometheus metrics (GET /metrics, never on the public port unless a bearer token is
 * configured; see `measureRequests` and `serveMetrics`): requests and latencies
 * per route, wins recorded, database errors, and the process's own (memory, event loop, GC). One
 * registry per app, so tests and several apps in one process never share counters.
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

/**
 * What the request hook leaves for the answer's measurement: Fastify's request on Node's (one
 * property added to Node's object, the fewer the better on every request), and the start on
 * Fastify's request, whose shape declares it (`decorateRequest`).
 */
const REQUEST = Symbol('dragondle.request')
type MeasuredRequest = IncomingMessage & { [REQUEST]?: FastifyRequest }
declare module 'fastify' {
	interface FastifyRequest {
		dragondleStartedAt: number
	}
}
type FinishedAnswer = { request: MeasuredRequest; response: ServerResponse; server: unknown }

/**
 * Counts and times every answer by route pattern (never by raw URL, which would grow without end).
 *
 * The answer's end is taken from Node's own `http.server.response.finish` diagnostics channel, not
 * from a Fastify `onResponse` hook: a hook makes Fastify attach two listeners and a closure to every
 * response and run its hook chain after it, which cost the cheapest routes a fifth of their
 * throughput (decision 077). The start and Fastify's request are noted by the caller's request hook through
 * the function returned here. Answers served without reaching that hook (a URL that does not
 * decode) count under `unmatched`, untimed; `inject()` answers, which bypass the HTTP server, are
 * not counted.
 */
export function measureRequests(
	app: FastifyInstance,
	metrics: Metrics,
	bearerToken: string | undefined,
): (request: FastifyRequest) => void {
	const answers = new AnswerTimes()
	metrics.registry.registerMetric(answers.counter() as unknown as Metric)
	metrics.registry.registerMetric(answers.histogram() as unknown as Metric)
	function onFinish(message: unknown) {
		const { request, response, server } = message as FinishedAnswer
		// the channel is the process's: other servers (tests run several) count their own
		if (server !== app.server) return
		const measured = request[REQUEST]
		const seconds = measured ? (performance.now() - measured.dragondleStartedAt) / 1000 : undefined
		// read at the end: a route that hands over to the not-found handler is no longer that route;
		// unmatched URLs (404s, probes) share one label
		const route = measured?.routeOptions.url ?? 'unmatched'
		answers.add(request.method ?? 'GET', route, response.statusCode, seconds)
	}
	subscribe('http.server.response.finish', onFinish)
	app.addHook('onClose', (_instance, done) => {
		unsubscribe('http.server.response.finish', onFinish)
		done()
	})
	// On the public port only with METRICS_TOKEN, and only for its bearer: the metrics tell traffic
	// and timings, and a scrape costs ten requests' work. Without a token the route does not exist.
	if (bearerToken !== undefined) {
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
	app.decorateRequest('dragondleStartedAt', 0)
	return (request) => {
		request.dragondleStartedAt = performance.now()
		const raw: MeasuredRequest = request.raw
		raw[REQUEST] = request
	}
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

const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const
type Labels = { method: string; route: string; status: string }
/** One method, route and status: its answers, how many were timed, their total time and buckets. */
type Times = { labels: Labels; count: number; timed: number; sum: number; buckets: Float64Array }
type Sample = { metricName?: string; labels: Record<string, string | number>; value: number }

/**
 * Answers counted and timed into plain numbers, read by the registry at scrape time. prom-client's
 * own Counter and Histogram hash their labels on every observation, which cost as much as the rest
 * of a cached answer's work; here an answer costs a map lookup and a few additions.
 */
class AnswerTimes {
	readonly #byKey = new Map<string, Times>()

	add(method: string, route: string, status: number, seconds: number | undefined) {
		const key = `${method} ${route} ${status}`
		let times = this.#byKey.get(key)
		if (!times) {
			const labels = { method, route, status: String(status) }
			times = { labels, count: 0, timed: 0, sum: 0, buckets: new Float64Array(BUCKETS.length) }
			this.#byKey.set(key, times)
		}
		times.count++
		if (seconds === undefined) return
		times.timed++
		times.sum += seconds
		// cumulative buckets are summed at scrape time; here only the first that holds it
		const index = BUCKETS.findIndex((bound) => seconds <= bound)
		if (index >= 0) times.buckets[index] = (times.buckets[index] ?? 0) + 1
	}

	/** `http_requests_total`, as prom-client's registry reads a metric. */
	counter() {
		return this.#metric(
			'http_requests_total',
			'HTTP requests answered, per method, route pattern and status',
			'counter',
			() => [...this.#byKey.values()].map(({ labels, count }): Sample => ({ labels, value: count })),
		)
	}

	/** `http_request_duration_seconds`, with cumulative `le` buckets, `_sum` and `_count`. */
	histogram() {
		const name = 'http_request_duration_seconds'
		return this.#metric(name, 'Time to answer, per method, route pattern and status', 'histogram', () =>
			[...this.#byKey.values()].flatMap(({ labels, timed, sum, buckets }): Sample[] => {
				let cumulative = 0
				const samples = BUCKETS.map((bound, index): Sample => {
					cumulative += buckets[index] ?? 0
					return { metricName: `${name}_bucket`, labels: { le: bound, ...labels }, value: cumulative }
				})
				samples.push({ metricName: `${name}_bucket`, labels: { le: '+Inf', ...labels }, value: timed })
				samples.push({ metricName: `${name}_sum`, labels, value: sum })
				samples.push({ metricName: `${name}_count`, labels, value: timed })
				return samples
			}),
		)
	}

	#metric(name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]) {
		return { name, help, type, get: async () => ({ name, help, type, values: values(), aggregator: 'sum' }) }
	}
}
