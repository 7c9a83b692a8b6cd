import * as v from 'valibot'
import { JSON_TYPE, type RouteContext, type SchemaApp } from './context.ts'

const PingSchema = v.object({
	ok: v.literal(true),
	version: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})

/** GET /api/: a liveness probe that also tells which web build the server hosts. */
export function registerPingRoutes(app: SchemaApp, ctx: RouteContext) {
	// the answer never changes while the server runs: checked and serialized once
	const body = JSON.stringify(v.parse(PingSchema, { ok: true, version: ctx.version }))
	// a plain handler: nothing to wait for, so no promise to make and settle on every ping
	// '' under the API's prefix: /api/ itself, and not /api
	app.get('', (_request, reply) => {
		reply.type(JSON_TYPE).send(body)
	})
}
