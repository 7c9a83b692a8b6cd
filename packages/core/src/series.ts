import * as v from 'valibot'
import type { Character } from './schemas.ts'

/**
 * The series a character can be practised by (decision 084): where the anime first showed them, else
 * the manga. 'films' are the films and specials (the pack's DBM debuts).
 */
export const PRACTICE_SERIES = ['db', 'dbz', 'dbs', 'dbgt', 'films', 'daima'] as const
export const PracticeSeriesSchema = v.picklist(PRACTICE_SERIES)
export type PracticeSeries = v.InferOutput<typeof PracticeSeriesSchema>

/** Debut prefixes of the content pack ('DBZ/134') and their series. */
const PRACTICE_SERIES_OF_PREFIX: Readonly<Record<string, PracticeSeries>> = {
	DB: 'db',
	DBZ: 'dbz',
	DBS: 'dbs',
	DBGT: 'dbgt',
	DBM: 'films',
	DAIMA: 'daima',
}

/** The series of a character's first appearance, or null when the pack names none it knows. */
export function practiceSeriesOf(
	character: Pick<Character, 'animeDebut' | 'mangaDebut'>,
): PracticeSeries | null {
	const debut = character.animeDebut ?? character.mangaDebut
	const prefix = debut?.split('/')[0] ?? ''
	return PRACTICE_SERIES_OF_PREFIX[prefix] ?? null
}

/** The practice route's query: a series for the character modes (Classic, Silhouette), or any. */
export const PracticeQuerySchema = v.object({ series: v.optional(PracticeSeriesSchema) })
