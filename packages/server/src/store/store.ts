import type { Mode, Region } from '@dragondle/core'

/** One game of one mode in one region: the unit winners are counted by. */
export type GameKey = { mode: Mode; region: Region; gameNumero: number }

export type WinRecord = GameKey & { player: string }

export type WinResult = { rank: number; count: number; first: boolean }

/** Persistent state of the server. Answers are computed, so only winners live here. */
export type Store = {
	/**
	 * Records a win once per player and game, atomically. A first win gets rank = the new count;
	 * a repeated one returns the rank stored the first time. `count` is the game's current count;
	 * `first` tells a first win from a repeated one.
	 */
	recordWin(win: WinRecord): Promise<WinResult>
	winnerCount(game: GameKey): Promise<number>
	/** Resolves when the database answers a trivial query (readiness). */
	ping(): Promise<void>
	close(): Promise<void>
}
