import {
	type ChallengeBody,
	type DailyAnswer,
	decryptJson,
	type Mode,
	type Region,
	type StreakRedeemResponse,
	type WinnerGuessesResponse,
	type WinResponse,
} from '@dragondle/core'
import * as v from 'valibot'
import {
	ClientError,
	type ClientOptions,
	fetchWithin,
	getJson,
	REQUEST_TIMEOUT_MS,
	realSleep,
} from './api-request.ts'
import { runtimeConfig } from './config.ts'

/**
 * The API's endpoints, each a request through api-request.ts. Each gives its value, or throws when
 * it has none: a ClientError when the server answered with a failure (its `code` is the server's,
 * failureCode), any other error when no usable answer came (offline, a time-out, a body that does
 * not parse). A caller that can go on without the value catches; a page's load lets it reach the
 * page's error boundary.
 */

/** The server's code of a failed call, or null when no usable answer came (offline, a time-out). */
export function failureCode(error: unknown): string | null {
	return error instanceof ClientError ? error.code : null
}

/**
 * Core's API schemas: loaded on the first game request, so the menu's bundle (which only checks
 * the front version) does not carry them and the checks they use.
 */
function apiSchemas() {
	return import('./api-schemas.ts')
}

const POST_ATTEMPTS = 3
const POST_WAIT_MS = 5000

function utcParam(utc: number): string {
	return `utc=${encodeURIComponent(String(utc))}`
}

/** A daily answer as the server sends it (encrypted, what the device may keep) and decrypted. */
export type AnswerEnvelope = { data: string; answer: DailyAnswer }

/** Decrypts and checks an encrypted daily answer. */
export async function openAnswer(data: string): Promise<AnswerEnvelope> {
	const { DailyAnswerSchema } = await apiSchemas()
	return { data, answer: v.parse(DailyAnswerSchema, await decryptJson(data, runtimeConfig().answerKey)) }
}

/** Today's answer of a mode from the live answer route. */
export async function fetchDailyAnswer(
	mode: Mode,
	utc: number,
	options?: ClientOptions,
): Promise<AnswerEnvelope> {
	const { EncryptedResponseSchema } = await apiSchemas()
	const url = `/api/games/${mode}/answer?${utcParam(utc)}`
	return openAnswer((await getJson(url, EncryptedResponseSchema, options)).data)
}

/**
 * A past game's answer (the archive, decision 084). The server refuses a game after today in the
 * player's region with a 403 FUTURE_GAME, a ClientError here, which is not retried.
 */
export async function fetchPastAnswer(
	mode: Mode,
	utc: number,
	gameNumero: number,
	options?: ClientOptions,
): Promise<AnswerEnvelope> {
	const { EncryptedResponseSchema } = await apiSchemas()
	const url = `/api/games/${mode}/answer?${utcParam(utc)}&gameNumero=${gameNumero}`
	return openAnswer((await getJson(url, EncryptedResponseSchema, options)).data)
}

/** A random practice answer of a mode, of one series for Classic and Silhouette (decision 084). */
export async function fetchPracticeAnswer(
	mode: Mode,
	series: string | null,
	options?: ClientOptions,
): Promise<AnswerEnvelope> {
	const { EncryptedResponseSchema } = await apiSchemas()
	const query = series === null ? '' : `?series=${encodeURIComponent(series)}`
	return openAnswer(
		(await getJson(`/api/games/${mode}/practice${query}`, EncryptedResponseSchema, options)).data,
	)
}

/** A challenge link's token for a finished game (decision 084); one try, like the transfer calls. */
export async function createChallenge(body: ChallengeBody): Promise<string> {
	const { ChallengeCreatedSchema } = await apiSchemas()
	const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
	return callOnce('/api/challenges', init, (response) => v.parse(ChallengeCreatedSchema, response).token)
}

