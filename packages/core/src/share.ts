import type { TileResult } from './compare.ts'

/** How many Classic rows a share shows (spec §9). */
export const SHARE_ROWS = 5

export type ClassicShareInput = {
	gameNumero: number
	/** Tile results of each guess, oldest first; the last row is the winning one. */
	rows: readonly (readonly TileResult[])[]
	/** The site address appended at the end. */
	url: string
}

/**
 * The Classic share text (spec §4 "Share text"): a title line with the game number and
 * 'in one shot' (with a medal) or 'in N shots', '(easy)' under 6 guesses; then the last 5 rows as
 * emoji squares (🟩 good, 🟥 bad, 🟧 partial, ⬆️ superior, ⬇️ inferior), newest last, a '+N more'
 * line when rows were left out; then the address.
 */
export function classicShareText(input: ClassicShareInput): string {
	throw new Error(`not implemented ${input.gameNumero}`)
}
