import type { Mode, PracticeSeries } from '@dragondle/core'
import { STORAGE_KEYS, type StoredGuesses, type StoredKey } from '../storage/keys.ts'

/**
 * Which kind of game is on screen (decision 084): today's, or a past day's from the archive. The flow
 * is the same; what it reads, records and posts depends on it.
 */
export type Play =
	| { kind: 'daily' }
	| { kind: 'archive'; gameNumero: number }
	/** Practice: a random answer per round, of one series or any (decision 084). */
	| { kind: 'practice'; round: number; series: PracticeSeries | null }
	/** A friend's challenge link: the same answer, and how many guesses the friend took. */
	| { kind: 'challenge'; token: string; nbGuesses: number }

export const DAILY: Play = { kind: 'daily' }

/** Which kind of game a page plays: core's route table says it of each page, so the header can. */
export type { PlayKind } from '@dragondle/core'

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
