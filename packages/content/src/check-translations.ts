import type { Technique } from '@dragondle/core'
import type { ContentIssue, Parsed } from './check-helpers.ts'
import { jargonIssues } from './check-patch-notes.ts'
import { TECHNIQUE_NAMES_KEPT } from './translations.ts'

function techniqueNamesOf(translation: unknown): Record<string, unknown> {
	const section =
		typeof translation === 'object' && translation !== null
			? (translation as Record<string, unknown>).techniques
			: undefined
	return typeof section === 'object' && section !== null ? (section as Record<string, unknown>) : {}
}

/**
 * Every technique the bonus question can show needs a name in each language (`i18n/<language>.json`):
 * a missing or blank one, or one left as the English name outside {@link TECHNIQUE_NAMES_KEPT}, is
 * reported on the language's file and the technique.
 */
export function checkTechniqueNames(
	techniques: readonly Parsed<Technique>[],
	translations: Readonly<Record<string, unknown>>,
): ContentIssue[] {
	const issues: ContentIssue[] = []
	for (const [language, translation] of Object.entries(translations)) {
		const names = techniqueNamesOf(translation)
		const kept = (TECHNIQUE_NAMES_KEPT as Readonly<Record<string, readonly string[]>>)[language] ?? []
		for (const { value: technique, label } of techniques) {
			const name = names[technique.id]
			const file = `i18n/${language}.json`
			const field = `techniques.${technique.id}`
			if (typeof name !== 'string' || name.trim() === '') {
				issues.push({ file, entry: label, field, message: 'no name in this language' })
			} else if (name === technique.name && !kept.includes(technique.id)) {
				issues.push({ file, entry: label, field, message: `"${name}" is the English name: translate it` })
			}
		}
	}
	return issues
}

/** Each language's patch notes read as its English ones must: no developer jargon ({@link jargonIssues}). */
export function checkTranslatedPatchNotes(translations: Readonly<Record<string, unknown>>): ContentIssue[] {
	return Object.entries(translations).flatMap(([language, translation]) => {
		const section =
			typeof translation === 'object' && translation !== null
				? (translation as { patchNotes?: unknown }).patchNotes
				: undefined
		if (typeof section !== 'object' || section === null) return []
		return Object.entries(section as Record<string, { title?: unknown; items?: unknown }>).flatMap(
			([id, note]) => {
				const title = typeof note.title === 'string' ? note.title : ''
				const items = Array.isArray(note.items) ? note.items.filter((item) => typeof item === 'string') : []
				return jargonIssues(`i18n/${language}.json`, id, { title, items })
			},
		)
	})
}
