import { describe, expect, test } from 'vitest'
import { TEST_STORES } from '../test/test-stores.ts'
import type { Store, StreakCode } from './store.ts'

const AT = Date.UTC(2026, 0, 10, 12)

function makeStreakCode(fields: Partial<StreakCode> = {}): StreakCode {
	return { code: 'ABCD-EFGH-JKMN', mode: 'classic', gameNumero: 9, nbGuesses: 4, createdAt: AT, ...fields }
}

function streakCodeSuite(open: () => Promise<Store>) {
	test('a code redeems once, with what it restores; the second redeem finds nothing', async () => {
		const store = await open()
		expect(await store.createStreakCode(makeStreakCode({ mode: 'silhouette' }))).toBe(true)
		expect(await store.redeemStreakCode('ABCD-EFGH-JKMN', AT + 1)).toEqual({
			mode: 'silhouette',
			gameNumero: 9,
			nbGuesses: 4,
		})
		expect(await store.redeemStreakCode('ABCD-EFGH-JKMN', AT + 2)).toBeUndefined()
	})

	test('an unknown code, or one differing in case, redeems nothing', async () => {
		const store = await open()
		await store.createStreakCode(makeStreakCode())
		expect(await store.redeemStreakCode('ABCD-EFGH-JKMP', AT)).toBeUndefined()
		expect(await store.redeemStreakCode('abcd-efgh-jkmn', AT)).toBeUndefined()
		expect(await store.redeemStreakCode('ABCD-EFGH-JKMN', AT)).toMatchObject({ gameNumero: 9 })
	})

	test('a code that exists already is not created again', async () => {
		const store = await open()
		expect(await store.createStreakCode(makeStreakCode())).toBe(true)
		expect(await store.createStreakCode(makeStreakCode({ gameNumero: 10 }))).toBe(false)
		expect(await store.redeemStreakCode('ABCD-EFGH-JKMN', AT)).toMatchObject({ gameNumero: 9 })
	})

	test('of 20 concurrent redeems of one code exactly one gets it', async () => {
		const store = await open()
		await store.createStreakCode(makeStreakCode())
		const redeems = Array.from({ length: 20 }, () => store.redeemStreakCode('ABCD-EFGH-JKMN', AT))
		const results = await Promise.all(redeems)
		expect(results.filter((result) => result !== undefined)).toEqual([
			{ mode: 'classic', gameNumero: 9, nbGuesses: 4 },
		])
	})
}

for (const { name, open, skip } of TEST_STORES) {
	describe.skipIf(skip)(`streak codes on ${name}`, () => {
		streakCodeSuite(open)
	})
}
