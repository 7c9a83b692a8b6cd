import { z } from 'zod'
import type { RouteContext, ZodApp } from './context.ts'

const PingSchema = z.object({ ok: z.literal(true), version: z.number().int().min(0) })

/** GET /api/: a liveness probe that also tells which web build the server hosts. */
export function registerPingRoutes(app: ZodApp, ctx: RouteContext) {
	app.get('/api/', { schema: { response: { 200: PingSchema } } }, async () => {
		return { ok: true as const, version: ctx.version }
	})
}
