import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { onTestFinished } from 'vitest'
import { openStore } from '../store/open-store.ts'
import type { Store } from '../store/store.ts'

/** Set to run the store and route suites on PostgreSQL as well (each test in a schema of its own). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

export async function openTestSqlite(): Promise<Store> {
	const store = await openStore({ kind: 'sqlite', file: ':memory:' })
	onTestFinished(() => store.close())
	return store
}

/** Each Postgres test gets its own schema, dropped when the test finishes. */
export async function openTestPostgres(url: string): Promise<Store> {
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

/** The databases to run a suite on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_STORES: readonly { name: string; open: () => Promise<Store>; skip: boolean }[] = [
	{ name: 'in-memory SQLite', open: openTestSqlite, skip: false },
	{
		name: 'PostgreSQL (skipped: set TEST_DATABASE_URL to run it)',
		open: () => openTestPostgres(TEST_DATABASE_URL ?? ''),
		skip: !TEST_DATABASE_URL,
	},
]
