import { type Kysely, type Migration, Migrator, sql } from 'kysely'

/**
 * Every migration uses SQL that both SQLite and PostgreSQL accept (docs/architecture.md "Conventions").
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
	// The storage bounds of transfers (routes/transfer.ts). A POST counts the rows and sums their
	// sizes from the usage index alone, never loading the data (SQLite would walk each row's overflow
	// pages to reach a column stored after it); led by the expiry, that index serves the purge too
	// and replaces the expiry index. The address index counts one address's live rows.
	'004-transfer-bounds': {
		async up(db: Kysely<unknown>) {
			// one column per statement: SQLite adds only one at a time
			await db.schema.alterTable('transfer_tokens').addColumn('address_hash', 'varchar(16)').execute()
			await db.schema
				.alterTable('transfer_tokens')
				.addColumn('data_bytes', 'integer', (col) => col.notNull().defaultTo(0))
				.execute()
			// rows stored before get their length in characters: the two databases share no function
			// for UTF-8 bytes, and for the ASCII of encrypted data both are the same
			await sql`update transfer_tokens set data_bytes = length(data)`.execute(db)
			await db.schema
				.createIndex('transfer_tokens_usage')
				.on('transfer_tokens')
				.columns(['expires_at', 'data_bytes'])
				.execute()
			await db.schema.dropIndex('transfer_tokens_expires_at').execute()
			await db.schema
				.createIndex('transfer_tokens_address')
				.on('transfer_tokens')
				.columns(['address_hash', 'expires_at'])
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropIndex('transfer_tokens_address').execute()
			await db.schema.dropIndex('transfer_tokens_usage').execute()
			await db.schema
				.createIndex('transfer_tokens_expires_at')
				.on('transfer_tokens')
				.column('expires_at')
				.execute()
			await db.schema.alterTable('transfer_tokens').dropColumn('data_bytes').execute()
			await db.schema.alterTable('transfer_tokens').dropColumn('address_hash').execute()
		},
	},
	// The install's own secrets (SCHEDULE_SECRET, ANSWER_KEY, TRANSFER_KEY) when the operator set
	// none (decision 107): drawn once by the first start, read by every later start and instance.
	'005-install-secrets': {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('install_secrets')
				.addColumn('name', 'varchar(64)', (col) => col.primaryKey())
				.addColumn('value', 'varchar(256)', (col) => col.notNull())
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('install_secrets').execute()
		},
	},
	// The winners of a game by the guesses their win took (decision 125): counts alone, with no
	// player, so nobody's number of guesses can be read back.
	'006-win-guess-counts': {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('win_guess_counts')
				.addColumn('mode', 'varchar(16)', (col) => col.notNull())
				.addColumn('region', 'varchar(8)', (col) => col.notNull())
				.addColumn('game_numero', 'integer', (col) => col.notNull())
				.addColumn('nb_guesses', 'integer', (col) => col.notNull())
				.addColumn('count', 'integer', (col) => col.notNull())
				.addPrimaryKeyConstraint('win_guess_counts_pk', ['mode', 'region', 'game_numero', 'nb_guesses'])
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('win_guess_counts').execute()
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
