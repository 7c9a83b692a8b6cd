import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

/**
 * The server's Prometheus metrics (DESIGN.md "HTTP surface": GET /metrics): requests and latencies
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

/** Counts and times every answer by route pattern (never by raw URL, which would grow without end). */
export function measureRequests(app: FastifyInstance, metrics: Metrics) {
	const labelNames = ['method', 'route', 'status'] as const
	const requests = new Counter({
		name: 'http_requests_total',
		help: 'HTTP requests answered, per method, route pattern and status',
		labelNames,
		registers: [metrics.registry],
	})
	const durations = new Histogram({
		name: 'http_request_duration_seconds',
		help: 'Time to answer, per method, route pattern and status',
		labelNames,
		buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
		registers: [metrics.registry],
	})
	// one pair of label-bound children per method, route and status: the hook then only adds
	type Label = (typeof labelNames)[number]
	const children = new Map<string, { count: Counter.Internal; time: Histogram.Internal<Label> }>()
	app.addHook('onResponse', (request, reply, done) => {
		// unmatched URLs (404s, probes) share one label
		const route = request.routeOptions.url ?? 'unmatched'
		const key = `${request.method} ${route} ${reply.statusCode}`
		let child = children.get(key)
		if (!child) {
			const labels = { method: request.method, route, status: String(reply.statusCode) }
			child = { count: requests.labels(labels), time: durations.labels(labels) }
			children.set(key, child)
		}
		child.count.inc()
		child.time.observe(reply.elapsedTime / 1000)
		done()
	})
	app.get('/metrics', async (_request, reply) => {
		reply.header('cache-control', 'no-store').type(metrics.registry.contentType)
		return metrics.registry.metrics()
	})
}
