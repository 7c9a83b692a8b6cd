import { PlayerIssueResponseSchema } from '@dragondle/core'
import type { RouteContext, ZodApp } from './context.ts'

/**
 * POST /api/players: a new signed player id, the only kind a win is counted for. Issuance is
 * limited per address and hour (PLAYER_IDS_PER_HOUR), so one address cannot mint the ids it would
 * take to inflate a count.
 */
export function registerPlayerRoutes(app: ZodApp, ctx: RouteContext) {
	const rateLimit = { max: ctx.config.rateLimit.playerIdsPerHour, timeWindow: 3_600_000 }
	const schema = { response: { 200: PlayerIssueResponseSchema } }
	app.post('/players', { schema, config: { rateLimit } }, async () => ({ player: ctx.playerIds.issue() }))
}
