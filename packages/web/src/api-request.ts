import * as v from 'valibot'
import { apiOrigin } from './server-origin.ts'

/**
 * The only module that calls our server: our paths on the server's origin, with a time limit and the
 * retries of docs/product.md §7 (the one other fetch is analytics/send.ts's, to the operator's
 * collector). The endpoints the game calls are api-client.ts's; the menu needs only the
 * version check here, so it loads none of them.
 */

/** A schema whose output is `T`: core's and this module's own. */
export type Schema<T> = v.GenericSchema<unknown, T>

/**
 * GET retry waits (docs/product.md §7): 1 s five times, then 2, 3, 5, 5, 10 and 15 s. Eleven waits
 * between twelve attempts, so every wait is used, the 15 s one before the last attempt.
 */
export const GET_RETRY_WAITS_MS = [
	1000, 1000, 1000, 1000, 1000, 2000, 3000, 5000, 5000, 10_000, 15_000,
] as const

/** Wait function, replaceable in tests so retries do not take minutes. */
export type Sleep = (ms: number) => Promise<void>
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A request that has not answered by then is abandoned and counts as a failed attempt. */
export const REQUEST_TIMEOUT_MS = 10_000

export type ClientOptions = {
	sleep?: Sleep
	/** The waits between attempts: one attempt more than waits, so `[]` is a single attempt. */
	waits?: readonly number[]
	timeoutMs?: number
}

/**
 * fetch of one of our paths (on the server's origin in the app) with a time limit, so a request that hangs (a dead connection, a stalled proxy) fails and
 * is retried instead of leaving a spinner forever. setTimeout, not AbortSignal.timeout, so tests'
 * fake clocks drive it too.
 */
export async function fetchWithin(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
	const controller = new AbortController()
	const timer = setTimeout(
		() => controller.abort(new Error(`${url} did not answer in ${timeoutMs} ms`)),
		timeoutMs,
	)
	try {
		return await fetch(`${apiOrigin()}${url}`, { ...init, signal: controller.signal })
	} finally {
		clearTimeout(timer)
	}
}

/**
 * A GET of one of our paths, parsed by `schema`. A 4xx fails at once; a network failure, a time-out
 * or a 5xx is tried again after each of `waits` in turn, then the last failure is thrown.
 */
export async function getJson<T>(url: string, schema: Schema<T>, options: ClientOptions = {}): Promise<T> {
	const { sleep = realSleep, waits = GET_RETRY_WAITS_MS, timeoutMs = REQUEST_TIMEOUT_MS } = options
	const init = { cache: 'no-store', headers: { accept: 'application/json' } } as const
	for (let attempt = 0; ; attempt++) {
		let failure: unknown
		try {
			const response = await fetchWithin(url, init, timeoutMs)
			if (response.ok) return v.parse(schema, await response.json())
			failure = new ClientError(response.status, `GET ${url}`)
		} catch (error) {
			failure = error
		}
		// a 4xx will not get better by asking again; anything else is retried until the waits run out
		const isClientError = failure instanceof ClientError && failure.status < 500
		const wait = waits[attempt]
		if (isClientError || wait === undefined) throw failure
		await sleep(wait)
	}
}

/**
 * The server answered a call with a failure status. `code` is the failure's code when the call
 * reads one from the answer (`UNKNOWN_PLAYER`, `TOKEN_EXPIRED`…), else `HTTP_<status>`.
 */
export class ClientError extends Error {
	readonly code: string

	constructor(
		readonly status: number,
		request: string,
		code?: string,
	) {
		super(`${request} answered ${status}`)
		this.code = code ?? `HTTP_${status}`
	}
}

/** The deployed front version; a change makes open pages reload. */
export async function fetchFrontVersion(options?: ClientOptions): Promise<number> {
	return (
		await getJson('/cache/version.json', v.object({ version: v.pipe(v.number(), v.safeInteger()) }), options)
	).version
}
