import type { Character } from './schemas.ts'
import { findCharacterByName, isSameName } from './search.ts'

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
	if (state.status === 'won') return { kind: 'game-over' }
	const character = findCharacterByName(name, characters)
	if (character === undefined) return { kind: 'unknown-name' }
	const canonical = character.championName
	if (state.guesses.some((guess) => isSameName(guess, canonical))) return { kind: 'already-guessed' }
	const correct = isSameName(canonical, answerName)
	const guesses = [...state.guesses, canonical]
	return { kind: 'accepted', state: { guesses, status: correct ? 'won' : 'playing' }, correct }
}

function isStringList(value: unknown): value is string[] {
	return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/**
 * Rebuilds a game from stored guesses (docs/product.md §4 "Game flow"): anything that is not a
 * list of strings gives a new game; unknown names and duplicates are dropped; guesses after the
 * correct one are dropped; the game is won when the answer's name is among them.
 */
export function restoreGame(
	stored: unknown,
	answerName: string,
	characters: readonly Character[],
): GameState {
	if (!isStringList(stored)) return NEW_GAME
	let state = NEW_GAME
	for (const name of stored) {
		const outcome = applyGuess(state, name, answerName, characters)
		if (outcome.kind === 'accepted') state = outcome.state
	}
	return state
}
