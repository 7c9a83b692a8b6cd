import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from './schema.ts'
import type { GameKey, Store, WinRecord, WinResult } from './store.ts'

type Prepare = () => Promise<void>

type Tx = Transaction<Database>

/**
 * The one Store implementation, for SQLite and PostgreSQL alike. Atomicity comes from the
 * transaction: on SQLite, Kysely holds its single connection for the whole transaction (a mutex
 * serializes them), and as its first statement writes, another process sharing the file waits
 * on busy_timeout instead of failing a lock upgrade; on PostgreSQL, the winner's primary key and
 * the counter's row lock serialize the conflicting parts.
 */
export function createKyselyStore(db: Kysely<Database>, prepare: Prepare): Store {
	return {
		...transferMethods(db, prepare),
		...streakCodeMethods(db, prepare),
		recordWin: async (win) => {
			await prepare()
			return db.transaction().execute((tx) => recordWinIn(tx, win))
		},
		winnerCount: async (game) => {
			await prepare()
			return readCount(db, game)
		},
		guessCounts: async (game) => {
			await prepare()
			const rows = await db
				.selectFrom('win_guess_counts')
				.select(['nb_guesses', 'count'])
				.where((eb) => eb.and(gameColumns(game)))
				.orderBy('nb_guesses')
				.execute()
			return rows.map((row) => ({ nbGuesses: row.nb_guesses, count: row.count }))
		},
		keptSecret: async (name, candidate) => {
			await prepare()
			await db
				.insertInto('install_secrets')
				.values({ name, value: candidate })
				.onConflict((oc) => oc.doNothing())
				.execute()
			const row = await db
				.selectFrom('install_secrets')
				.select('value')
				.where('name', '=', name)
				.executeTakeFirstOrThrow()
			return row.value
		},
		ping: async () => {
			await prepare()
			await sql`select 1`.execute(db)
		},
		close: () => db.destroy(),
	}
}

type TransferMethods = Pick<
	Store,
	'createTransfer' | 'readTransfer' | 'purgeTransfers' | 'addressTransfers' | 'transferUsage'
>

function transferMethods(db: Kysely<Database>, prepare: Prepare): TransferMethods {
	return {
		createTransfer: async ({ token, data, expiresAt, addressHash }) => {
			await prepare()
			const values = {
				token,
				data,
				expires_at: expiresAt,
				data_bytes: Buffer.byteLength(data, 'utf8'),
				address_hash: addressHash ?? null,
			}
			// the token's primary key decides a collision, even between instances drawing at once
			const inserted = await db
				.insertInto('transfer_tokens')
				.values(values)
				.onConflict((oc) => oc.doNothing())
				.returning('token')
				.executeTakeFirst()
			return inserted !== undefined
		},
		readTransfer: async (token) => {
			await prepare()
			const row = await db
				.selectFrom('transfer_tokens')
				.select(['token', 'data', 'expires_at'])
				.where('token', '=', token)
				.executeTakeFirst()
			return row && { token: row.token, data: row.data, expiresAt: Number(row.expires_at) }
		},
		purgeTransfers: async (before) => {
			await prepare()
			const result = await db
				.deleteFrom('transfer_tokens')
				.where('expires_at', '<', before)
				.executeTakeFirst()
			return Number(result.numDeletedRows)
		},
		addressTransfers: async (addressHash, now) => {
			await prepare()
			const row = await db
				.selectFrom('transfer_tokens')
				.where('address_hash', '=', addressHash)
				.where('expires_at', '>', now)
				.select((eb) => [eb.fn.countAll().as('live'), eb.fn.min('expires_at').as('first')])
				.executeTakeFirstOrThrow()
			return { live: Number(row.live), firstExpiresAt: toMillis(row.first) }
		},
		// every column read is in the usage index, led by the expiry: a range of it, read index-only
		// (PostgreSQL) or covering (SQLite), never the data
		transferUsage: async (now) => {
			await prepare()
			const row = await db
				.selectFrom('transfer_tokens')
				.where('expires_at', '>', now)
				.select((eb) => [
					eb.fn.countAll().as('count'),
					eb.fn.sum('data_bytes').as('bytes'),
					eb.fn.min('expires_at').as('first'),
				])
				.executeTakeFirstOrThrow()
			return { count: Number(row.count), bytes: Number(row.bytes ?? 0), firstExpiresAt: toMillis(row.first) }
		},
	}
}

