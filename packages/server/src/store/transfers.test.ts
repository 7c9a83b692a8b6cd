import { describe, expect, test } from 'vitest'
import { TEST_STORES } from '../test/test-stores.ts'
import type { Store } from './store.ts'

const AT = Date.UTC(2026, 0, 10, 12)
const DAY = 86_400_000

function transferSuite(open: () => Promise<Store>) {
	test('a transfer comes back as stored, its expiry a number of milliseconds', async () => {
		const store = await open()
		const data = `émoji 🐉 ${'x'.repeat(60_000 - 10)}`
		expect(await store.createTransfer({ token: 'ABCDE', data, expiresAt: AT + DAY })).toBe(true)
		expect(await store.readTransfer('ABCDE')).toEqual({ token: 'ABCDE', data, expiresAt: AT + DAY })
		expect(await store.readTransfer('ABCDF')).toBeUndefined()
	})

	test('a token already stored is not overwritten: the second create says false', async () => {
		const store = await open()
		expect(await store.createTransfer({ token: 'ABCDE', data: 'first', expiresAt: AT })).toBe(true)
		expect(await store.createTransfer({ token: 'ABCDE', data: 'second', expiresAt: AT + DAY })).toBe(false)
		expect(await store.readTransfer('ABCDE')).toMatchObject({ data: 'first', expiresAt: AT })
	})

	test('of concurrent creates under one token exactly one succeeds', async () => {
		const store = await open()
		const creates = Array.from({ length: 10 }, (_, i) =>
			store.createTransfer({ token: 'QQQQQ', data: `d${i}`, expiresAt: AT }),
		)
		expect((await Promise.all(creates)).filter(Boolean)).toHaveLength(1)
	})

	test('a purge deletes the transfers that expired before the given instant, and counts them', async () => {
		const store = await open()
		await store.createTransfer({ token: 'AAAAA', data: 'old', expiresAt: AT - 1 })
		await store.createTransfer({ token: 'BBBBB', data: 'edge', expiresAt: AT })
		await store.createTransfer({ token: 'CCCCC', data: 'live', expiresAt: AT + DAY })
		expect(await store.purgeTransfers(AT)).toBe(1)
		expect(await store.readTransfer('AAAAA')).toBeUndefined()
		expect(await store.readTransfer('BBBBB')).toMatchObject({ data: 'edge' })
		expect(await store.purgeTransfers(AT)).toBe(0)
		expect(await store.purgeTransfers(AT + DAY + 1)).toBe(2)
	})

	test('the usage counts the live rows alone, and their data in UTF-8 bytes', async () => {
		const store = await open()
		expect(await store.transferUsage(AT)).toEqual({ count: 0, bytes: 0, firstExpiresAt: null })
		await store.createTransfer({ token: 'AAAAA', data: 'abc', expiresAt: AT - 1, addressHash: 'address-a' })
		await store.createTransfer({ token: 'BBBBB', data: 'é🐉', expiresAt: AT + DAY })
		await store.createTransfer({ token: 'CCCCC', data: 'xy', expiresAt: AT + 2 * DAY })
		expect(await store.transferUsage(AT - 2)).toEqual({ count: 3, bytes: 3 + 6 + 2, firstExpiresAt: AT - 1 })
		// an expired row, kept for TOKEN_EXPIRED, counts no more (decision 107)
		expect(await store.transferUsage(AT)).toEqual({ count: 2, bytes: 6 + 2, firstExpiresAt: AT + DAY })
		// a row expires at its instant, as a read then answers TOKEN_EXPIRED
		expect(await store.transferUsage(AT + DAY)).toEqual({ count: 1, bytes: 2, firstExpiresAt: AT + 2 * DAY })
		expect(await store.readTransfer('AAAAA')).toMatchObject({ data: 'abc' })
	})

	test("an address's transfers are its live ones alone, with the first of them to expire", async () => {
		const store = await open()
		expect(await store.addressTransfers('address-a', AT)).toEqual({ live: 0, firstExpiresAt: null })
		const stored = [
			{ token: 'AAAAA', expiresAt: AT, addressHash: 'address-a' },
			{ token: 'BBBBB', expiresAt: AT + 2, addressHash: 'address-a' },
			{ token: 'CCCCC', expiresAt: AT + 1, addressHash: 'address-a' },
			{ token: 'DDDDD', expiresAt: AT + 1, addressHash: 'address-b' },
			{ token: 'EEEEE', expiresAt: AT + 1 },
		]
		for (const transfer of stored) await store.createTransfer({ ...transfer, data: 'x' })
		expect(await store.addressTransfers('address-a', AT)).toEqual({ live: 2, firstExpiresAt: AT + 1 })
		expect(await store.addressTransfers('address-a', AT + 2)).toEqual({ live: 0, firstExpiresAt: null })
	})

	test('a purge frees the count and the bytes of what it deletes', async () => {
		const store = await open()
		await store.createTransfer({ token: 'AAAAA', data: 'old', expiresAt: AT - 1, addressHash: 'address-a' })
		await store.createTransfer({
			token: 'BBBBB',
			data: 'live',
			expiresAt: AT + DAY,
			addressHash: 'address-a',
		})
		await store.purgeTransfers(AT)
		expect(await store.transferUsage(AT - 2)).toEqual({ count: 1, bytes: 4, firstExpiresAt: AT + DAY })
		expect(await store.addressTransfers('address-a', AT)).toEqual({ live: 1, firstExpiresAt: AT + DAY })
	})
}

for (const { name, open, skip } of TEST_STORES) {
	describe.skipIf(skip)(`transfers on ${name}`, () => {
		transferSuite(open)
	})
}
