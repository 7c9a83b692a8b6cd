import type { TileResult } from './compare.ts'
import type { Mode } from './schemas.ts'

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

/** Mode names as the share text writes them (the share text is English for now, spec §1). */
const MODE_NAMES: Readonly<Record<Mode, string>> = {
	classic: 'Classic',
	fusion: 'Fusion',
	technique: 'Technique',
	silhouette: 'Silhouette',
}

function shareTitle(mode: Mode, gameNumero: number, guesses: number): string {
	const start = `I found #Dragondle ${MODE_NAMES[mode]} #${gameNumero}`
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
	return [shareTitle('classic', gameNumero, rows.length), ...shown, ...more, '', url].join('\n')
}

/** How many guess squares an image mode's share shows before '+N more'. */
export const SHARE_SQUARES = 10

/** What an image-mode win was won without (spec §4 "Technique": the 'won with' records). */
export type ShareMark = 'no-colours' | 'full-blur'

const MARK_LINES: Readonly<Record<ShareMark, string>> = {
	'no-colours': '⬛ without colours',
	'full-blur': '🌫️ without unblurring',
}

export type ImageShareInput = {
	mode: Exclude<Mode, 'classic'>
	gameNumero: number
	nbGuesses: number
	/** Aids the player went without, marked in the text. */
	marks: readonly ShareMark[]
	url: string
}

/**
 * An image mode's share text: the same title as Classic's, then one square per guess (🟥 wrong,
 * 🟩 the winning one, the last 10 with '+N more' before them), a line per mark, then the address.
 * Nothing in it names the answer.
 */
export function imageShareText(input: ImageShareInput): string {
	const { mode, gameNumero, nbGuesses, marks, url } = input
	const omitted = Math.max(0, nbGuesses - SHARE_SQUARES)
	const squares = `${'🟥'.repeat(Math.min(nbGuesses, SHARE_SQUARES) - 1)}🟩`
	const line = omitted > 0 ? `+${omitted} more ${squares}` : squares
	const markLines = marks.map((mark) => MARK_LINES[mark])
	return [shareTitle(mode, gameNumero, nbGuesses), line, ...markLines, '', url].join('\n')
}

export type AllDoneShareInput = {
	gameNumero: number
	/** Each mode's result of the day, in play order. */
	results: readonly { mode: Mode; nbGuesses: number }[]
	url: string
}

/**
 * The share text of a day with every mode found (spec §4 "All games done"): a title line, one line
 * per mode with its number of shots (a medal on a one-shot), then the address. It names no answer.
 */
export function allDoneShareText(input: AllDoneShareInput): string {
	const lines = input.results.map(({ mode, nbGuesses }) => {
		const shots = nbGuesses === 1 ? 'one shot 🥇' : `${nbGuesses} shots`
		return `${MODE_NAMES[mode]}: ${shots}`
	})
	return [`I found every #Dragondle character of day #${input.gameNumero}!`, ...lines, '', input.url].join(
		'\n',
	)
}
