import type { TileResult } from './compare.ts'

/** How many Classic rows a share shows (spec §9). */
export const SHARE_ROWS = 5

/** Below this many guesses a win is tagged '(easy)' (spec §4 "Share text"). */
const EASY_BELOW = 6

const TILE_EMOJI: Readonly<Record<TileResult, string>> = {
	good: '🟩',
	bad: '🟥',
	partial: '🟧',
	superior: '⬆️',
	inferior: '⬇️',
}

export type ClassicShareInput = {
	gameNumero: number
	/** Tile results of each guess, oldest first; the last row is the winning one. */
	rows: readonly (readonly TileResult[])[]
	/** The site address appended at the end. */
	url: string
}

function shareTitle(gameNumero: number, guesses: number): string {
	const start = `I found #Dragondle Classic #${gameNumero}`
	if (guesses === 1) return `${start} in one shot 🥇`
	return `${start} in ${guesses} shots${guesses < EASY_BELOW ? ' (easy)' : ''}`
}

/**
 * The Classic share text (spec §4 "Share text"): a title line with the game number and
 * 'in one shot' (with a medal) or 'in N shots', '(easy)' under 6 guesses; then the last 5 rows as
 * emoji squares (🟩 good, 🟥 bad, 🟧 partial, ⬆️ superior, ⬇️ inferior), newest last, a '+N more'
 * line when rows were left out; then the address.
 */
export function classicShareText(input: ClassicShareInput): string {
	const { gameNumero, rows, url } = input
	const shown = rows.slice(-SHARE_ROWS).map((row) => row.map((result) => TILE_EMOJI[result]).join(''))
	const omitted = rows.length - shown.length
	const more = omitted > 0 ? [`+${omitted} more`] : []
	return [shareTitle(gameNumero, rows.length), ...shown, ...more, '', url].join('\n')
}
