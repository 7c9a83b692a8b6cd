import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, type Dialect, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import type { DatabaseConfig } from '../config.ts'
import { createKyselyStore } from './kysely-store.ts'
import { migrateToLatest } from './migrations.ts'
import type { Database } from './schema.ts'
import type { Store } from './store.ts'

export type StoreOptions = DatabaseConfig & {
	/** PostgreSQL only: a schema to create and use (tests isolate themselves with one). */
	schema?: string
	/**
	 * Told of database errors that no request sees (an idle PostgreSQL connection dropped by a
	 * restart, a migration that must wait for the database): they are logged, never fatal.
	 */
	onBackgroundError?: (error: unknown) => void
}

/** How long a request waits for a PostgreSQL connection before the route answers 503. */
const CONNECT_TIMEOUT_MS = 3000

/**
 * Opens the database chosen by the config, migrates it to the latest schema, returns the Store.
 * SQLite must open and migrate now (a local file that fails is a setup error). PostgreSQL may be
 * down at start: the server then starts anyway, answers what needs no database, and migrates on
 * the first call that finds the database back.
 */
export async function openStore(options: StoreOptions): Promise<Store> {
	const onBackgroundError = options.onBackgroundError ?? (() => undefined)
	const db = new Kysely<Database>({ dialect: await createDialect(options, onBackgroundError) })
	const migrate = retriedOnce(async () => {
		const schema = options.kind === 'postgres' ? await currentSchema(db) : undefined
		await migrateToLatest(db as Kysely<unknown>, schema)
	})
	try {
		await (options.kind === 'sqlite' ? migrateSqlite(migrate) : migrate())
	} catch (error) {
		if (options.kind === 'sqlite') {
			await db.destroy()
			throw error
		}
		onBackgroundError(error)
	}
	return createKyselyStore(db, migrate)
}

/** The schema PostgreSQL creates unqualified tables in: the first of the search path that exists. */
async function currentSchema(db: Kysely<Database>): Promise<string> {
	const { rows } = await db.executeQuery<{ schema: string }>(
		CompiledQuery.raw('select current_schema() as schema'),
	)
	const schema = rows[0]?.schema
	if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path')
	return schema
}

/**
 * Kysely's migration lock holds within one process; two processes opening a new SQLite file at
 * the same moment may both try to create the tables. The loser's attempt fails, and its retry
 * finds the migrations applied.
 */
async function migrateSqlite(migrate: () => Promise<void>): Promise<void> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await migrate()
		} catch (error) {
			if (attempt === 3) throw error
			await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
		}
	}
}

/** Runs `task` once it succeeds; a failure is not kept, so the next call tries again. */
function retriedOnce(task: () => Promise<void>): () => Promise<void> {
	let pending: Promise<void> | undefined
	return () => {
		pending ??= task().catch((error: unknown) => {
			pending = undefined
			throw error
		})
		return pending
	}
}

/**
 * Each driver is loaded only when it is the one in use, so a deployment on PostgreSQL runs without
 * the SQLite native module, and one on SQLite without pg.
 */
async function createDialect(
	options: StoreOptions,
	onBackgroundError: (error: unknown) => void,
): Promise<Dialect> {
	if (options.kind === 'sqlite') {
		const { default: SqliteDatabase } = await import('better-sqlite3')
		return new SqliteDialect({ database: openSqlite(SqliteDatabase, options.file) })
	}
	const { default: pg } = await import('pg')
	const { schema } = options
	const pool = new pg.Pool({
		connectionString: options.url,
		max: 10,
		connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
		idleTimeoutMillis: 30_000,
	})
	// An idle client whose server went away (a restart, a failover) emits 'error' on the pool; with
	// no listener Node would crash the whole process, answers and pages included. The pool drops
	// that client and connects a new one on the next query.
	pool.on('error', onBackgroundError)
	return new PostgresDialect({
		pool,
		onCreateConnection: schema
			? async (connection) => {
					const quoted = `"${schema.replaceAll('"', '""')}"`
					await connection.executeQuery(CompiledQuery.raw(`create schema if not exists ${quoted}`))
					await connection.executeQuery(CompiledQuery.raw(`set search_path to ${quoted}`))
				}
			: undefined,
	})
}

function openSqlite(Driver: typeof SqliteDatabase, file: string): SqliteDatabase.Database {
	if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
	const sqlite = new Driver(file)
	// WAL lets readers run beside the writer; busy_timeout waits out another process's write lock.
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = NORMAL')
	sqlite.pragma('busy_timeout = 5000')
	return sqlite
}
