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

export type Database = {
	winners: WinnersTable
	win_counts: WinCountsTable
}
