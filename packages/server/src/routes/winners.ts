import { ModeParamsSchema, regionForOffset, WinnersQuerySchema, WinnersResponseSchema } from '@dragondle/core'
import type { GameKey } from '../store/store.ts'
import { JSON_TYPE, type RouteContext, type ZodApp } from './context.ts'

/** How long an instance reuses a game's winner count: a launch-day rush asks it thousands of times a second. */
const COUNT_FRESH_MS = 1000

/**
 * Winner counts read per address, in write allowances (RATE_LIMIT_PER_MINUTE per window, decision
 * 107): 120 a minute by default. A page reads one for each game it shows, so two a second is more
 * than any player asks, while a scraper of every game's count waits. Lifting the write limit (a
 * benchmark) lifts this one too.
 */
export const WINNER_READ_ALLOWANCES = 4

/** GET /api/winners/:mode?gameNumero=&utc=: how many players found that game's answer. */
export function registerWinnersRoutes(app: ZodApp, ctx: RouteContext) {
	const schema = {
		params: ModeParamsSchema,
		querystring: WinnersQuerySchema,
		response: { 200: WinnersResponseSchema },
	}
	const countOf = recentCounts(ctx)
	const { max, windowSeconds } = ctx.config.rateLimit
	const rateLimit = { max: WINNER_READ_ALLOWANCES * max, timeWindow: windowSeconds * 1000 }
	app.get('/winners/:mode', { schema, config: { rateLimit } }, (request, reply) => {
		const { gameNumero, utc } = request.query
		const recent = countOf({ mode: request.params.mode, region: regionForOffset(utc), gameNumero })
		// a count read already is sent at once, its body (the response schema's shape, as the slow
		// path returns it) made once (decision 091)
		if (recent.body !== undefined) {
			reply.type(JSON_TYPE).send(recent.body as never)
			return
		}
		return recent.count.then((count) => ({ count }))
	})
}

/**
 * Winner counts read at most once a second (by the app's clock) per game and instance; concurrent
 * askers share one read. The rank a win gets is always exact: only this displayed count may lag by
 * a second.
 */
function recentCounts(ctx: RouteContext): (game: GameKey) => RecentCount {
	const recent = new Map<string, RecentCount>()
	return (game) => {
		const key = `${game.mode}:${game.region}:${game.gameNumero}`
		const now = ctx.clock()
		const known = recent.get(key)
		if (known && now - known.at < COUNT_FRESH_MS) return known
		if (recent.size > 1000) recent.clear()
		const entry: RecentCount = { at: now, count: ctx.store.winnerCount(game) }
		recent.set(key, entry)
		entry.count.then(
			(count) => (entry.body = JSON.stringify({ count })),
			// a failed read is not reused: the next request asks the database again (unless a newer
			// read has taken its place already)
			() => recent.get(key) === entry && recent.delete(key),
		)
		return entry
	}
}

/** A count being read or read: when, the read, and once it is done the answer's body. */
type RecentCount = { at: number; count: Promise<number>; body?: string }
