// The midnight rush's players, over real HTTP: an open-loop arrival process (players arrive at a
// set rate whatever the server's speed, as players do at a region's midnight), each doing what the
// page does on a first visit and a win (decision 096), from an address of its own, with a
// browser's headers.
import { Agent, type IncomingHttpHeaders, request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { PlayerIssueResponseSchema, WinResponseSchema } from '@dragondle/core'
import * as v from 'valibot'

/** What every player plays: Classic, in one region, whose game and answer the bench computes. */
export type Game = {
	/** The page the player opens. */
	mode: 'classic'
	/** The player's UTC offset in hours, as the page sends it (`utc=`). */
	utc: number
	/** The region that offset falls in (the cache bundle's key). */
	region: string
	gameNumero: number
	/** Today's answer's name, which the win posts. */
	answerName: string
}

/** The requests of one player, in the page's order; each is one row of the step's table. */
export const REQUEST_KINDS = [
	'GET /classic',
	'GET /cache/version.json',
	'GET /cache/cache.json',
	'GET /api/winners',
	'GET /api/games/…/answer/name',
	'POST /api/players',
	'POST /api/games/…/answer',
] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

/** The page gives up on a request after this long (REQUEST_TIMEOUT_MS in packages/web). */
const REQUEST_TIMEOUT_MS = 10_000

const USER_AGENT =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const BROWSER = {
	'user-agent': USER_AGENT,
	'accept-language': 'en-GB,en;q=0.9',
	'accept-encoding': 'gzip, deflate, br, zstd',
}

type Exchange = { status: number; headers: IncomingHttpHeaders; body: Buffer }
type Init = { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string }

/** One request on a player's own connections; rejects on a network failure or the page's timeout. */
function send(agent: Agent, url: URL, init: Init, localAddress: string): Promise<Exchange> {
	return new Promise((resolve, reject) => {
		const outgoing = request(
			url,
			{
				method: init.method ?? 'GET',
				headers:
					init.body === undefined
						? init.headers
						: { ...init.headers, 'content-length': Buffer.byteLength(init.body) },
				agent,
				localAddress,
				timeout: REQUEST_TIMEOUT_MS,
			},
			(response) => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('end', () =>
					resolve({
						status: response.statusCode ?? 0,
						headers: response.headers,
						body: Buffer.concat(chunks),
					}),
				)
				response.on('error', reject)
			},
		)
		outgoing.on('timeout', () => outgoing.destroy(new Error(`${url.pathname} did not answer in 10 s`)))
		outgoing.on('error', reject)
		outgoing.end(init.body)
	})
}

/** A body as the browser reads it, decompressed (nginx gzips JSON; the server sends pages in brotli). */
function decoded({ headers, body }: Exchange): string {
	const encoding = headers['content-encoding']
	if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
	if (encoding === 'br') return brotliDecompressSync(body).toString('utf8')
	return body.toString('utf8')
}

export type PlayerResult = {
	/** Each request's time, in ms, from when it was due (the first: the player's arrival) to its body's end. */
	timings: [RequestKind, number][]
	/** The first failure: a refused or wrong answer, a timeout, a network error; null when none. */
	error: string | null
}

/**
 * One player, arriving at `arrivedAt` (performance.now()): opens the mode's page, which checks the
 * front version and reads today's answer from the cache bundle, then the winner count; then wins:
 * the page checks the answer has not changed, asks a player id (its first win) and posts the win.
 * The visit and the win use connections of their own (a game lasts longer than a connection is
 * kept alive). `checkBodies` also reads the page and the bundle (the first players of a step).
 */
