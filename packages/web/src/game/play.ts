import type { Mode } from '@dragondle/core'
import { STORAGE_KEYS, type StoredGuesses, type StoredKey } from '../storage.ts'

/**
 * Which kind of game is on screen (issue #13): today's, or a past day's from the archive. The flow
 * is the same; what it reads, records and posts depends on it.
 */
export type Play = { kind: 'daily' } | { kind: 'archive'; gameNumero: number }

export const DAILY: Play = { kind: 'daily' }

/** Where a game's guesses are kept: today's and the archive's never share a key. */
export function guessesKeyOf(mode: Mode, play: Play): StoredKey<StoredGuesses> {
	return play.kind === 'daily' ? STORAGE_KEYS.guesses[mode] : STORAGE_KEYS.archiveGuesses[mode]
}

/** Two plays are the same game (the shared load may serve both). */
export function isSamePlay(a: Play, b: Play): boolean {
	return a.kind === b.kind && (a.kind === 'daily' || (b.kind === 'archive' && a.gameNumero === b.gameNumero))
}

/** A past game the server refused because it is after today in the player's region. */
export class FutureGameError extends Error {
	constructor(readonly gameNumero: number) {
		super(`Game ${gameNumero} has not started yet`)
		this.name = 'FutureGameError'
	}
}
