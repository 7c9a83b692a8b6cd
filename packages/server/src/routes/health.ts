import * as v from 'valibot'
import { NO_STORE, type RouteContext, type SchemaApp } from './context.ts'

const StatusSchema = v.object({ status: v.picklist(['ok', 'ready']) })

/**
 * GET /health: the process is up and serving (answers need no database), for a liveness probe.
 * GET /ready: the database answers too, for a load balancer's readiness check; 503 with
 * Retry-After while it does not (docs/architecture.md "HTTP surface").
 */
export function registerHealthRoutes(app: SchemaApp, ctx: RouteContext) {
	const schema = { response: { 200: StatusSchema } }
	app.get('/health', { schema }, async (_request, reply) => {
		reply.header('cache-control', NO_STORE)
		return { status: 'ok' as const }
	})
	app.get('/ready', { schema }, async (_request, reply) => {
		reply.header('cache-control', NO_STORE)
		await ctx.store.ping()
		return { status: 'ready' as const }
	})
}
