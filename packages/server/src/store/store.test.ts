import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, onTestFinished, test } from 'vitest'
import { playerId } from '../test/test-app.ts'
import { openStore } from './open-store.ts'
import type { Store } from './store.ts'

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL
const game = { mode: 'classic', region: 'eu', gameNumero: 3 } as const

async function openSqlite(): Promise<Store> {
	const store = await openStore({ kind: 'sqlite', file: ':memory:' })
	onTestFinished(() => store.close())
	return store
}

/** Each Postgres test gets its own schema, dropped when the test finishes. */
async function openPostgres(url: string): Promise<Store> {
	const schema = `dragondle_test_${randomUUID().replaceAll('-', '')}`
	const store = await openStore({ kind: 'postgres', url, schema })
	onTestFinished(async () => {
		await store.close()
		const client = new pg.Client({ connectionString: url })
		await client.connect()
		await client.query(`drop schema if exists ${schema} cascade`)
		await client.end()
	})
	return store
}

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
}

describe('store on in-memory SQLite', () => {
	storeSuite(openSqlite)
})

describe.skipIf(!TEST_DATABASE_URL)('store on PostgreSQL (skipped: set TEST_DATABASE_URL to run it)', () => {
	storeSuite(() => openPostgres(TEST_DATABASE_URL ?? ''))
})
