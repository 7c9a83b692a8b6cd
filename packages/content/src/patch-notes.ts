import { isCalendarDay } from '@dragondle/core'
import * as v from 'valibot'
import notes from '../data/patch-notes.json' with { type: 'json' }

/**
 * One entry of the patch notes (docs/product.md §3 "Other"): what shipped on a day, written by us in
 * the pack like the characters' data. `id` is what the web stores as the newest note seen.
 */
export const PatchNoteSchema = v.object({
	id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'expected lowercase letters, digits and dashes')),
	date: v.pipe(v.string(), v.check(isCalendarDay, 'expected a calendar day like 2026-01-31')),
	title: v.pipe(v.string(), v.trim(), v.minLength(1)),
	items: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1))), v.minLength(1)),
})
export type PatchNote = v.InferOutput<typeof PatchNoteSchema>

/** The notes, newest first (the content check holds the file to that order). */
export function loadPatchNotes(): PatchNote[] {
	return v.parse(v.array(PatchNoteSchema), notes)
}
