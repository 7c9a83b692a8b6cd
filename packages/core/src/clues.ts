/**
 * After this many tries Classic's clue can be revealed (docs/product.md §4 "Clues": 6). The one
 * place to change it: the board, its help and the tests read it from here.
 */
export const CLUE_AFTER_TRIES = 6

/** Where a Classic clue stands after `tries` guesses: locked with some tries to go, or unlocked. */
export type ClueState = { kind: 'locked'; triesLeft: number } | { kind: 'unlocked' }

/** The clue's state after `tries` guesses, unlocking at `after` tries. */
export function clueState(tries: number, after: number = CLUE_AFTER_TRIES): ClueState {
	return tries >= after ? { kind: 'unlocked' } : { kind: 'locked', triesLeft: after - tries }
}
