import {
	AnswerQuerySchema,
	dayOfGame,
	encryptJson,
	isSameName,
	type Mode,
	ModeParamsSchema,
	type Region,
	regionForOffset,
	UNKNOWN_PLAYER,
	UtcQuerySchema,
	WinBodySchema,
	WinResponseSchema,
} from '@dragondle/core'
import type { FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { clientNetwork } from '../client-network.ts'
import { RefusedError } from '../errors.ts'
import { PLAYER_ID_DAYS } from '../player-ids.ts'
import { todayFor } from '../today.ts'
import { JSON_TYPE, type RouteContext, type SchemaApp } from './context.ts'

/** The per-mode answer routes (docs/architecture.md "HTTP surface"). */
export function registerGamesRoutes(app: SchemaApp, ctx: RouteContext) {
	const deps = { daily: ctx.daily, clock: ctx.clock, launchDay: ctx.config.launchDay }
	const today = (mode: Mode, utc: number) => todayFor(deps, mode, utc)
	const read = { params: ModeParamsSchema, querystring: UtcQuerySchema }

	// Today's bodies ({ data }, core's EncryptedResponseSchema) are serialized once per game with the
	// encryption: these routes only pick one (decision 091). A past game (the archive) is sealed
	// once and kept among the most recently read; a failed seal is not kept, so the next read tries
	// again (lru-cache's `fetch`, as today's answers, decision 121).
	const answer = { params: ModeParamsSchema, querystring: AnswerQuerySchema }
	const archived = new LRUCache<string, string, { mode: Mode; region: Region; gameNumero: number }>({
		max: ARCHIVE_CACHE_SIZE,
		fetchMethod: async (_key, _stale, { context }) => {
			const answer = ctx.daily.answer(context.mode, context.region, context.gameNumero)
			return JSON.stringify({ data: await encryptJson(answer, ctx.config.answerKey) })
		},
	})
	// Archive reads (a gameNumero) have a limit of their own, generous for a person browsing past
	// days and slow for a scraper; today's answer is never limited (decision 092).
	const archiveLimit = {
		max: ctx.config.rateLimit.archivePerMinute,
		timeWindow: 60_000,
		keyGenerator: (request: FastifyRequest) => `archive:${clientNetwork(request.ip)}`,
		allowList: (request: FastifyRequest) => !isArchiveRead(request),
	}
	app.get(
		'/games/:mode/answer',
		{ schema: answer, config: { rateLimit: archiveLimit } },
		async (request, reply) => {
			const { utc, gameNumero } = request.query
			const body = await answerBody(request.params.mode, regionForOffset(utc), gameNumero)
			return reply.type(JSON_TYPE).send(body)
		},
	)
	async function answerBody(mode: Mode, region: Region, gameNumero: number | undefined): Promise<string> {
		const sealed = await ctx.sealed.get(mode, region)
		const today = sealed.today.gameNumero
		if (gameNumero === undefined || gameNumero === today) return sealed.answerBody
		// the server's clock decides what today is: a device set to next week still gets a refusal
		if (gameNumero > today) throw futureGame(gameNumero, today, region)
		return archived.forceFetch(`${mode}:${region}:${gameNumero}`, { context: { mode, region, gameNumero } })
	}

	app.get('/games/:mode/answer/name', { schema: read }, async (request, reply) => {
		const sealed = await ctx.sealed.get(request.params.mode, regionForOffset(request.query.utc))
		return reply.type(JSON_TYPE).send(sealed.nameBody)
	})

	const post = { params: ModeParamsSchema, body: WinBodySchema, response: { 200: WinResponseSchema } }
	const { max, windowSeconds } = ctx.config.rateLimit
	const rateLimit = { max, timeWindow: windowSeconds * 1000 }
	app.post('/games/:mode/answer', { schema: post, config: { rateLimit } }, async (request) => {
		const { mode } = request.params
		const { region, gameNumero, answer } = today(mode, request.body.utc)
		// only a player id this install issued counts, and only for its first week's games (decision
		// 107): a made-up one would inflate the counts, and so would ids gathered for months
		const standing = ctx.playerIds.standing(request.body.player, dayOfGame(gameNumero, ctx.config.launchDay))
		if (standing !== 'counts') throw unknownPlayer(standing)
		const game = { mode, region, gameNumero }
		if (!isSameName(request.body.name, answer.champion_name)) {
			return { correct: false, count: await ctx.store.winnerCount(game) }
		}
		const { player, nbGuesses } = request.body
		const { rank, count, first } = await ctx.store.recordWin({ ...game, player, nbGuesses })
		if (first) ctx.onWinRecorded(mode)
		return { correct: true, rank, count }
	})
}

/** Past games' sealed answers kept: every mode and region for about a year of archive. */
const ARCHIVE_CACHE_SIZE = 4 * 2 * 366

/** A read of a given game (the archive); today's page asks without one. */
function isArchiveRead(request: FastifyRequest): boolean {
	const query = request.query as Record<string, unknown> | undefined
	return query?.gameNumero !== undefined
}

/**
 * A player id that does not count: one the server did not issue, or one of another week. Both are
 * UNKNOWN_PLAYER, on which the page asks for a new id and posts its win again (web game/player-id.ts).
 */
function unknownPlayer(standing: 'expired' | 'unknown'): RefusedError {
	const message =
		standing === 'expired'
			? `This player id counts for the games of the ${PLAYER_ID_DAYS} days from its issue, not this one; ask POST /api/players for a new one.`
			: 'This player id was not issued by this server; ask POST /api/players for one.'
	return new RefusedError(403, message, UNKNOWN_PLAYER)
}

/** A game after today's in the region: never served, so nobody plays tomorrow's answer today. */
function futureGame(gameNumero: number, today: number, region: string): RefusedError {
	const message = `Game ${gameNumero} has not started yet: today is game ${today} in the ${region} region.`
	return new RefusedError(403, message, 'FUTURE_GAME')
}
