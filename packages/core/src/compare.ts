import { compareDebuts, placeDebut, subSagaOf } from './saga.ts'
import type { Character, Saga } from './schemas.ts'

/** Result of one tile (docs/product.md §4 "Tile results"). superior: the answer is higher; inferior: lower. */
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

function compareEqual<T>(guess: T, answer: T): TileResult {
	return guess === answer ? 'good' : 'bad'
}

/** Lists compare as sets: order and duplicates never matter. */
function compareLists(guess: readonly string[], answer: readonly string[]): TileResult {
	const guessSet = new Set(guess)
	const answerSet = new Set(answer)
	const shared = [...guessSet].filter((item) => answerSet.has(item)).length
	if (shared === guessSet.size && shared === answerSet.size) return 'good'
	return shared > 0 ? 'partial' : 'bad'
}

function compareNumbers(guess: number, answer: number): TileResult {
	if (guess === answer) return 'good'
	return guess < answer ? 'superior' : 'inferior'
}

/**
 * The tile shows the sub-saga. Two debuts in the same episode (or film) are good; in the same
 * sub-saga but another episode, partial: close, not it (decision 110: this is what tells Caulifla
 * from Kale, DBS 88 and 89). An arrow only when both map to different sub-sagas.
 */
function compareAnimeDebuts(guess: string | null, answer: string | null, sagas: readonly Saga[]): TileResult {
	const guessDebut = placeDebut(guess, sagas)
	const answerDebut = placeDebut(answer, sagas)
	if (guessDebut === null || answerDebut === null) return guessDebut === answerDebut ? 'good' : 'bad'
	if (guessDebut.row === answerDebut.row) return guessDebut.number === answerDebut.number ? 'good' : 'partial'
	// Different rows never hold the same debut, so the order is never 0 here.
	return compareDebuts(guessDebut, answerDebut) < 0 ? 'superior' : 'inferior'
}

/**
 * Compares a guessed character with the answer over the 8 categories, in order.
 * - gender, origin, hasTransformation: good when equal, else bad.
 * - race, affiliation, hair (lists; a null affiliation is an empty list): good when the same set,
 *   partial when they overlap, bad otherwise (two empty lists are good).
 * - nbDeaths: good when equal, superior when the guess is lower, inferior when higher.
 * - animeDebut: good when both are the same episode or film (or both are null); partial when both
 *   fall in the same sub-saga but not the same episode; bad when exactly one is null; else
 *   superior/inferior by release date of the rows, then episode (compareDebuts).
 */
export function compareCharacters(guess: Character, answer: Character, sagas: readonly Saga[]): Tile[] {
	const guessAffiliation = guess.affiliation ?? []
	return [
		{ category: 'gender', value: guess.gender, result: compareEqual(guess.gender, answer.gender) },
		{ category: 'race', value: guess.race, result: compareLists(guess.race, answer.race) },
		{ category: 'origin', value: guess.origin, result: compareEqual(guess.origin, answer.origin) },
		{
			category: 'affiliation',
			value: guessAffiliation,
			result: compareLists(guessAffiliation, answer.affiliation ?? []),
		},
		{ category: 'hair', value: guess.hair, result: compareLists(guess.hair, answer.hair) },
		{
			category: 'hasTransformation',
			value: guess.hasTransformation,
			result: compareEqual(guess.hasTransformation, answer.hasTransformation),
		},
		{ category: 'nbDeaths', value: guess.nbDeaths, result: compareNumbers(guess.nbDeaths, answer.nbDeaths) },
		{
			category: 'animeDebut',
			value: subSagaOf(guess.animeDebut, sagas)?.subSaga ?? null,
			result: compareAnimeDebuts(guess.animeDebut, answer.animeDebut, sagas),
		},
	]
}

/** True when a different character shows exactly the answer's tiles (the 'duplicate' notice). */
export function isDuplicateOfAnswer(guess: Character, answer: Character, sagas: readonly Saga[]): boolean {
	if (guess.championId === answer.championId) return false
	return compareCharacters(guess, answer, sagas).every((tile) => tile.result === 'good')
}
