import { ModeParamsSchema, regionForOffset, WinnersQuerySchema, WinnersResponseSchema } from '@dragondle/core'
import type { GameKey } from '../store/store.ts'
import type { RouteContext, ZodApp } from './context.ts'

/** How long an instance reuses a game's winner count: a launch-day rush asks it thousands of times a second. */
const COUNT_FRESH_MS = 1000

/** GET /api/winners/:mode?gameNumero=&utc=: how many players found that game's answer. */
export function registerWinnersRoutes(app: ZodApp, ctx: RouteContext) {
	const schema = {
		params: ModeParamsSchema,
		querystring: WinnersQuerySchema,
		response: { 200: WinnersResponseSchema },
	}
	const countOf = recentCounts(ctx)
	app.get('/api/winners/:mode', { schema }, async (request) => {
		const { gameNumero, utc } = request.query
		return { count: await countOf({ mode: request.params.mode, region: regionForOffset(utc), gameNumero }) }
	})
}

/**
 * Winner counts read at most once a second per game and instance; concurrent askers share one
 * read. The rank a win gets is always exact: only this displayed count may lag by a second.
 */
function recentCounts(ctx: RouteContext): (game: GameKey) => Promise<number> {
	const recent = new Map<string, { at: number; count: Promise<number> }>()
	return (game) => {
		const key = `${game.mode}:${game.region}:${game.gameNumero}`
		const now = Date.now()
		const known = recent.get(key)
		if (known && now - known.at < COUNT_FRESH_MS) return known.count
		if (recent.size > 1000) recent.clear()
		const count = ctx.store.winnerCount(game)
		recent.set(key, { at: now, count })
		// a failed read is not reused: the next request asks the database again
		count.catch(() => recent.delete(key))
		return count
	}
}
