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

/**
 * The key of a character's clue in a language within a daily answer's `clues`: `clue` in English,
 * `clue_<language>` in another (`clue_es`, `clue_pt-BR`, `clue_fr`; decision 103).
 */
export function clueKeyOf(language: string): string {
	return language === 'en' ? 'clue' : `clue_${language}`
}

/** The day's clue in the player's language, else in English; undefined when the character has none. */
export function clueIn(clues: Readonly<Record<string, string>>, language: string): string | undefined {
	return clues[clueKeyOf(language)] ?? clues.clue
}
