import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, type Dialect, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../config.ts'
import { createKyselyStore } from './kysely-store.ts'
import { migrateToLatest } from './migrations.ts'
import type { Database } from './schema.ts'
import type { Store } from './store.ts'

export type StoreOptions = DatabaseConfig & {
	/** PostgreSQL only: a schema to create and use (tests isolate themselves with one). */
	schema?: string
}

/** Opens the database chosen by the config, migrates it to the latest schema, returns the Store. */
export async function openStore(options: StoreOptions): Promise<Store> {
	const db = new Kysely<Database>({ dialect: createDialect(options) })
	try {
		await migrateToLatest(db as Kysely<unknown>)
	} catch (error) {
		await db.destroy()
		throw error
	}
	return createKyselyStore(db)
}

function createDialect(options: StoreOptions): Dialect {
	if (options.kind === 'sqlite') return new SqliteDialect({ database: openSqlite(options.file) })
	const { schema } = options
	return new PostgresDialect({
		pool: new pg.Pool({ connectionString: options.url, max: 10 }),
		onCreateConnection: schema
			? async (connection) => {
					const quoted = `"${schema.replaceAll('"', '""')}"`
					await connection.executeQuery(CompiledQuery.raw(`create schema if not exists ${quoted}`))
					await connection.executeQuery(CompiledQuery.raw(`set search_path to ${quoted}`))
				}
			: undefined,
	})
}

function openSqlite(file: string): SqliteDatabase.Database {
	if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
	const sqlite = new SqliteDatabase(file)
	// WAL lets readers run beside the writer; busy_timeout waits out another process's write lock.
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = NORMAL')
	sqlite.pragma('busy_timeout = 5000')
	return sqlite
}
