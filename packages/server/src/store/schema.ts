import type { Mode } from '@dragondle/core'
import type { ColumnType } from 'kysely'

export type WinnersTable = {
	mode: string
	region: string
	game_numero: number
	player: string
	rank: number
	created_at: ColumnType<unknown, never, never>
}

export type WinCountsTable = {
	mode: string
	region: string
	game_numero: number
	count: number
}

/** A game's winners who took `nb_guesses` guesses: a count with no player (decision 125). */
export type WinGuessCountsTable = {
	mode: string
	region: string
	game_numero: number
	nb_guesses: number
	count: number
}

/**
 * Instants are epoch milliseconds in `bigint` columns, the same on both databases; PostgreSQL's
 * driver reads a bigint back as a string, so the store converts what it selects with Number().
 */
type Millis = ColumnType<number | string, number, number>

export type TransferTokensTable = {
	token: string
	data: string
	expires_at: Millis
	/** The UTF-8 bytes of `data`, summed by the storage bound without reading the data. */
	data_bytes: number
	/** A keyed hash of the address that stored the row (routes/transfer.ts); null before it was kept. */
	address_hash: string | null
}

export type StreakCodesTable = {
	code: string
	mode: Mode
	game_numero: number
	nb_guesses: number
	created_at: Millis
	redeemed_at: ColumnType<number | string | null, never, number>
}

/** A secret the install drew for itself (decision 107), by the setting it stands for. */
export type InstallSecretsTable = {
	name: string
	value: string
}

export type Database = {
	winners: WinnersTable
	win_counts: WinCountsTable
	win_guess_counts: WinGuessCountsTable
	transfer_tokens: TransferTokensTable
	streak_codes: StreakCodesTable
	install_secrets: InstallSecretsTable
}
