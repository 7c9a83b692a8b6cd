import { MODE_RULES } from './modes.ts'
import { isPlayableEntry } from './schedule.ts'
import type { Mode } from './schemas.ts'

/**
 * What the picture modes' insight works out after the end (decision 125): a wrong guess in
 * Fusion, Technique or Silhouette tells only that it was wrong, so it rules out its character
 * alone, and only when that character could have been the answer (one of the mode's pool); and
 * where the player stood among today's winners, from counts by guess number alone.
 */

/** An entry of an answer pool as the insight reads it: the character to guess, and its first game. */
export type AnswerEntry = { championId: number; since?: number | undefined }

/** Each kind of answer's pool (core's MODE_RULES says which a mode draws from). */
export type AnswerPools = Record<(typeof MODE_RULES)[Mode]['answersFrom'], readonly AnswerEntry[]>

/**
 * The characters that may be `mode`'s answer in game `gameNumero`: its pool's entries already
 * playable then (an entry `since` a later game is not), each character once (Technique's pool has
 * several attacks of one user).
 */
export function answerCharacterIds(mode: Mode, pools: AnswerPools, gameNumero: number): ReadonlySet<number> {
	const entries = pools[MODE_RULES[mode].answersFrom]
	return new Set(
		entries
			.filter(({ championId, since }) => isPlayableEntry({ key: String(championId), since }, gameNumero))
			.map((entry) => entry.championId),
	)
}

/** One guess of a picture mode: the pool's characters it and the guesses before it had ruled out, and those left. */
export type RuledOutStep = { guessId: number; ruledOut: number; left: number }

/**
 * For each guess, in order, how many of `pool` had been ruled out after it and how many were left:
 * a wrong guess of a character of the pool rules it out (a repeat or one outside the pool rules
 * out nothing new), and the right one leaves the answer alone.
 */
export function ruledOutSteps(
	pool: ReadonlySet<number>,
	guessIds: readonly number[],
	answerId: number,
): RuledOutStep[] {
	const out = new Set<number>()
	return guessIds.map((guessId) => {
		if (guessId === answerId) return { guessId, ruledOut: pool.size - 1, left: 1 }
		if (pool.has(guessId)) out.add(guessId)
		return { guessId, ruledOut: out.size, left: pool.size - out.size }
	})
}

/** How many of a game's winners took `nbGuesses` guesses (the server's counts, never who). */
export type GuessCount = { nbGuesses: number; count: number }

/** Where a win stands among the game's winners: how many took fewer guesses, as many, and more. */
export type WinnerStanding = { winners: number; fewer: number; same: number; more: number }

/** Where a win in `nbGuesses` guesses stands among the winners counted in `byGuesses`. */
export function winnerStanding(byGuesses: readonly GuessCount[], nbGuesses: number): WinnerStanding {
	const standing = { winners: 0, fewer: 0, same: 0, more: 0 }
	for (const { nbGuesses: guesses, count } of byGuesses) {
		standing.winners += count
		if (guesses < nbGuesses) standing.fewer += count
		else if (guesses === nbGuesses) standing.same += count
		else standing.more += count
	}
	return standing
}
