import { PlayerIssueResponseSchema } from '@dragondle/core'
import { refuseOtherSites } from '../cors.ts'
import type { RouteContext, SchemaApp } from './context.ts'

/**
 * POST /api/players: a new signed player id, the only kind a win is counted for, carrying its issue
 * day (player-ids.ts). Issuance is limited per address and hour (PLAYER_IDS_PER_HOUR), so one
 * address cannot mint the ids it would take to inflate a count, and answers only the game's own
 * pages and app (decision 107): the Origin check runs first, so a page of another site cannot spend
 * its visitors' allowances.
 */
export function registerPlayerRoutes(app: SchemaApp, ctx: RouteContext) {
	const rateLimit = { max: ctx.config.rateLimit.playerIdsPerHour, timeWindow: 3_600_000 }
	const schema = { response: { 200: PlayerIssueResponseSchema } }
	// a route's own hooks come before the rate limit's, which the plugin adds after them
	const onRequest = refuseOtherSites(ctx.config.appOrigins)
	app.post('/players', { schema, onRequest, config: { rateLimit } }, async () => ({
		player: ctx.playerIds.issue(ctx.clock()),
	}))
}
