import { z } from 'zod'
import { JSON_TYPE, type RouteContext, type ZodApp } from './context.ts'

const PingSchema = z.object({ ok: z.literal(true), version: z.number().int().min(0) })

/** GET /api/: a liveness probe that also tells which web build the server hosts. */
export function registerPingRoutes(app: ZodApp, ctx: RouteContext) {
	// the answer never changes while the server runs: checked and serialized once
	const body = JSON.stringify(PingSchema.parse({ ok: true, version: ctx.version }))
	// a plain handler: nothing to wait for, so no promise to make and settle on every ping
	// '' under the API's prefix: /api/ itself, and not /api
	app.get('', (_request, reply) => {
		reply.type(JSON_TYPE).send(body)
	})
}