/** A challenge link resolved: the answer and the challenger's guesses (a 404 for a forged link). */
export async function fetchChallenge(
	token: string,
): Promise<{ envelope: AnswerEnvelope; nbGuesses: number }> {
	const { ChallengeResponseSchema } = await apiSchemas()
	const url = `/api/challenges/${encodeURIComponent(token)}`
	const { data, nbGuesses } = await getJson(url, ChallengeResponseSchema, { waits: [1000, 2000] })
	return { envelope: await openAnswer(data), nbGuesses }
}

/** The cached bundle is asked once, briefly: the live route is there when it fails (docs/product.md §7). */
const BUNDLE_ATTEMPT = { waits: [], timeoutMs: 3000 } as const

/**
 * Today's answer of a mode from the cached bundle (`/cache/cache.json`, every mode and region in
 * one file a CDN can hold), read before the live route (docs/product.md §7).
 */
export async function fetchCachedAnswer(mode: Mode, region: Region): Promise<AnswerEnvelope> {
	const { CacheBundleSchema } = await apiSchemas()
	const bundle = await getJson('/cache/cache.json', CacheBundleSchema, BUNDLE_ATTEMPT)
	const data = bundle[mode]?.[`answerEncrypted_${region}`]
	if (data === undefined) throw new Error(`The cached bundle has no ${mode} answer for ${region}`)
	return openAnswer(data)
}

/** Today's answer name, used to check the day has not changed before accepting a win. */
export async function fetchAnswerName(mode: Mode, utc: number, options?: ClientOptions): Promise<string> {
	const { EncryptedResponseSchema } = await apiSchemas()
	const { data } = await getJson(
		`/api/games/${mode}/answer/name?${utcParam(utc)}`,
		EncryptedResponseSchema,
		options,
	)
	return v.parse(v.string(), await decryptJson(data, runtimeConfig().answerKey))
}

/** The number of players who found a game's answer. */
export async function fetchWinnerCount(
	mode: Mode,
	gameNumero: number,
	utc: number,
	options?: ClientOptions,
): Promise<number> {
	const { WinnersResponseSchema } = await apiSchemas()
	const url = `/api/winners/${mode}?gameNumero=${gameNumero}&${utcParam(utc)}`
	return (await getJson(url, WinnersResponseSchema, options)).count
}

/** A game's winners by the guesses their win took (counts only, decision 125): one try, as the insight asks once. */
export async function fetchWinnerGuesses(
	mode: Mode,
	gameNumero: number,
	utc: number,
	options?: ClientOptions,
): Promise<WinnerGuessesResponse['byGuesses']> {
	const { WinnerGuessesResponseSchema } = await apiSchemas()
	const url = `/api/winners/${mode}/guesses?gameNumero=${gameNumero}&${utcParam(utc)}`
	return (await getJson(url, WinnerGuessesResponseSchema, options)).byGuesses
}

/**
 * A POST tried up to three times, 5 s apart, while the network fails or the server answers 5xx
 * (docs/product.md §7): the first answer below 5xx, else the last 5xx, read by readAnswer; an Error
 * when the last attempt had no answer at all.
 */
async function postWithRetries<T>(
	url: string,
	body: unknown,
	options: ClientOptions,
	read: (body: unknown) => T,
): Promise<T> {
	const { sleep = realSleep, timeoutMs = REQUEST_TIMEOUT_MS } = options
	const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
	let response: Response | null = null
	for (let attempt = 1; attempt <= POST_ATTEMPTS; attempt++) {
		if (attempt > 1) await sleep(POST_WAIT_MS)
		// a network failure or a 5xx is tried again
		response = await fetchWithin(url, init, timeoutMs).catch(() => null)
		if (response !== null && response.status < 500) break
	}
	if (response === null) throw new Error(`POST ${url} had no answer after ${POST_ATTEMPTS} attempts`)
	return readAnswer(`POST ${url}`, response, read)
}

