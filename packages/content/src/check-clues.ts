import { type Character, normalizeName } from '@dragondle/core'
import * as v from 'valibot'
import { type ContentIssue, FILES, type Parsed } from './check-helpers.ts'

/** What the clue check reads of a `data/i18n/<language>.json`: each character's name and clue. */
const TranslationSchema = v.looseObject({
	characters: v.record(v.string(), v.looseObject({ name: v.string(), clue: v.optional(v.string()) })),
})

/** A name word this short counts only whole ('Chi' must not catch 'childhood'); longer ones also start a word ('cells'). */
const WHOLE_WORD_ONLY = 3

function wordsOf(text: string): string[] {
	return normalizeName(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter((word) => word !== '')
}

/**
 * A clue never names its character (README, "clue"): no word of the clue, in any language, may be
 * a word of the character's name in any language, or start with one of four letters or more
 * ('cells' names Cell). Case, accents and punctuation are ignored. Translations are the parsed
 * `data/i18n/*.json` files by language; a file that fails the shape is skipped (its own test
 * reports it).
 */
export function checkClueNames(
	characters: readonly Parsed<Character>[],
	translations: Readonly<Record<string, unknown>> = {},
): ContentIssue[] {
	const parsed = Object.entries(translations).flatMap(([language, raw]) => {
		const result = v.safeParse(TranslationSchema, raw)
		return result.success ? [{ language, characters: result.output.characters }] : []
	})
	const issues: ContentIssue[] = []
	for (const { value, label } of characters) {
		const own = parsed.map(({ language, characters: names }) => ({
			language,
			entry: names[String(value.championId)],
		}))
		const nameWords = new Set(
			[value.championName, ...own.map(({ entry }) => entry?.name ?? '')].flatMap(wordsOf),
		)
		const clues = [
			{ language: 'en', clue: value.clue ?? '' },
			...own.map(({ language, entry }) => ({ language, clue: entry?.clue ?? '' })),
		]
		for (const { language, clue } of clues) {
			const named = wordsOf(clue).find((word) => [...nameWords].some((name) => isNaming(word, name)))
			if (named === undefined) continue
			const file = language === 'en' ? FILES.characters : `i18n/${language}.json`
			const message = `the clue names the character: "${named}"`
			issues.push({ file, entry: label, field: 'clue', message })
		}
	}
	return issues
}

function isNaming(word: string, name: string): boolean {
	return word === name || (name.length > WHOLE_WORD_ONLY && word.startsWith(name))
}
