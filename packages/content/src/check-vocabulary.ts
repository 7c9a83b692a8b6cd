import { type Character, SeriesSchema } from '@dragondle/core'
import * as v from 'valibot'
import { type ContentIssue, FILES, fieldPath, type Parsed, WHOLE_FILE } from './check-helpers.ts'

const values = v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1))), v.minLength(1))
const lastNumber = v.pipe(v.number(), v.safeInteger(), v.minValue(1))
/** A record of some series: each key one of `keys`, none required. */
const someOf = <const K extends string>(keys: readonly K[]) => v.record(v.picklist(keys), lastNumber)

/** `vocabulary.json`: the allowed character values, and where each series and manga ends. */
export const VocabularySchema = v.strictObject({
	race: values,
	affiliation: values,
	origin: values,
	hair: values,
	/** The last episode of each TV series whose saga rows tile its episodes. */
	seriesEpisodes: someOf(SeriesSchema.options),
	/** The last chapter of each manga a `mangaDebut` may name. */
	mangaChapters: someOf(['DB', 'DBS']),
	/**
	 * Sets of characters that no true fact in the eight Classic fields tells apart, each with why;
	 * the check rejects every other pair with the same tiles (check-tiles.ts).
	 */
	sameTiles: v.optional(
		v.array(
			v.strictObject({
				ids: v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(0))), v.minLength(2)),
				why: v.pipe(v.string(), v.trim(), v.minLength(1)),
			}),
		),
	),
})
export type Vocabulary = v.InferOutput<typeof VocabularySchema>

/** The character fields whose values must come from the vocabulary. */
export const VOCABULARY_FIELDS = ['race', 'affiliation', 'origin', 'hair'] as const

/** The parsed vocabulary, or undefined when it is absent (the rules are skipped) or fails its schema. */
export function parseVocabulary(raw: unknown, issues: ContentIssue[]): Vocabulary | undefined {
	if (raw === undefined) return undefined
	const result = v.safeParse(VocabularySchema, raw)
	if (result.success) return result.output
	for (const issue of result.issues) {
		issues.push({
			file: FILES.vocabulary,
			entry: WHOLE_FILE,
			field: fieldPath(issue),
			message: issue.message,
		})
	}
	return undefined
}

/** Every race, affiliation, origin and hair value that the vocabulary does not list. */
export function checkVocabulary(
	characters: readonly Parsed<Character>[],
	vocabulary: Vocabulary,
): ContentIssue[] {
	const issues: ContentIssue[] = []
	for (const { value, label } of characters) {
		for (const field of VOCABULARY_FIELDS) {
			const given = value[field]
			const list = typeof given === 'string' ? [given] : (given ?? [])
			const allowed = vocabulary[field]
			list.forEach((item, position) => {
				if (allowed.includes(item)) return
				const path = typeof given === 'string' ? field : `${field}.${position}`
				issues.push({
					file: FILES.characters,
					entry: label,
					field: path,
					message: unknownValue(field, item, allowed),
				})
			})
		}
	}
	return issues
}

function unknownValue(field: string, value: string, allowed: readonly string[]): string {
	const suggestion = closestValue(value, allowed)
	const unknown = `unknown ${field} '${value}'`
	return suggestion === undefined
		? `${unknown}; add it to vocabulary.json if it is new`
		: `${unknown}; did you mean '${suggestion}'?`
}

/** The allowed value nearest to `value` if it is within edit distance 2 (the first one on a tie). */
export function closestValue(value: string, allowed: readonly string[]): string | undefined {
	let best: string | undefined
	let bestDistance = 3
	for (const candidate of allowed) {
		const distance = editDistance(value, candidate)
		if (distance < bestDistance) [best, bestDistance] = [candidate, distance]
	}
	return best
}

/** Levenshtein distance: insertions, deletions and substitutions each cost 1. */
export function editDistance(a: string, b: string): number {
	let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
	for (let i = 1; i <= a.length; i++) {
		const current = [i]
		for (let j = 1; j <= b.length; j++) {
			const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
			current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution))
		}
		previous = current
	}
	return previous[b.length] ?? 0
}
