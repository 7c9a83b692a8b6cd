import { type ContentIssue, entryLabel, FILES, fieldPath, WHOLE_FILE } from './check-helpers.ts'
import { type PatchNote, PatchNoteSchema } from './patch-notes.ts'

/**
 * The patch notes' problems: each entry's schema, ids unique (the web remembers the newest one
 * seen), and the file newest first by date, so its first entry is the one the unread dot is about.
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
		const result = PatchNoteSchema.safeParse(item)
		if (!result.success) {
			for (const issue of result.error.issues) {
				issues.push({ file, entry, field: fieldPath(issue.path), message: issue.message })
			}
			return
		}
		const note = result.data
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
	})
	return issues
}
