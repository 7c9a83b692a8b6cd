import { type Kysely, type Migration, Migrator, sql } from 'kysely'

/**
 * Every migration uses SQL that both SQLite and PostgreSQL accept (STYLE.md "Server").
 * Names sort in order of application; never edit one that has shipped, add a new one.
 */
const MIGRATIONS: Record<string, Migration> = {
	'001-winners': {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('winners')
				.addColumn('mode', 'varchar(16)', (col) => col.notNull())
				.addColumn('region', 'varchar(8)', (col) => col.notNull())
				.addColumn('game_numero', 'integer', (col) => col.notNull())
				.addColumn('player', 'varchar(64)', (col) => col.notNull())
				.addColumn('rank', 'integer', (col) => col.notNull())
				.addColumn('created_at', 'timestamp', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
				.addPrimaryKeyConstraint('winners_pk', ['mode', 'region', 'game_numero', 'player'])
				.execute()
			await db.schema
				.createTable('win_counts')
				.addColumn('mode', 'varchar(16)', (col) => col.notNull())
				.addColumn('region', 'varchar(8)', (col) => col.notNull())
				.addColumn('game_numero', 'integer', (col) => col.notNull())
				.addColumn('count', 'integer', (col) => col.notNull())
				.addPrimaryKeyConstraint('win_counts_pk', ['mode', 'region', 'game_numero'])
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('win_counts').execute()
			await db.schema.dropTable('winners').execute()
		},
	},
	// Instants are epoch milliseconds in bigint columns: one type that compares and converts the same
	// way on both databases (a timestamp column would not).
	'002-transfer-tokens': {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('transfer_tokens')
				.addColumn('token', 'varchar(8)', (col) => col.primaryKey())
				.addColumn('data', 'text', (col) => col.notNull())
				.addColumn('expires_at', 'bigint', (col) => col.notNull())
				.execute()
			// every POST purges the expired rows: the delete finds them by this index, not by a scan
			await db.schema
				.createIndex('transfer_tokens_expires_at')
				.on('transfer_tokens')
				.column('expires_at')
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('transfer_tokens').execute()
		},
	},
	'003-streak-codes': {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('streak_codes')
				.addColumn('code', 'varchar(64)', (col) => col.primaryKey())
				.addColumn('mode', 'varchar(16)', (col) => col.notNull())
				.addColumn('game_numero', 'integer', (col) => col.notNull())
				.addColumn('nb_guesses', 'integer', (col) => col.notNull())
				.addColumn('created_at', 'bigint', (col) => col.notNull())
				.addColumn('redeemed_at', 'bigint')
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('streak_codes').execute()
		},
	},
}

/**
 * Brings the schema up to date; Kysely's migration lock makes concurrent instances safe.
 *
 * On PostgreSQL, `schema` is the schema the tables live in (the connection's current schema).
 * Kysely looks for its migration and lock tables by name in every schema unless told one: a
 * database where another schema has them (another app on Kysely, a test running beside) would
 * make it skip creating ours and then fail to read them.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
	const migrator = new Migrator({
		db,
		provider: { getMigrations: async () => MIGRATIONS },
		...(schema === undefined ? {} : { migrationTableSchema: schema }),
	})
	const { error, results } = await migrator.migrateToLatest()
	const failed = results?.find((result) => result.status === 'Error')
	if (error) {
		const name = failed ? ` ${failed.migrationName}` : ''
		throw new Error(`Database migration${name} failed: ${String(error)}`, { cause: error })
	}
}
