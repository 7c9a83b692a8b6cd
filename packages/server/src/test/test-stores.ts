import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import { onTestFinished } from 'vitest'
import { openStore } from '../store/open-store.ts'
import type { Store } from '../store/store.ts'

/** Set to run the store and route suites on PostgreSQL as well (each test in a schema of its own). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

/** A store, and the rows of a table as the database keeps them: to check what is stored, not only what comes back. */
export type StoreWithRows = { store: Store; rows: (table: string) => Promise<Record<string, unknown>[]> }

export async function openTestSqlite(): Promise<Store> {
	const store = await openStore({ kind: 'sqlite', file: ':memory:' })
	onTestFinished(() => store.close())
	return store
}

/** SQLite in a file of its own (an in-memory database has no second reader), removed when the test finishes. */
export async function openTestSqliteWithRows(): Promise<StoreWithRows> {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-store-'))
	const file = join(dir, 'store.sqlite')
	const store = await openStore({ kind: 'sqlite', file })
	onTestFinished(async () => {
		await store.close()
		rmSync(dir, { recursive: true, force: true })
	})
	const rows = async (table: string) => {
		const reader = new SqliteDatabase(file, { readonly: true })
		try {
			return reader.prepare(`select * from "${table}"`).all() as Record<string, unknown>[]
		} finally {
			reader.close()
		}
	}
	return { store, rows }
}

/** Each Postgres test gets its own schema, dropped when the test finishes. */
export async function openTestPostgres(url: string): Promise<Store> {
	return (await openTestPostgresWithRows(url)).store
}

export async function openTestPostgresWithRows(url: string): Promise<StoreWithRows> {
	const schema = `dragondle_test_${randomUUID().replaceAll('-', '')}`
	const store = await openStore({ kind: 'postgres', url, schema })
	const query = async (text: string) => {
		const client = new pg.Client({ connectionString: url })
		await client.connect()
		try {
			return (await client.query<Record<string, unknown>>(text)).rows
		} finally {
			await client.end()
		}
	}
	onTestFinished(async () => {
		await store.close()
		await query(`drop schema if exists ${schema} cascade`)
	})
	return { store, rows: (table) => query(`select * from ${schema}."${table}"`) }
}

export type TestStore = {
	name: string
	open: () => Promise<Store>
	openWithRows: () => Promise<StoreWithRows>
	skip: boolean
}

/** The databases to run a suite on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_STORES: readonly TestStore[] = [
	{ name: 'in-memory SQLite', open: openTestSqlite, openWithRows: openTestSqliteWithRows, skip: false },
	{
		name: 'PostgreSQL (skipped: set TEST_DATABASE_URL to run it)',
		open: () => openTestPostgres(TEST_DATABASE_URL ?? ''),
		openWithRows: () => openTestPostgresWithRows(TEST_DATABASE_URL ?? ''),
		skip: !TEST_DATABASE_URL,
	},
]
