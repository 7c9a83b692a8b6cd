import type { Character, Saga } from './schemas.ts'

/** Result of one tile (spec §4 "Tile results"). superior: the answer is higher; inferior: lower. */
export type TileResult = 'good' | 'bad' | 'partial' | 'superior' | 'inferior'

/** The 8 Classic tile categories, in display order. */
export const CLASSIC_CATEGORIES = [
	'gender',
	'race',
	'origin',
	'affiliation',
	'hair',
	'hasTransformation',
	'nbDeaths',
	'animeDebut',
] as const
export type ClassicCategory = (typeof CLASSIC_CATEGORIES)[number]

/**
 * One tile: the category, the guessed character's value as shown (lists stay lists; animeDebut is
 * the sub-saga name, or null when the debut is null or maps to no sub-saga), and the result.
 */
export type Tile = {
	category: ClassicCategory
	value: string | readonly string[] | number | boolean | null
	result: TileResult
}

/**
 * Compares a guessed character with the answer over the 8 categories, in order.
 * - gender, origin, hasTransformation: good when equal, else bad.
 * - race, affiliation, hair (lists; a null affiliation is an empty list): good when the same set,
 *   partial when they overlap, bad otherwise (two empty lists are good).
 * - nbDeaths: good when equal, superior when the guess is lower, inferior when higher.
 * - animeDebut: good when both map to the same sub-saga (or both are null); bad when exactly one
 *   is null; else superior/inferior by series order then episode.
 */
export function compareCharacters(guess: Character, answer: Character, sagas: readonly Saga[]): Tile[] {
	throw new Error(`not implemented ${guess.championId} ${answer.championId} ${sagas.length}`)
}

/** True when a different character shows exactly the answer's tiles (the 'duplicate' notice). */
export function isDuplicateOfAnswer(guess: Character, answer: Character, sagas: readonly Saga[]): boolean {
	throw new Error(`not implemented ${guess.championId} ${answer.championId} ${sagas.length}`)
}
