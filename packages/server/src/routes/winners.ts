import {
	ModeParamsSchema,
	regionForOffset,
	WinnerGuessesResponseSchema,
	WinnersQuerySchema,
	WinnersResponseSchema,
} from '@dragondle/core'
import { LRUCache } from 'lru-cache'
import type { GameKey } from '../store/store.ts'
import { JSON_TYPE, type RouteContext, type SchemaApp } from './context.ts'

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
export function registerWinnersRoutes(app: SchemaApp, ctx: RouteContext) {
	const schema = {
		params: ModeParamsSchema,
		querystring: WinnersQuerySchema,
		response: { 200: WinnersResponseSchema },
	}
	const countOf = recentCounts(ctx)
	const { max, windowSeconds } = ctx.config.rateLimit
	const rateLimit = { max: WINNER_READ_ALLOWANCES * max, timeWindow: windowSeconds * 1000 }
	app.get('/winners/:mode', { schema, config: { rateLimit } }, async (request, reply) => {
		const { gameNumero, utc } = request.query
		const body = await countOf({ mode: request.params.mode, region: regionForOffset(utc), gameNumero })
		// the body (the response schema's shape) is made once per read of the count (decision 091)
		return reply.type(JSON_TYPE).send(body as never)
	})

	// GET /api/winners/:mode/guesses: the game's winners by the guesses their win took, counts only
	// (decision 125); the picture modes' insight asks it once, after the win, so it is read anew
	const guesses = { ...schema, response: { 200: WinnerGuessesResponseSchema } }
	app.get('/winners/:mode/guesses', { schema: guesses, config: { rateLimit } }, async (request) => {
		const { gameNumero, utc } = request.query
		const game = { mode: request.params.mode, region: regionForOffset(utc), gameNumero }
		return { byGuesses: await ctx.store.guessCounts(game) }
	})
}

/**
 * Winner counts read at most once a second (by the app's clock) per game and instance, as the
 * body of their answer; concurrent askers share one read, and a failed read is not reused
 * (lru-cache's `fetch`, decision 121). The rank a win gets is always exact: only this displayed
 * count may lag by a second.
 */
function recentCounts(ctx: RouteContext): (game: GameKey) => Promise<string> {
	const recent = new LRUCache<string, string, GameKey>({
		max: 1000,
		// lru-cache's entry goes stale once more than its ttl has passed: read anew at the second
		ttl: COUNT_FRESH_MS - 1,
		// the app's clock, read on every ask (lru-cache otherwise keeps its reading for a moment)
		perf: { now: ctx.clock },
		ttlResolution: 0,
		fetchMethod: async (_key, _stale, { context }) =>
			JSON.stringify({ count: await ctx.store.winnerCount(context) }),
	})
	return (game) => recent.forceFetch(`${game.mode}:${game.region}:${game.gameNumero}`, { context: game })
}
