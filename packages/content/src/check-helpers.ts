import * as v from 'valibot'

/** One problem found in the pack: which file, which entry, which field, and what is wrong. */
export type ContentIssue = { file: string; entry: string; field: string; message: string }

/** An entry that passed its schema, with its position in the file for messages. */
export type Parsed<T> = { value: T; index: number; label: string }

export const FILES = {
	characters: 'characters.json',
	sagas: 'sagas.json',
	fusions: 'fusions.json',
	techniques: 'techniques.json',
	vocabulary: 'vocabulary.json',
	patchNotes: 'patch-notes.json',
} as const

/** The label of the file as a whole, for problems that belong to no single entry. */
export const WHOLE_FILE = '(file)'

/** A schema issue's place in its entry, `silhouette.late` or `race.1`; '' for the entry itself. */
export function fieldPath(issue: v.BaseIssue<unknown>): string {
	return v.getDotPath(issue) ?? ''
}

function textOf(value: unknown, key: string): string | undefined {
	if (typeof value !== 'object' || value === null) return undefined
	const field = (value as Record<string, unknown>)[key]
	return typeof field === 'string' || typeof field === 'number' ? String(field) : undefined
}

/** How an entry is named in messages, readable even when the entry failed its schema. */
export function entryLabel(file: string, raw: unknown, index: number): string {
	if (file === FILES.characters) return `${textOf(raw, 'championName') ?? '?'} (#${index})`
	if (file === FILES.sagas)
		return `${textOf(raw, 'saga') ?? '?'} ${textOf(raw, 'subSaga') ?? '?'} (#${index})`
	if (file === FILES.techniques || file === FILES.patchNotes) return `${textOf(raw, 'id') ?? '?'} (#${index})`
	return `fusion ${textOf(raw, 'id') ?? '?'} (#${index})`
}
