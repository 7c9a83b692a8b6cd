import { loadPatchNotes, type PatchNote } from '@dragondle/content/patch-notes'
import { STORAGE_KEYS, useValue, writeValue } from './storage.ts'

let notes: readonly PatchNote[] | undefined

/** The patch notes bundled from the content pack (DESIGN.md: no fetch), newest first, parsed once. */
export function patchNotes(): readonly PatchNote[] {
	notes ??= loadPatchNotes()
	return notes
}

/** Whether the newest note is one the player has not opened the patch notes since. */
export function useHasUnreadNotes(): boolean {
	const seen = useValue(STORAGE_KEYS.notesSeen)
	const newest = patchNotes()[0]?.id
	return newest !== undefined && seen !== newest
}

/** Opening the patch notes reads them all: the newest one is remembered as seen. */
export function markNotesSeen(): void {
	const newest = patchNotes()[0]?.id
	if (newest !== undefined) writeValue(STORAGE_KEYS.notesSeen, newest)
}
