import { createHmac } from 'node:crypto'
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
import * as v from 'valibot'
import { clientNetwork } from '../client-network.ts'
import { drawCode } from '../codes.ts'
import { ServiceUnavailableError } from '../errors.ts'
import { deriveKey, secretMatcher } from '../secrets.ts'
import type { NewTransfer, Store } from '../store/store.ts'
import type { RouteContext, SchemaApp } from './context.ts'
import { answerFailures, FailureError } from './failure.ts'

/** A token is valid this long after it is issued, any number of times (docs/product.md §9). */
export const TRANSFER_TTL_MS = DAY_MS
/**
 * An expired row is kept this much longer, so its token answers TOKEN_EXPIRED rather than
 * TOKEN_NOT_FOUND, and is not handed to someone else while its owner may still type it. It no
 * longer counts against the storage bounds (decision 107), so the disk holds at most twice them:
 * the rows kept expired were all live together a day before.
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
const FULL = 'The server holds all the transfers it can right now; try again later.'
/** The Retry-After of a refusal with no expiry to wait for (a byte bound smaller than one payload). */
const NO_EXPIRY_RETRY_SECONDS = 3600

/** POST and GET /api/userData: progress parked under a 5-character token (docs/architecture.md "Transfer"). */
export function registerTransferRoutes(app: SchemaApp, ctx: RouteContext) {
	const checkKey = keyChecker(ctx.config.transferKey)
	// after the rate limit (an onRequest hook), before the body is read
	const preParsing = async (request: FastifyRequest) => checkKey(request)
	registerPost(app, ctx, preParsing)
	registerGet(app, ctx, preParsing)
}

type KeyHook = (request: FastifyRequest) => Promise<void>

function registerPost(app: SchemaApp, ctx: RouteContext, preParsing: KeyHook) {
	const { max, windowSeconds } = ctx.config.rateLimit
	const options = {
		schema: { body: TransferPostBodySchema, response: { 200: TransferPostResponseSchema } },
		bodyLimit: TRANSFER_BODY_LIMIT,
		config: { rateLimit: { max, timeWindow: windowSeconds * 1000 } },
		preParsing,
		errorHandler: answerFailures({ invalid: 'INVALID_DATA', isTooLarge: hasOversizedData, clock: ctx.clock }),
	}
	const hashAddress = addressHasher(ctx.config.scheduleSecret)
	app.post('/userData', options, async (request) => {
		const { data } = request.body
		if (!isStorableText(data)) throw new FailureError(400, 'INVALID_DATA', BAD_TEXT)
		const now = ctx.clock()
		const addressHash = hashAddress(request.ip)
		await ctx.store.purgeTransfers(now - EXPIRED_KEPT_MS)
		await checkBounds(ctx, addressHash, Buffer.byteLength(data, 'utf8'), now)
		const token = await storeUnderNewToken(ctx.store, { data, expiresAt: now + TRANSFER_TTL_MS, addressHash })
		return { valid: true as const, token }
	})
}

/**
 * Refuses one more transfer of `bytes` when it would pass a bound. Every bound counts live transfers
 * alone: an expired row kept for TOKEN_EXPIRED is dead and frees its room when it expires, not a day
 * later at its purge (decision 107). An address's bound is checked first, as it is told the refusal
 * is its own doing (429) and costs a lookup in its index; the store's (503) sums a range of the
 * usage index.
 *
 * The bounds are read, then the row written, in separate statements: POSTs arriving together, at
 * one instance or at several sharing the database, may each see room for one more, so a bound may
 * be passed by as many transfers as are posted in that moment (a few: each address is
 * rate-limited). The counts are of the shared table, so every instance sees every other one's rows.
 */
async function checkBounds(ctx: RouteContext, addressHash: string, bytes: number, now: number) {
	const { perAddress, maxLive, maxBytes } = ctx.config.transfer
	const held = await ctx.store.addressTransfers(addressHash, now)
	if (held.live >= perAddress) {
		const message = `This address holds ${perAddress} live transfers, the most it may; try again when one expires.`
		throw new FailureError(429, 'TOO_MANY_TRANSFERS', message, secondsUntil(held.firstExpiresAt, now))
	}
	const usage = await ctx.store.transferUsage(now)
	if (usage.count + 1 > maxLive || usage.bytes + bytes > maxBytes) {
		// the first live transfer to expire frees its room then
		throw new FailureError(503, 'STORAGE_FULL', FULL, secondsUntil(usage.firstExpiresAt, now))
	}
}

function secondsUntil(instant: number | null, now: number): number {
	return instant === null ? NO_EXPIRY_RETRY_SECONDS : Math.max(1, Math.ceil((instant - now) / 1000))
}

function registerGet(app: SchemaApp, ctx: RouteContext, preParsing: KeyHook) {
	const { lookupMax, windowSeconds } = ctx.config.rateLimit
	const options = {
		schema: { querystring: TransferQuerySchema, response: { 200: TransferGetResponseSchema } },
		// a HEAD would tell a live token from an unknown one, on a rate limit of its own
		exposeHeadRoute: false,
		config: { rateLimit: { max: lookupMax, timeWindow: windowSeconds * 1000 } },
		preParsing,
		errorHandler: answerFailures({ invalid: 'INVALID_TOKEN', clock: ctx.clock }),
	}
	app.get('/userData', options, async (request) => {
		const token = v.safeParse(TokenSchema, request.query.token)
		if (!token.success) throw new FailureError(400, 'INVALID_TOKEN', BAD_TOKEN)
		const transfer = await ctx.store.readTransfer(token.output)
		if (!transfer) throw new FailureError(404, 'TOKEN_NOT_FOUND', 'No transfer has this token.')
		if (transfer.expiresAt <= ctx.clock()) throw new FailureError(410, 'TOKEN_EXPIRED', EXPIRED)
		return { valid: true as const, data: transfer.data }
	})
}

/** Stores the transfer under a token nobody holds; a collision (the primary key) draws again. */
async function storeUnderNewToken(store: Store, transfer: Omit<NewTransfer, 'token'>): Promise<string> {
	for (let draw = 0; draw < TOKEN_DRAWS; draw++) {
		const token = drawCode(TOKEN_LENGTH)
		if (await store.createTransfer({ ...transfer, token })) return token
	}
	throw new ServiceUnavailableError(
		'No free transfer token right now; try again in a minute.',
		'UNAVAILABLE',
		60,
	)
}

/**
 * The shared header secret (docs/product.md §6). It ships in the page, so it keeps out only casual callers (the
 * rate limits do the real protecting); compared in constant time all the same.
 */
function keyChecker(transferKey: string) {
	const isKey = secretMatcher(transferKey)
	return (request: FastifyRequest) => {
		const sent = request.headers['x-transfer-key']
		if (typeof sent !== 'string' || !isKey(sent)) throw new FailureError(401, 'INVALID_KEY', BAD_KEY)
	}
}

/**
 * What a transfer row keeps of the address that posted it, so one address's live transfers can
 * be counted: HMAC-SHA-256 of its network (clientNetwork), the first 96 bits in base64url, never
 * the address itself. The key derives from the install's secret (SCHEDULE_SECRET), so every
 * instance of one install agrees, and nobody without the secret can tell which address a hash is
 * of. The hash goes when its row is purged. This is what the privacy page must mention: a transfer
 * keeps, beside the encrypted progress, a keyed hash of the address that made it, deleted with it.
 */
export function addressHasher(secret: string): (ip: string) => string {
	const key = deriveKey(secret, 'dragondle transfer address')
	return (ip) => createHmac('sha256', key).update(clientNetwork(ip)).digest('base64url').slice(0, 16)
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
