import { createHash, timingSafeEqual } from 'node:crypto'
import {
	DAY_MS,
	TOKEN_LENGTH,
	TokenSchema,
	TRANSFER_DATA_MAX_LENGTH,
	TransferGetResponseSchema,
	TransferPostBodySchema,
	TransferPostResponseSchema,
	TransferQuerySchema,
} from '@dragondle/core'
import type { FastifyRequest } from 'fastify'
import { drawCode } from '../codes.ts'
import { ServiceUnavailableError } from '../errors.ts'
import type { Store } from '../store/store.ts'
import type { RouteContext, ZodApp } from './context.ts'
import { answerFailures, FailureError } from './failure.ts'

/** A token is valid this long after it is issued, any number of times (spec §9). */
export const TRANSFER_TTL_MS = DAY_MS
/**
 * An expired row is kept this much longer, so its token answers TOKEN_EXPIRED rather than
 * TOKEN_NOT_FOUND, and is not handed to someone else while its owner may still type it.
 */
export const EXPIRED_KEPT_MS = DAY_MS
/** Bodies of 60,000 characters of data, with room for JSON; the global limit (16 KiB) stays. */
export const TRANSFER_BODY_LIMIT = 64 * 1024
/** Draws before giving up on finding a free token (each collides with the share of tokens in use). */
const TOKEN_DRAWS = 8

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const BAD_KEY = 'The transfer key is missing or wrong.'
const BAD_TOKEN = `The token must be ${TOKEN_LENGTH} characters of the token alphabet.`
const EXPIRED = 'This token has expired; make a new one on the other device.'
const BAD_TEXT = 'data holds characters that cannot be stored (NUL, a lone surrogate).'

/** POST and GET /api/userData: progress parked under a 5-character token (DESIGN.md "Transfer"). */
export function registerTransferRoutes(app: ZodApp, ctx: RouteContext) {
	const checkKey = keyChecker(ctx.config.transferKey)
	// after the rate limit (an onRequest hook), before the body is read
	const preParsing = async (request: FastifyRequest) => checkKey(request)
	registerPost(app, ctx, preParsing)
	registerGet(app, ctx, preParsing)
}

type KeyHook = (request: FastifyRequest) => Promise<void>

function registerPost(app: ZodApp, ctx: RouteContext, preParsing: KeyHook) {
	const { max, windowSeconds } = ctx.config.rateLimit
	const options = {
		schema: { body: TransferPostBodySchema, response: { 200: TransferPostResponseSchema } },
		bodyLimit: TRANSFER_BODY_LIMIT,
		config: { rateLimit: { max, timeWindow: windowSeconds * 1000 } },
		preParsing,
		errorHandler: answerFailures({ invalid: 'INVALID_DATA', isTooLarge: hasOversizedData }),
	}
	app.post('/api/userData', options, async (request) => {
		const { data } = request.body
		if (!isStorableText(data)) throw new FailureError(400, 'INVALID_DATA', BAD_TEXT)
		const now = ctx.clock()
		await ctx.store.purgeTransfers(now - EXPIRED_KEPT_MS)
		const token = await storeUnderNewToken(ctx.store, data, now + TRANSFER_TTL_MS)
		return { valid: true as const, token }
	})
}

function registerGet(app: ZodApp, ctx: RouteContext, preParsing: KeyHook) {
	const { lookupMax, windowSeconds } = ctx.config.rateLimit
	const options = {
		schema: { querystring: TransferQuerySchema, response: { 200: TransferGetResponseSchema } },
		// a HEAD would tell a live token from an unknown one, on a rate limit of its own
		exposeHeadRoute: false,
		config: { rateLimit: { max: lookupMax, timeWindow: windowSeconds * 1000 } },
		preParsing,
		errorHandler: answerFailures({ invalid: 'INVALID_TOKEN' }),
	}
	app.get('/api/userData', options, async (request) => {
		const token = TokenSchema.safeParse(request.query.token)
		if (!token.success) throw new FailureError(400, 'INVALID_TOKEN', BAD_TOKEN)
		const transfer = await ctx.store.readTransfer(token.data)
		if (!transfer) throw new FailureError(404, 'TOKEN_NOT_FOUND', 'No transfer has this token.')
		if (transfer.expiresAt <= ctx.clock()) throw new FailureError(410, 'TOKEN_EXPIRED', EXPIRED)
		return { valid: true as const, data: transfer.data }
	})
}

/** Stores the data under a token nobody holds; a collision (the primary key) draws again. */
async function storeUnderNewToken(store: Store, data: string, expiresAt: number): Promise<string> {
	for (let draw = 0; draw < TOKEN_DRAWS; draw++) {
		const token = drawCode(TOKEN_LENGTH)
		if (await store.createTransfer({ token, data, expiresAt })) return token
	}
	throw new ServiceUnavailableError(
		'No free transfer token right now; try again in a minute.',
		'UNAVAILABLE',
		60,
	)
}

/**
 * The spec's shared header secret. It ships in the page, so it keeps out only casual callers (the
 * rate limits do the real protecting); compared in constant time all the same.
 */
function keyChecker(transferKey: string) {
	const expected = digest(transferKey)
	return (request: FastifyRequest) => {
		const sent = request.headers['x-transfer-key']
		if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
			throw new FailureError(401, 'INVALID_KEY', BAD_KEY)
		}
	}
}

function digest(text: string): Buffer {
	return createHash('sha256').update(text).digest()
}

function hasOversizedData(request: FastifyRequest): boolean {
	const body: unknown = request.body
	if (typeof body !== 'object' || body === null || !('data' in body)) return false
	return typeof body.data === 'string' && body.data.length > TRANSFER_DATA_MAX_LENGTH
}

/**
 * PostgreSQL's text cannot hold NUL, and a lone surrogate would come back as U+FFFD from either
 * database: such data could not be returned as sent, so it is refused (encrypted data never has it).
 */
function isStorableText(text: string): boolean {
	return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}
