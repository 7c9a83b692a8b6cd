import { expect, test, vi } from 'vitest'
import { fetchWinnerCount } from './api-client.ts'
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

test('a GET gives up after 12 failed attempts; the winner count then reads as unknown', async () => {
	const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))
	vi.stubGlobal('fetch', fetchMock)
	const sleep = vi.fn(async (_ms: number) => {})
	expect(await fetchWinnerCount('classic', 3, 2, { sleep })).toBeNull()
	expect(fetchMock).toHaveBeenCalledTimes(12)
	expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/winners/classic?gameNumero=3&utc=2')
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
