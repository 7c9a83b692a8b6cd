import {
	isSameName,
	type Mode,
	ModeParamsSchema,
	regionForOffset,
	UtcQuerySchema,
	WinBodySchema,
	WinResponseSchema,
} from '@dragondle/core'
import { todayFor } from '../today.ts'
import { JSON_TYPE, type RouteContext, type ZodApp } from './context.ts'

/** The per-mode answer routes (DESIGN.md "HTTP surface"). */
export function registerGamesRoutes(app: ZodApp, ctx: RouteContext) {
	const deps = { daily: ctx.daily, clock: ctx.clock, launchDay: ctx.config.launchDay }
	const today = (mode: Mode, utc: number) => todayFor(deps, mode, utc)
	const read = { params: ModeParamsSchema, querystring: UtcQuerySchema }

	// The bodies ({ data }, core's EncryptedResponseSchema) are serialized once per game with the
	// encryption: these routes only pick one.
	app.get('/api/games/:mode/answer', { schema: read }, async (request, reply) => {
		const sealed = await ctx.sealed(request.params.mode, regionForOffset(request.query.utc))
		return reply.type(JSON_TYPE).send(sealed.answerBody)
	})

	app.get('/api/games/:mode/answer/name', { schema: read }, async (request, reply) => {
		const sealed = await ctx.sealed(request.params.mode, regionForOffset(request.query.utc))
		return reply.type(JSON_TYPE).send(sealed.nameBody)
	})

	const post = { params: ModeParamsSchema, body: WinBodySchema, response: { 200: WinResponseSchema } }
	const { max, windowSeconds } = ctx.config.rateLimit
	const rateLimit = { max, timeWindow: windowSeconds * 1000 }
	app.post('/api/games/:mode/answer', { schema: post, config: { rateLimit } }, async (request) => {
		const { mode } = request.params
		const { region, gameNumero, answer } = today(mode, request.body.utc)
		const game = { mode, region, gameNumero }
		if (!isSameName(request.body.name, answer.champion_name)) {
			return { correct: false, count: await ctx.store.winnerCount(game) }
		}
		const { rank, count, first } = await ctx.store.recordWin({ ...game, player: request.body.player })
		if (first) ctx.onWinRecorded(mode)
		return { correct: true, rank, count }
	})
}
