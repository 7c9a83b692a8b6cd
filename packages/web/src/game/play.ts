import type { Mode } from '@dragondle/core'
import type { Play } from '../play-kind.ts'
import { STORAGE_KEYS, type StoredGuesses, type StoredKey } from '../storage/keys.ts'

// declared outside the game flow (for widgets and storage), and named here too for the flow's users
export type { Play, PlayKind } from '../play-kind.ts'

export const DAILY: Play = { kind: 'daily' }

/** Where a game's guesses are kept: today's and the archive's never share a key. */
export function guessesKeyOf(mode: Mode, play: Play): StoredKey<StoredGuesses> {
	if (play.kind === 'practice') return STORAGE_KEYS.practiceGuesses[mode]
	if (play.kind === 'challenge') return STORAGE_KEYS.challengeGuesses[mode]
	return play.kind === 'daily' ? STORAGE_KEYS.guesses[mode] : STORAGE_KEYS.archiveGuesses[mode]
}

/** Two plays are the same game (the shared load may serve both). */
export function isSamePlay(a: Play, b: Play): boolean {
	return JSON.stringify(a) === JSON.stringify(b)
}

/** A challenge's number, under which its guesses are kept: a hash of its token (FNV-1a), from 1. */
export function challengeNumero(token: string): number {
	let hash = 0x811c9dc5
	for (const char of token) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
	return (hash >>> 1) + 1
}

/** A past game the server refused because it is after today in the player's region. */
export class FutureGameError extends Error {
	constructor(readonly gameNumero: number) {
		super(`Game ${gameNumero} has not started yet`)
		this.name = 'FutureGameError'
	}
}
