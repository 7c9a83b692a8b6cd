import { expect, test, vi } from 'vitest'
import { failureCode, fetchTransferData, fetchWinnerCount, postWin, redeemStreakCode } from './api-client.ts'
import { ClientError, fetchFrontVersion, REQUEST_TIMEOUT_MS } from './api-request.ts'

function jsonResponse(status: number, body: unknown): Response {
	return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

test('a GET retries after server errors and network failures, waiting 1 s between the first attempts (docs/product.md §7)', async () => {
	const fetchMock = vi
		.fn<typeof fetch>()
		.mockResolvedValueOnce(jsonResponse(503, {}))
		.mockRejectedValueOnce(new TypeError('offline'))
		.mockResolvedValueOnce(jsonResponse(200, { version: 42 }))
	vi.stubGlobal('fetch', fetchMock)
	const sleep = vi.fn(async (_ms: number) => {})
	expect(await fetchFrontVersion({ sleep })).toBe(42)
	expect(fetchMock).toHaveBeenCalledTimes(3)
	expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 1000])
	vi.unstubAllGlobals()
})

test('a GET stops at the first 4xx', async () => {
	const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(404, { message: 'nope' }))
	vi.stubGlobal('fetch', fetchMock)
	const sleep = vi.fn(async (_ms: number) => {})
	await expect(fetchFrontVersion({ sleep })).rejects.toBeInstanceOf(ClientError)
	expect(fetchMock).toHaveBeenCalledTimes(1)
	expect(sleep).not.toHaveBeenCalled()
	vi.unstubAllGlobals()
})

test('a GET gives up after 12 failed attempts and throws the last failure, which has no server code', async () => {
	const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))
	vi.stubGlobal('fetch', fetchMock)
	const sleep = vi.fn(async (_ms: number) => {})
	const count = fetchWinnerCount('classic', 3, 2, { sleep })
	await expect(count).rejects.toThrow('offline')
	expect(failureCode(await count.catch((error: unknown) => error))).toBeNull()
	expect(fetchMock).toHaveBeenCalledTimes(12)
	expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/winners/classic?gameNumero=3&utc=2')
	vi.unstubAllGlobals()
})

/** What a call threw, or undefined when it gave a value. */
async function thrownBy(call: Promise<unknown>): Promise<unknown> {
	return call.then(
		() => undefined,
		(error: unknown) => error,
	)
}

test.each([
	[
		'the code its body names',
		jsonResponse(404, { valid: false, code: 'UNKNOWN_CODE', message: 'No.' }),
		'UNKNOWN_CODE',
	],
	['HTTP_<status> when its body names none', jsonResponse(502, 'Bad Gateway'), 'HTTP_502'],
])('a one-try call the server refuses throws, once, with %s', async (_case, response, code) => {
	const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
	vi.stubGlobal('fetch', fetchMock)
	const failure = await thrownBy(redeemStreakCode('ABCDEFGHJKMN'))
	expect(failure).toBeInstanceOf(ClientError)
	expect(failureCode(failure)).toBe(code)
	expect(fetchMock).toHaveBeenCalledTimes(1)
	vi.unstubAllGlobals()
})

test.each([
	['no answer came', () => Promise.reject(new TypeError('offline'))],
	['its answer does not parse', () => Promise.resolve(jsonResponse(200, { valid: true }))],
])('a one-try call throws with no server code when %s', async (_case, answer) => {
	vi.stubGlobal('fetch', vi.fn<typeof fetch>(answer))
	const failure = await thrownBy(redeemStreakCode('ABCDEFGHJKMN'))
	expect(failure).toBeInstanceOf(Error)
	expect(failureCode(failure)).toBeNull()
	vi.unstubAllGlobals()
})

test('a refused transfer lookup throws its code, naming the route but never the token', async () => {
	const refusal = jsonResponse(404, { valid: false, code: 'TOKEN_NOT_FOUND', message: 'No such token.' })
	vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(refusal))
	const failure = await thrownBy(fetchTransferData('QWERT'))
	expect(failureCode(failure)).toBe('TOKEN_NOT_FOUND')
	expect(String(failure)).toContain('GET /api/userData answered 404')
	expect(String(failure)).not.toContain('QWERT')
	vi.unstubAllGlobals()
})

