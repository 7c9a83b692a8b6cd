import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from './schema.ts'
import type { GameKey, Store, WinRecord, WinResult } from './store.ts'

type Tx = Transaction<Database>

/**
 * The one Store implementation, for SQLite and PostgreSQL alike. Atomicity comes from the
 * transaction: on SQLite, Kysely holds its single connection for the whole transaction (a mutex
 * serializes them), and as its first statement writes, another process sharing the file waits
 * on busy_timeout instead of failing a lock upgrade; on PostgreSQL, the winner's primary key and
 * the counter's row lock serialize the conflicting parts.
 */
export function createKyselyStore(db: Kysely<Database>, prepare: () => Promise<void>): Store {
	return {
		recordWin: async (win) => {
			await prepare()
			return db.transaction().execute((tx) => recordWinIn(tx, win))
		},
		winnerCount: async (game) => {
			await prepare()
			return readCount(db, game)
		},
		ping: async () => {
			await prepare()
			await sql`select 1`.execute(db)
		},
		close: () => db.destroy(),
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
	await tx
		.updateTable('winners')
		.set({ rank: count })
		.where((eb) => eb.and(winnerColumns(win)))
		.execute()
	return { rank: count, count, first: true }
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
