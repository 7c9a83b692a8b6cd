import * as z from 'zod/mini'
import notes from '../data/patch-notes.json' with { type: 'json' }

/**
 * One entry of the patch notes (docs/product.md §3 "Other"): what shipped on a day, written by us in
 * the pack like the characters' data. `id` is what the web stores as the newest note seen.
 */
export const PatchNoteSchema = z.object({
	id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'expected lowercase letters, digits and dashes')),
	date: z.iso.date(),
	title: z.string().check(z.trim(), z.minLength(1)),
	items: z.array(z.string().check(z.trim(), z.minLength(1))).check(z.minLength(1)),
})
export type PatchNote = z.infer<typeof PatchNoteSchema>

/** The notes, newest first (the content check holds the file to that order). */
export function loadPatchNotes(): PatchNote[] {
	return z.array(PatchNoteSchema).parse(notes)
}