test('a win is posted up to three times, 5 s apart, through 5xx answers; a refusal then throws its code', async () => {
	const fetchMock = vi
		.fn<typeof fetch>()
		.mockResolvedValueOnce(
			jsonResponse(503, { message: 'Service Unavailable', code: 'DATABASE_UNAVAILABLE' }),
		)
		.mockRejectedValueOnce(new TypeError('offline'))
		.mockResolvedValueOnce(jsonResponse(403, { message: 'Unknown player', code: 'UNKNOWN_PLAYER' }))
	vi.stubGlobal('fetch', fetchMock)
	const sleep = vi.fn(async (_ms: number) => {})
	const win = { name: 'Goku', utc: 2, player: 'player-0123456789' }
	expect(failureCode(await thrownBy(postWin('classic', win, { sleep })))).toBe('UNKNOWN_PLAYER')
	expect(fetchMock).toHaveBeenCalledTimes(3)
	expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([5000, 5000])
	vi.unstubAllGlobals()
})

test('a win posted while offline throws with no server code after its three attempts', async () => {
	const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))
	vi.stubGlobal('fetch', fetchMock)
	const win = { name: 'Goku', utc: 2, player: 'player-0123456789' }
	const failure = await thrownBy(postWin('classic', win, { sleep: async () => {} }))
	expect(failure).toBeInstanceOf(Error)
	expect(failureCode(failure)).toBeNull()
	expect(fetchMock).toHaveBeenCalledTimes(3)
	vi.unstubAllGlobals()
})

test('a win the server records gives its rank and count', async () => {
	vi.stubGlobal(
		'fetch',
		vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { correct: true, rank: 4, count: 4 })),
	)
	const win = { name: 'Goku', utc: 2, player: 'player-0123456789' }
	expect(await postWin('classic', win)).toEqual({ correct: true, rank: 4, count: 4 })
	vi.unstubAllGlobals()
})

test('a GET gives up after 12 server errors', async () => {
	const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(500, {}))
	vi.stubGlobal('fetch', fetchMock)
	let waits = 0
	const sleep = async () => {
		// a bound so that the bug fails this test instead of exhausting memory
		if (++waits > 50) throw new Error('still retrying after 50 waits')
	}
	await expect(fetchFrontVersion({ sleep })).rejects.toBeInstanceOf(ClientError)
	expect(fetchMock).toHaveBeenCalledTimes(12)
	vi.unstubAllGlobals()
})

/** A fetch that never answers on its own; it fails only when its request is aborted. */
function hangingFetch() {
	return vi.fn<typeof fetch>(
		(_input, init) =>
			new Promise((_resolve, reject) => {
				init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
			}),
	)
}

test('a GET that hangs times out and is retried, then answers', async () => {
	vi.useFakeTimers()
	const fetchMock = hangingFetch()
	fetchMock.mockImplementationOnce(hangingFetch()).mockResolvedValueOnce(jsonResponse(200, { version: 9 }))
	vi.stubGlobal('fetch', fetchMock)
	const sleep = vi.fn(async (_ms: number) => {})
	const version = fetchFrontVersion({ sleep })
	await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
	expect(await version).toBe(9)
	expect(fetchMock).toHaveBeenCalledTimes(2)
	expect(sleep).toHaveBeenCalledTimes(1)
	vi.useRealTimers()
	vi.unstubAllGlobals()
})

test('a GET that keeps hanging gives up after its attempts instead of waiting forever', async () => {
	vi.useFakeTimers()
	vi.stubGlobal('fetch', hangingFetch())
	const sleep = async () => {}
	const version = fetchFrontVersion({ sleep, waits: [0, 0] })
	const failure = expect(version).rejects.toThrow(/did not answer/)
	await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 3)
	await failure
	vi.useRealTimers()
	vi.unstubAllGlobals()
})

test("the app build asks the server's origin (VITE_API_ORIGIN) for the API and the daily cache", async () => {
	const fetchMock = vi
		.fn<typeof fetch>()
		.mockResolvedValueOnce(jsonResponse(200, { version: 7 }))
		.mockResolvedValueOnce(jsonResponse(200, { count: 3 }))
	vi.stubGlobal('fetch', fetchMock)
	vi.stubEnv('VITE_API_ORIGIN', 'https://dragondle.example')
	try {
		expect(await fetchFrontVersion()).toBe(7)
		await fetchWinnerCount('classic', 3, 2)
		expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
			'https://dragondle.example/cache/version.json',
			'https://dragondle.example/api/winners/classic?gameNumero=3&utc=2',
		])
	} finally {
		vi.unstubAllEnvs()
		vi.unstubAllGlobals()
	}
})