export async function playOnce(
	base: string,
	game: Game,
	localAddress: string,
	arrivedAt: number,
	checkBodies: boolean,
): Promise<PlayerResult> {
	const timings: [RequestKind, number][] = []
	const page = new URL(`/${game.mode}`, base)
	const fetchHeaders = {
		...BROWSER,
		accept: 'application/json',
		referer: page.href,
		'sec-fetch-dest': 'empty',
		'sec-fetch-mode': 'cors',
		'sec-fetch-site': 'same-origin',
	}
	let agent = new Agent({ keepAlive: true, maxSockets: 6 })
	const timed = async (kind: RequestKind, path: string, init: Init, dueAt = performance.now()) => {
		const exchange = await send(agent, new URL(path, base), init, localAddress)
		timings.push([kind, performance.now() - dueAt])
		if (exchange.status !== 200) throw new Error(`${kind}: HTTP ${exchange.status}`)
		return exchange
	}
	const get = (kind: RequestKind, path: string) => timed(kind, path, { headers: fetchHeaders })
	const post = (kind: RequestKind, path: string, body: unknown) =>
		timed(kind, path, {
			method: 'POST',
			headers: { ...fetchHeaders, 'content-type': 'application/json', origin: page.origin },
			body: JSON.stringify(body),
		})
	const utc = `utc=${game.utc}`
	try {
		const html = await timed(
			'GET /classic',
			page.pathname,
			{
				headers: {
					...BROWSER,
					accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
					'sec-fetch-dest': 'document',
					'sec-fetch-mode': 'navigate',
					'sec-fetch-site': 'none',
					'upgrade-insecure-requests': '1',
				},
			},
			arrivedAt,
		)
		if (checkBodies && !decoded(html).includes('<script')) throw new Error('GET /classic: no page')
		// the boot script checks the front version while the game reads today's answer
		const [, bundle] = await Promise.all([
			get('GET /cache/version.json', '/cache/version.json'),
			get('GET /cache/cache.json', '/cache/cache.json'),
		])
		if (checkBodies) {
			const modes = JSON.parse(decoded(bundle)) as Record<string, Record<string, string>>
			if (!modes[game.mode]?.[`answerEncrypted_${game.region}`]) {
				throw new Error(`GET /cache/cache.json: no ${game.mode} answer for ${game.region}`)
			}
		}
		await get('GET /api/winners', `/api/winners/${game.mode}?gameNumero=${game.gameNumero}&${utc}`)
		agent.destroy()
		agent = new Agent({ keepAlive: true, maxSockets: 6 })
		await get('GET /api/games/…/answer/name', `/api/games/${game.mode}/answer/name?${utc}`)
		const issued = await post('POST /api/players', '/api/players', {})
		const { player } = v.parse(PlayerIssueResponseSchema, JSON.parse(decoded(issued)))
		const won = await post('POST /api/games/…/answer', `/api/games/${game.mode}/answer`, {
			name: game.answerName,
			utc: game.utc,
			player,
		})
		const win = v.parse(WinResponseSchema, JSON.parse(decoded(won)))
		if (!win.correct || win.rank === undefined) throw new Error(`POST a win: ${decoded(won)}`)
		return { timings, error: null }
	} catch (error) {
		return { timings, error: error instanceof Error ? error.message : String(error) }
	} finally {
		agent.destroy()
	}
}

/**
 * Player n's own loopback address, 127.1.0.0 onwards (never 127.0.0.x): each player counts against
 * the per-address limits alone, as real players do, so the shipped limits stay on.
 */
export function playerAddress(n: number): string {
	const index = n + 256
	return `127.${1 + ((index >> 16) % 254)}.${(index >> 8) & 255}.${index & 255}`
}

/** A seeded generator (mulberry32): the same arrivals on every run. */
function seeded(seed: number): () => number {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
	}
}

export type Arrivals = {
	/** Players who arrived. */
	players: number
	/** Their results. */
	results: PlayerResult[]
	/** How late players started against their arrival, in ms (the generator's own lag). */
	lagMs: number[]
	/** From the first arrival to the last player's end, in seconds. */
	elapsedSeconds: number
}

/**
 * Players arriving as a Poisson process of `rate` per second for `seconds`, each playing once;
 * resolves when the last has finished. `firstPlayer` numbers their addresses.
 */
export async function arrive(
	base: string,
	game: () => Game,
	rate: number,
	seconds: number,
	firstPlayer: number,
	seed: number,
): Promise<Arrivals> {
	const random = seeded(seed)
	const started = performance.now()
	const end = started + seconds * 1000
	const running: Promise<PlayerResult>[] = []
	const lagMs: number[] = []
	let next = started
	while (next < end) {
		const now = performance.now()
		while (next <= now && next < end) {
			lagMs.push(now - next)
			const n = firstPlayer + running.length
			running.push(playOnce(base, game(), playerAddress(n), next, running.length < 3))
			next += (-Math.log(1 - random()) / rate) * 1000
		}
		// the timers' resolution: arrivals due within the next millisecond start together
		await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(next, end) - performance.now())))
	}
	const results = await Promise.all(running)
	return {
		players: running.length,
		results,
		lagMs,
		elapsedSeconds: (performance.now() - started) / 1000,
	}
}

/** The q-quantile of values (nearest rank); NaN for none. */
export function quantile(values: readonly number[], q: number): number {
	if (values.length === 0) return Number.NaN
	const sorted = Float64Array.from(values).sort()
	return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}