/** PostgreSQL's driver answers a bigint, a count and a sum as strings. */
function toMillis(value: number | string | null): number | null {
	return value === null ? null : Number(value)
}

type StreakCodeMethods = Pick<Store, 'createStreakCode' | 'redeemStreakCode'>

function streakCodeMethods(db: Kysely<Database>, prepare: Prepare): StreakCodeMethods {
	return {
		createStreakCode: async ({ code, mode, gameNumero, nbGuesses, createdAt }) => {
			await prepare()
			const inserted = await db
				.insertInto('streak_codes')
				.values({ code, mode, game_numero: gameNumero, nb_guesses: nbGuesses, created_at: createdAt })
				.onConflict((oc) => oc.doNothing())
				.returning('code')
				.executeTakeFirst()
			return inserted !== undefined
		},
		// One statement that both checks and spends the code: of concurrent redeems, the row lock
		// (PostgreSQL) or the single writer (SQLite) lets one update the row; the others then find
		// redeemed_at set and update nothing.
		redeemStreakCode: async (code, at) => {
			await prepare()
			const row = await db
				.updateTable('streak_codes')
				.set({ redeemed_at: at })
				.where('code', '=', code)
				.where('redeemed_at', 'is', null)
				.returning(['mode', 'game_numero', 'nb_guesses'])
				.executeTakeFirst()
			return row && { mode: row.mode, gameNumero: row.game_numero, nbGuesses: row.nb_guesses }
		},
	}
}

async function recordWinIn(tx: Tx, win: WinRecord): Promise<WinResult> {
	const game = gameColumns(win)
	// rank 0 is a placeholder that no other transaction can see: it is set below before commit.
	const inserted = await tx
		.insertInto('winners')
		.values({ ...winnerColumns(win), rank: 0 })
		.onConflict((oc) => oc.doNothing())
		.returning('player')
		.executeTakeFirst()
	if (!inserted) return readExistingWin(tx, win)
	const { count } = await tx
		.insertInto('win_counts')
		.values({ ...game, count: 1 })
		.onConflict((oc) =>
			oc
				.columns(['mode', 'region', 'game_numero'])
				.doUpdateSet((eb) => ({ count: eb('win_counts.count', '+', 1) })),
		)
		.returning('count')
		.executeTakeFirstOrThrow()
	if (win.nbGuesses !== undefined) await countGuesses(tx, win, win.nbGuesses)
	await tx
		.updateTable('winners')
		.set({ rank: count })
		.where((eb) => eb.and(winnerColumns(win)))
		.execute()
	return { rank: count, count, first: true }
}

/** One more winner of the game who took `nbGuesses` guesses, in the win's transaction. */
async function countGuesses(tx: Tx, game: GameKey, nbGuesses: number): Promise<void> {
	await tx
		.insertInto('win_guess_counts')
		.values({ ...gameColumns(game), nb_guesses: nbGuesses, count: 1 })
		.onConflict((oc) =>
			oc
				.columns(['mode', 'region', 'game_numero', 'nb_guesses'])
				.doUpdateSet((eb) => ({ count: eb('win_guess_counts.count', '+', 1) })),
		)
		.execute()
}

async function readExistingWin(tx: Tx, win: WinRecord): Promise<WinResult> {
	const row = await tx
		.selectFrom('winners')
		.select('rank')
		.where((eb) => eb.and(winnerColumns(win)))
		.executeTakeFirstOrThrow()
	return { rank: row.rank, count: await readCount(tx, win), first: false }
}

async function readCount(db: Kysely<Database>, game: GameKey): Promise<number> {
	const row = await db
		.selectFrom('win_counts')
		.select('count')
		.where((eb) => eb.and(gameColumns(game)))
		.executeTakeFirst()
	return row?.count ?? 0
}

function gameColumns(game: GameKey) {
	return { mode: game.mode, region: game.region, game_numero: game.gameNumero }
}

function winnerColumns(win: WinRecord) {
	return { ...gameColumns(win), player: win.player }
}
