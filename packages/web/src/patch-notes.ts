import type { PatchNote } from '@dragondle/content/patch-notes'
import { PATCH_NOTES } from '@dragondle/content/patch-notes-data'
import { STORAGE_KEYS } from './storage/keys.ts'
import { useValue, writeValue } from './storage/store.ts'

/** The patch notes bundled from the content pack (docs/architecture.md: no fetch), newest first, checked by the pack's check. */
export function patchNotes(): readonly PatchNote[] {
	return PATCH_NOTES
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
