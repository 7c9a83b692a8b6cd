import type { PlayKind, PracticeSeries } from '@dragondle/core'

/**
 * Which kind of game is on screen (decision 084): today's, or a past day's from the archive. The flow
 * is the same; what it reads, records and posts depends on it. A plain type of its own, outside the
 * game flow (game/), so that widgets, storage and analytics can name a kind of game without
 * importing the flow (decision 114).
 */
export type Play = (
	| { kind: 'daily' }
	| { kind: 'archive'; gameNumero: number }
	/** Practice: a random answer per round, of one series or any (decision 084). */
	| { kind: 'practice'; round: number; series: PracticeSeries | null }
	/** A friend's challenge link: the same answer, and how many guesses the friend took. */
	| { kind: 'challenge'; token: string; nbGuesses: number }
) & { kind: PlayKind }

/** Which kind of game a page plays: core's route table says it of each page, so the header can. */
export type { PlayKind }
