import { disabledCategories } from './challenger.ts'
import type { ClassicCategory, Tile, TileResult } from './compare.ts'
import type { Mode } from './schemas.ts'

/** How many Classic rows a share shows (docs/product.md §9). */
export const SHARE_ROWS = 5

/** How many guess squares an image mode's share shows before '+N more'. */
export const SHARE_SQUARES = 10

const TILE_EMOJI: Readonly<Record<TileResult, string>> = {
	good: '🟩',
	bad: '🟥',
	partial: '🟧',
	superior: '⬆️',
	inferior: '⬇️',
}

/** What an image-mode win was won without (docs/product.md §4 "Technique": the 'won with' records). */
export type ShareMark = 'no-colours' | 'full-blur'

/** One win as a share text's title states it. */
export type ShareTitle = {
	mode: Mode
	gameNumero: number
	/** How many guesses the win took: a one-shot's title carries a medal. */
	guesses: number
}

/**
 * Every word a share text uses, from the player's locale: this module decides what the text says
 * (which rows, how many left out), the words say it. No title calls a win easy (decision 111). A title with one guess
 * carries the medal (docs/product.md §4: 'in one shot' with a medal, else 'in N shots').
 */
export type ShareWords = {
	title: (title: ShareTitle) => string
	/** The line standing for rows or squares left out. */
	more: (count: number) => string
	mark: (mark: ShareMark) => string
	/** The challenger zone's mark on a Classic win: how many cells were switched off. */
	challenger: (disabledCells: number) => string
	allDoneTitle: (gameNumero: number) => string
	allDoneLine: (mode: Mode, guesses: number) => string
	/** The line of a bonus question answered right (decision 098). */
	bonus: string
	/** The site addendum, the line before the address. */
	addendum: string
	/** Classic's optional line of how the guesses narrowed the field: `[102, 14, 3, 1]` (decision 124). */
	narrowed: (counts: readonly number[]) => string
}

function titleOf(mode: Mode, gameNumero: number, guesses: number): ShareTitle {
	return { mode, gameNumero, guesses }
}

function withAddress(lines: readonly string[], words: ShareWords, url: string): string {
	return [...lines, '', words.addendum, url].join('\n')
}

export type ClassicShareInput = {
	gameNumero: number
	/** Each guess's tiles, oldest first; the last row is the winning one. */
	rows: readonly (readonly Pick<Tile, 'category' | 'result'>[])[]
	/** The categories the win was played without (the challenger zone): left out, and marked. */
	disabled: readonly ClassicCategory[]
	/** The site address appended at the end. */
	url: string
	/**
	 * The characters still possible before the first guess and after each (insight.ts,
	 * `remainingCounts`): one line when given, which the player turns on in Settings (decision 124).
	 */
	narrowed?: readonly number[]
}

/**
 * The Classic share text (docs/product.md §4 "Share text"): the title; the last 5 rows as emoji squares
 * (🟩 good, 🟥 bad, 🟧 partial, ⬆️ superior, ⬇️ inferior), newest last, without the disabled
 * categories, and a '+N more' line when rows were left out; the challenger mark when categories
 * were disabled; the narrowed line when asked for; then the site addendum and the address.
 */
export function classicShareText(input: ClassicShareInput, words: ShareWords): string {
	const { gameNumero, rows, url } = input
	const disabled = disabledCategories(input.disabled)
	const squares = (row: readonly Pick<Tile, 'category' | 'result'>[]) =>
		row
			.filter((tile) => !disabled.includes(tile.category))
			.map((tile) => TILE_EMOJI[tile.result])
			.join('')
	const shown = rows.slice(-SHARE_ROWS).map(squares)
	const omitted = rows.length - shown.length
	const more = omitted > 0 ? [words.more(omitted)] : []
	const mark = disabled.length > 0 ? [words.challenger(disabled.length)] : []
	const narrowed = input.narrowed && input.narrowed.length > 0 ? [words.narrowed(input.narrowed)] : []
	return withAddress(
		[words.title(titleOf('classic', gameNumero, rows.length)), ...shown, ...more, ...mark, ...narrowed],
		words,
		url,
	)
}

export type ImageShareInput = {
	mode: Exclude<Mode, 'classic'>
	gameNumero: number
	nbGuesses: number
	/** Aids the player went without, marked in the text. */
	marks: readonly ShareMark[]
	/** The bonus question was answered right (Technique and Fusion, decision 098); absent or false: no line. */
	bonus?: boolean
	url: string
}

/**
 * An image mode's share text: the same title as Classic's, then one square per guess (🟥 wrong,
 * 🟩 the winning one, the last 10 with '+N more' before them), a line per mark, the bonus line when
 * the bonus question was answered right, then the site addendum and the address. Nothing in it
 * names the answer.
 */
export function imageShareText(input: ImageShareInput, words: ShareWords): string {
	const { mode, gameNumero, nbGuesses, marks, url } = input
	const omitted = Math.max(0, nbGuesses - SHARE_SQUARES)
	const squares = `${'🟥'.repeat(Math.min(nbGuesses, SHARE_SQUARES) - 1)}🟩`
	const line = omitted > 0 ? `${words.more(omitted)} ${squares}` : squares
	const bonus = input.bonus === true ? [words.bonus] : []
	return withAddress(
		[words.title(titleOf(mode, gameNumero, nbGuesses)), line, ...marks.map(words.mark), ...bonus],
		words,
		url,
	)
}

export type AllDoneResult = {
	mode: Mode
	nbGuesses: number
	/** Classic's: the categories its win was played without (the challenger zone), as recorded. */
	disabled?: readonly ClassicCategory[]
}

export type AllDoneShareInput = {
	gameNumero: number
	/** Each mode's result of the day, in play order. */
	results: readonly AllDoneResult[]
	url: string
}

/** One mode's line of the all-done share: its shots, and the challenger mark Classic's share has too. */
function allDoneLine({ mode, nbGuesses, disabled = [] }: AllDoneResult, words: ShareWords): string {
	const line = words.allDoneLine(mode, nbGuesses)
	const hidden = disabledCategories(disabled).length
	return hidden > 0 ? `${line} ${words.challenger(hidden)}` : line
}

/**
 * The share text of a day with every mode found (docs/product.md §4 "All games done"): a title line, one line
 * per mode with its number of shots (Classic's marked as its own share is when categories were
 * hidden), then the site addendum and the address. It names no answer.
 */
export function allDoneShareText(input: AllDoneShareInput, words: ShareWords): string {
	const lines = input.results.map((result) => allDoneLine(result, words))
	return withAddress([words.allDoneTitle(input.gameNumero), ...lines], words, input.url)
}
