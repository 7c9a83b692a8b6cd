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
}

for (const { name, open, skip } of TEST_STORES) {
	describe.skipIf(skip)(`transfers on ${name}`, () => {
		transferSuite(open)
	})
}
