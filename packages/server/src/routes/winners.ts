import { ModeParamsSchema, regionForOffset, WinnersQuerySchema, WinnersResponseSchema } from '@dragondle/core'
import type { RouteContext, ZodApp } from './context.ts'

/** GET /api/winners/:mode?gameNumero=&utc=: how many players found that game's answer. */
export function registerWinnersRoutes(app: ZodApp, ctx: RouteContext) {
	const schema = {
		params: ModeParamsSchema,
		querystring: WinnersQuerySchema,
		response: { 200: WinnersResponseSchema },
	}
	app.get('/api/winners/:mode', { schema }, async (request) => {
		const { gameNumero, utc } = request.query
		const region = regionForOffset(utc)
		return { count: await ctx.store.winnerCount({ mode: request.params.mode, region, gameNumero }) }
	})
}
