import type { Mode, Region } from '@dragondle/core'

/** One game of one mode in one region: the unit winners are counted by. */
export type GameKey = { mode: Mode; region: Region; gameNumero: number }

/** A win to record; `nbGuesses`, when the page sent it, is counted by guess number apart from the player. */
export type WinRecord = GameKey & { player: string; nbGuesses?: number }

/** How many of a game's winners took `nbGuesses` guesses: a count, never who. */
export type GuessCount = { nbGuesses: number; count: number }

export type WinResult = { rank: number; count: number; first: boolean }

/** A player's progress parked under a transfer token (docs/architecture.md "Transfer"). */
export type Transfer = { token: string; data: string; expiresAt: number }

/**
 * A transfer to store, with a keyed hash of the address that posted it (routes/transfer.ts), never
 * the address itself; without one, no address is charged with it.
 */
export type NewTransfer = Transfer & { addressHash?: string }

/**
 * What the live transfers take up, for the storage bounds (routes/transfer.ts). An expired row,
 * kept a day longer for TOKEN_EXPIRED, is not counted (decision 107): dead rows cannot hold the
 * bounds full for two days.
 */
export type TransferUsage = {
	count: number
	/** The UTF-8 bytes of their data. */
	bytes: number
	/** The earliest expiry among them, when one frees room; null when there are none. */
	firstExpiresAt: number | null
}

/** The transfers of one address still live, and the earliest expiry among them (null: none). */
export type AddressTransfers = { live: number; firstExpiresAt: number | null }

/** What a streak code restores: a win of `mode`'s game `gameNumero` in `nbGuesses` guesses. */
export type StreakRestore = { mode: Mode; gameNumero: number; nbGuesses: number }

export type StreakCode = StreakRestore & { code: string; createdAt: number }

/**
 * Persistent state of the server. Answers are computed, so only winners, transfer tokens and
 * streak codes live here. Instants are epoch milliseconds from the caller's clock.
 */
export type Store = {
	/**
	 * Records a win once per player and game, atomically. A first win gets rank = the new count;
	 * a repeated one returns the rank stored the first time. `count` is the game's current count;
	 * `first` tells a first win from a repeated one.
	 */
	recordWin(win: WinRecord): Promise<WinResult>
	winnerCount(game: GameKey): Promise<number>
	/**
	 * The game's winners by the guesses their win took, fewest first, from the wins recorded with a
	 * guess count (a first win only: a repeated one counts nothing again); no player is kept with them.
	 */
	guessCounts(game: GameKey): Promise<GuessCount[]>
	/** Stores a transfer unless its token is taken (by a live or a not yet purged one): then false. */
	createTransfer(transfer: NewTransfer): Promise<boolean>
	/** The transfer stored under `token`, expired or not; undefined when there is none. */
	readTransfer(token: string): Promise<Transfer | undefined>
	/** Deletes the transfers that expired before `before`; resolves with how many went. */
	purgeTransfers(before: number): Promise<number>
	/**
	 * The live transfers stored with `addressHash` at `now`, read from an index. A create that
	 * follows is not in the same transaction (see routes/transfer.ts on the race that allows).
	 */
	addressTransfers(addressHash: string, now: number): Promise<AddressTransfers>
	/** What the transfers live at `now` take up, read from an index without loading their data. */
	transferUsage(now: number): Promise<TransferUsage>
	/** Stores a new single-use code unless the code exists already: then false. */
	createStreakCode(code: StreakCode): Promise<boolean>
	/**
	 * Marks the code used at `at` and returns what it restores, atomically: of concurrent redeems of
	 * one code exactly one gets it. Undefined when the code is unknown or already used.
	 */
	redeemStreakCode(code: string, at: number): Promise<StreakRestore | undefined>
	/**
	 * The install's secret named `name` (decision 107): the one stored, or `candidate`, stored now
	 * when there is none. Of concurrent first starts sharing the database, one stores its candidate
	 * and every one of them gets that.
	 */
	keptSecret(name: string, candidate: string): Promise<string>
	/** Resolves when the database answers a trivial query (readiness). */
	ping(): Promise<void>
	close(): Promise<void>
}
