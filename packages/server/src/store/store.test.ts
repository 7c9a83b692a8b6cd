import { describe, expect, test } from 'vitest'
import { playerId } from '../test/test-app.ts'
import { TEST_STORES } from '../test/test-stores.ts'
import type { Store } from './store.ts'

const game = { mode: 'classic', region: 'eu', gameNumero: 3 } as const

function storeSuite(open: () => Promise<Store>) {
	test('the first winner of a game gets rank 1 and the count becomes 1', async () => {
		const store = await open()
		expect(await store.recordWin({ ...game, player: playerId(1) })).toEqual({
			rank: 1,
			count: 1,
			first: true,
		})
		expect(await store.winnerCount(game)).toBe(1)
	})

	test('a game nobody has won has a count of 0', async () => {
		const store = await open()
		expect(await store.winnerCount(game)).toBe(0)
	})

	test('50 concurrent winners get the ranks 1 to 50 exactly once', async () => {
		const store = await open()
		const players = Array.from({ length: 50 }, (_, index) => playerId(index))
		const results = await Promise.all(players.map((player) => store.recordWin({ ...game, player })))
		expect(results.map((result) => result.rank).sort((a, b) => a - b)).toEqual(
			players.map((_, index) => index + 1),
		)
		expect(await store.winnerCount(game)).toBe(50)
	})

	test('a player who wins twice keeps the first rank and is counted once', async () => {
		const store = await open()
		await store.recordWin({ ...game, player: playerId(1) })
		await store.recordWin({ ...game, player: playerId(2) })
		expect(await store.recordWin({ ...game, player: playerId(1) })).toEqual({
			rank: 1,
			count: 2,
			first: false,
		})
		expect(await store.winnerCount(game)).toBe(2)
	})

	test('the same player posting a win concurrently many times is counted once', async () => {
		const store = await open()
		const wins = Array.from({ length: 10 }, () => store.recordWin({ ...game, player: playerId(7) }))
		const results = await Promise.all(wins)
		expect(results.map(({ rank, count }) => ({ rank, count }))).toEqual(
			Array.from({ length: 10 }, () => ({ rank: 1, count: 1 })),
		)
		expect(results.filter((result) => result.first)).toHaveLength(1)
	})

	test('counts are kept apart per mode, region and game number', async () => {
		const store = await open()
		const others = [
			{ ...game, mode: 'fusion' },
			{ ...game, region: 'us' },
			{ ...game, gameNumero: 4 },
		] as const
		for (const other of others) await store.recordWin({ ...other, player: playerId(1) })
		expect(await store.recordWin({ ...game, player: playerId(1) })).toEqual({
			rank: 1,
			count: 1,
			first: true,
		})
		for (const other of others) expect(await store.winnerCount(other)).toBe(1)
	})

	test('first wins are counted by their number of guesses, fewest first; a repeated win and one without a count add nothing', async () => {
		const store = await open()
		for (const [index, nbGuesses] of [4, 2, 4, 1, 4].entries()) {
			await store.recordWin({ ...game, player: playerId(index), nbGuesses })
		}
		await store.recordWin({ ...game, player: playerId(0), nbGuesses: 9 })
		await store.recordWin({ ...game, player: playerId(8) })
		expect(await store.guessCounts(game)).toEqual([
			{ nbGuesses: 1, count: 1 },
			{ nbGuesses: 2, count: 1 },
			{ nbGuesses: 4, count: 3 },
		])
		expect(await store.winnerCount(game)).toBe(6)
	})

	test('guess counts are kept apart per mode, region and game number, and concurrent wins are all counted', async () => {
		const store = await open()
		const players = Array.from({ length: 30 }, (_, index) => playerId(index))
		await Promise.all(players.map((player) => store.recordWin({ ...game, player, nbGuesses: 3 })))
		await store.recordWin({ ...game, mode: 'fusion', player: playerId(1), nbGuesses: 2 })
		expect(await store.guessCounts(game)).toEqual([{ nbGuesses: 3, count: 30 }])
		expect(await store.guessCounts({ ...game, mode: 'fusion' })).toEqual([{ nbGuesses: 2, count: 1 }])
		expect(await store.guessCounts({ ...game, region: 'us' })).toEqual([])
		expect(await store.guessCounts({ ...game, gameNumero: 4 })).toEqual([])
	})
}

for (const { name, open, skip } of TEST_STORES) {
	describe.skipIf(skip)(`store on ${name}`, () => {
		storeSuite(open)
	})
}