/**
 * An answer's body parsed by `read`, or a ClientError for a failure status, with the code its body
 * names (every error body of the API has one: `{message, code}`, or `{valid: false, code, message}`
 * on the transfer and streak routes; decision 031).
 */
async function readAnswer<T>(request: string, response: Response, read: (body: unknown) => T): Promise<T> {
	const body: unknown = await response.json().catch(() => null)
	if (response.ok) return read(body)
	const failure = v.safeParse(v.object({ code: v.string() }), body)
	throw new ClientError(response.status, request, failure.success ? failure.output.code : undefined)
}

/**
 * A new player id from the server (POST /api/players), which alone issues the ids whose wins it
 * counts; it throws when none came (the address's issues used up, the server unreachable).
 */
export async function issuePlayerId(options: ClientOptions = {}): Promise<string> {
	const { PlayerIssueResponseSchema } = await apiSchemas()
	return postWithRetries(
		'/api/players',
		{},
		options,
		(body) => v.parse(PlayerIssueResponseSchema, body).player,
	)
}

/**
 * Records a win. A refusal carries the server's code (UNKNOWN_PLAYER: an id it did not issue); a
 * server that could not be reached after the retries has none (docs/product.md §7).
 */
export async function postWin(
	mode: Mode,
	body: { name: string; utc: number; player: string; nbGuesses?: number },
	options: ClientOptions = {},
): Promise<WinResponse> {
	const { WinResponseSchema } = await apiSchemas()
	return postWithRetries(`/api/games/${mode}/answer`, body, options, (json) =>
		v.parse(WinResponseSchema, json),
	)
}

/**
 * One try of a transfer, streak or challenge call (docs/product.md §7: "one try"): the player sees
 * the failure at once, with the server's code, and may try again.
 */
async function callOnce<T>(url: string, init: RequestInit, read: (body: unknown) => T): Promise<T> {
	const response = await fetchWithin(url, { cache: 'no-store', ...init }, REQUEST_TIMEOUT_MS)
	// the failure names the route, never its query (a transfer token)
	return readAnswer(`${init.method ?? 'GET'} ${url.split('?')[0]}`, response, read)
}

function transferHeaders(): Record<string, string> {
	return { 'content-type': 'application/json', 'x-transfer-key': runtimeConfig().transferKey }
}

/** Stores an exported payload on the server for 24 h; the value is its 5-character token. */
export async function createTransferToken(data: string): Promise<string> {
	const { TransferPostResponseSchema } = await apiSchemas()
	const init = { method: 'POST', headers: transferHeaders(), body: JSON.stringify({ data }) }
	return callOnce('/api/userData', init, (body) => v.parse(TransferPostResponseSchema, body).token)
}

/** The payload a token names. */
export async function fetchTransferData(token: string): Promise<string> {
	const { TransferGetResponseSchema } = await apiSchemas()
	const url = `/api/userData?token=${encodeURIComponent(token)}`
	const headers = { 'x-transfer-key': runtimeConfig().transferKey }
	return callOnce(url, { headers }, (body) => v.parse(TransferGetResponseSchema, body).data)
}

/** Redeems a single-use streak code: the finished game it stands for. */
export async function redeemStreakCode(code: string): Promise<StreakRedeemResponse> {
	const { StreakRedeemResponseSchema } = await apiSchemas()
	const init = {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ code }),
	}
	return callOnce('/api/streak/redeem', init, (body) => v.parse(StreakRedeemResponseSchema, body))
}

/** The newest app release in each store (GET /api/app-version); null where the operator has not said. */
export type AppVersions = { iosVersion: string | null; androidVersion: string | null }

/** App mode's store version check (docs/product.md §4 "Version checks"). */
export async function fetchAppVersions(options?: ClientOptions): Promise<AppVersions> {
	return getJson(
		'/api/app-version',
		v.object({ iosVersion: v.nullable(v.string()), androidVersion: v.nullable(v.string()) }),
		options,
	)
}
