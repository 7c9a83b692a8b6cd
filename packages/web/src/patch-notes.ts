import type { PatchNote } from '@dragondle/content/patch-notes'
import { PATCH_NOTES } from '@dragondle/content/patch-notes-data'
import { useEffect } from 'react'
import { STORAGE_KEYS } from './storage/keys.ts'
import { hasPlayed, useHasPlayed } from './storage/records.ts'
import { readValue, useValue, writeValue } from './storage/store.ts'

/** The patch notes bundled from the content pack (docs/architecture.md: no fetch), newest first, checked by the pack's check. */
export function patchNotes(): readonly PatchNote[] {
	return PATCH_NOTES
}

/**
 * Whether the newest note is one the player has not opened the patch notes since. Someone who has
 * never played has missed nothing (decision 112): no note is unread for them, and
 * useReadNotesOfNewPlayer marks the notes of their first visit read.
 */
export function useHasUnreadNotes(): boolean {
	const seen = useValue(STORAGE_KEYS.notesSeen)
	const hasPlayed = useHasPlayed()
	const newest = patchNotes()[0]?.id
	return newest !== undefined && seen !== newest && (seen !== null || hasPlayed)
}

/**
 * A brand-new player (no notes seen, no game ever) has the notes of their first visit marked read,
 * silently: once they play, only notes newer than that visit get the dot.
 */
export function useReadNotesOfNewPlayer(): void {
	// once, on mount, from storage itself: a hydrating render sees the server's "nothing stored"
	useEffect(() => {
		if (readValue(STORAGE_KEYS.notesSeen) === null && !hasPlayed()) markNotesSeen()
	}, [])
}

/** Opening the patch notes reads them all: the newest one is remembered as seen. */
export function markNotesSeen(): void {
	const newest = patchNotes()[0]?.id
	if (newest !== undefined) writeValue(STORAGE_KEYS.notesSeen, newest)
}
