import * as v from 'valibot'
import { afterEach, expect, test, vi } from 'vitest'
import { fetchFrontVersion, getJson } from './api-request.ts'

/** The GET retry policy of docs/product.md §7, with the network replaced and the waits recorded. */

afterEach(() => {
	vi.unstubAllGlobals()
})

function offline() {
	const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))
	vi.stubGlobal('fetch', fetchMock)
	return fetchMock
}

const anything = v.unknown()

test('a GET that keeps failing waits 1, 1, 1, 1, 1, 2, 3, 5, 5, 10 and 15 s between 12 attempts, then fails', async () => {
	const fetchMock = offline()
	const sleep = vi.fn(async (_ms: number) => {})
	await expect(fetchFrontVersion({ sleep })).rejects.toThrow('offline')
	expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([
		1000, 1000, 1000, 1000, 1000, 2000, 3000, 5000, 5000, 10_000, 15_000,
	])
	expect(fetchMock).toHaveBeenCalledTimes(12)
})

test('the 15 s wait comes before the twelfth attempt, which can still succeed', async () => {
	const fetchMock = vi.fn<typeof fetch>()
	for (let failures = 0; failures < 11; failures++) fetchMock.mockRejectedValueOnce(new TypeError('offline'))
	fetchMock.mockResolvedValueOnce(Response.json({ version: 5 }))
	vi.stubGlobal('fetch', fetchMock)
	const attemptsBeforeEachWait: number[] = []
	const sleep = async () => {
		attemptsBeforeEachWait.push(fetchMock.mock.calls.length)
	}
	expect(await fetchFrontVersion({ sleep })).toBe(5)
	expect(attemptsBeforeEachWait).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
	expect(fetchMock).toHaveBeenCalledTimes(12)
})

test.each([
	[[], 1],
	[[1000], 2],
	[[1000, 2000], 3],
])('waits %j make %i attempts', async (waits, attempts) => {
	const fetchMock = offline()
	await expect(getJson('/api/', anything, { waits, sleep: async () => {} })).rejects.toThrow('offline')
	expect(fetchMock).toHaveBeenCalledTimes(attempts)
})
