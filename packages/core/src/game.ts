import type { Character } from './schemas.ts'

export type GameStatus = 'playing' | 'won'
/** A game's state: the guessed names, oldest first, and whether it is won. */
export type GameState = { guesses: readonly string[]; status: GameStatus }

export type GuessOutcome =
	| { kind: 'accepted'; state: GameState; correct: boolean }
	| { kind: 'unknown-name' }
	| { kind: 'already-guessed' }
	| { kind: 'game-over' }

export const NEW_GAME: GameState = { guesses: [], status: 'playing' }

/**
 * Applies one guess: the name must be a known character (case-insensitive; the stored name is the
 * canonical one), not already guessed, and the game not won. Correct when it is the answer's name.
 */
export function applyGuess(
	state: GameState,
	name: string,
	answerName: string,
	characters: readonly Character[],
): GuessOutcome {
	throw new Error(`not implemented ${state.status} ${name} ${answerName} ${characters.length}`)
}

/**
 * Rebuilds a game from stored guesses (spec §4): anything that is not a list of strings gives a new
 * game; unknown names and duplicates are dropped; guesses after the correct one are dropped;
 * the game is won when the answer's name is among them.
 */
export function restoreGame(stored: unknown, answerName: string, characters: readonly Character[]): GameState {
	throw new Error(`not implemented ${String(stored)} ${answerName} ${characters.length}`)
}
