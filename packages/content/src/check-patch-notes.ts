import * as v from 'valibot'
import { type ContentIssue, entryLabel, FILES, fieldPath, WHOLE_FILE } from './check-helpers.ts'
import { type PatchNote, PatchNoteSchema } from './patch-notes.ts'

/**
 * What a fan reading the patch notes should never meet (docs/product.md §3 "Other": notes are
 * written for players): file names, the team's decision numbers, test and code words, identifiers
 * in camelCase or snake_case, and pointers to the pack's own changelog. Brand names such as iOS pass.
 */
const JARGON: readonly (readonly [RegExp, string])[] = [
	[/\b[\w-]+\.(json|tsx?|jsx?|md|css|html|svg|png|webp|avif|ya?ml)\b/i, 'a file name'],
	[/\b(d[ée]cision|decisión|decisão)s?\b/i, "the team's decisions"],
	[
		/\b(e2e|API|npm|commit|refactor\w*|endpoint|schema|regex|HMAC|SQLite|PostgreSQL|Redis|changelog)\b/i,
		'a developer word',
	],
	[/\bcontent pack\b/i, "the pack's changelog"],
	[/\b(?!i(?:OS|Phone|Pad)\b)[a-z]+[A-Z]\w*/, 'a camelCase identifier'],
	[/\b[a-z]+_[a-z_]+\b/i, 'a snake_case identifier'],
]

/** The first piece of developer jargon in a note's text, named, or null when a fan can read it all. */
export function jargonIn(text: string): string | null {
	for (const [pattern, name] of JARGON) {
		const match = pattern.exec(text)
		if (match) return `${name} ("${match[0]}"): write it for players`
	}
	return null
}

/** A note's title and items that read as developer jargon, as issues on their field. */
export function jargonIssues(
	file: string,
	entry: string,
	note: Pick<PatchNote, 'title' | 'items'>,
): ContentIssue[] {
	const fields: [string, string][] = [
		['title', note.title],
		...note.items.map((item, index): [string, string] => [`items.${index}`, item]),
	]
	return fields.flatMap(([field, text]) => {
		const message = jargonIn(text)
		return message === null ? [] : [{ file, entry, field, message }]
	})
}

/**
 * The patch notes' problems: each entry's schema, ids unique (the web remembers the newest one
 * seen), the file newest first by date, so its first entry is the one the unread dot is about, and
 * no developer jargon in a title or an item ({@link jargonIn}).
 */
export function checkPatchNotes(raw: unknown): ContentIssue[] {
	const file = FILES.patchNotes
	if (!Array.isArray(raw))
		return [{ file, entry: WHOLE_FILE, field: '', message: 'expected a JSON array of notes' }]
	if (raw.length === 0) return [{ file, entry: WHOLE_FILE, field: '', message: 'expected at least one note' }]
	const issues: ContentIssue[] = []
	const seen = new Set<string>()
	let previous: PatchNote | undefined
	raw.forEach((item: unknown, index) => {
		const entry = entryLabel(file, item, index)
		const result = v.safeParse(PatchNoteSchema, item)
		if (!result.success) {
			for (const issue of result.issues) {
				issues.push({ file, entry, field: fieldPath(issue), message: issue.message })
			}
			return
		}
		const note = result.output
		if (seen.has(note.id)) issues.push({ file, entry, field: 'id', message: `duplicate id ${note.id}` })
		seen.add(note.id)
		if (previous !== undefined && note.date > previous.date) {
			issues.push({
				file,
				entry,
				field: 'date',
				message: `newer than the note above it (${previous.date}): newest first`,
			})
		}
		previous = note
		issues.push(...jargonIssues(file, entry, note))
	})
	return issues
}
