import newestNote from '@dragondle/content/data/patch-notes.json?newest&lang.json'
import { useEffect } from 'react'
import { STORAGE_KEYS } from './storage/keys.ts'
import { hasPlayed, useHasPlayed } from './storage/records.ts'
import { readValue, useValue, writeValue } from './storage/store.ts'

/**
 * The newest patch note's id, all the header's dot needs of the notes: the build cuts the pack's
 * file down to it (play-pack-plugin.ts); the patch-notes dialog loads the notes themselves.
 */
const NEWEST: string | null = newestNote

/**
 * Whether the newest note is one the player has not opened the patch notes since. Someone who has
 * never played has missed nothing (decision 112): no note is unread for them, and
 * useReadNotesOfNewPlayer marks the notes of their first visit read.
 */
export function useHasUnreadNotes(): boolean {
	const seen = useValue(STORAGE_KEYS.notesSeen)
	const hasPlayed = useHasPlayed()
	return NEWEST !== null && seen !== NEWEST && (seen !== null || hasPlayed)
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
	if (NEWEST !== null) writeValue(STORAGE_KEYS.notesSeen, NEWEST)
}
