import type { Mode } from './schemas.ts'
import type { Region } from './api.ts'

/** No answer repeats within this many days at most (DESIGN.md "Daily schedule"). */
export const MAX_NO_REPEAT_DAYS = 60

/** One candidate of a mode's pool: a stable key (a championId or technique id) and its first game. */
export type PoolEntry = { key: string; since?: number }

export type ScheduleInput = {
	mode: Mode
	region: Region
	/** The pool in any order; the schedule sorts by key so file order never matters. */
	pool: readonly PoolEntry[]
	/** Pinned answers by game number; they win over the drawn ones. */
	overrides?: Readonly<Record<number, string>>
	secret: string
}

/**
 * The answers for games 1..upTo (index 0 is game 1): a pure function of the input.
 * Each day draws, with a hash of (secret, mode, region, game number), from the entries eligible
 * that day (`since` ≤ n) minus the answers of the previous W days, W = min(eligible − 1, 60).
 * Adding an entry with a future `since` never changes a past day.
 */
export function scheduleAnswers(input: ScheduleInput, upTo: number): string[] {
	throw new Error(`not implemented ${input.mode} ${upTo}`)
}

/** The answer key of one game number (≥ 1). */
export function answerFor(input: ScheduleInput, gameNumero: number): string {
	throw new Error(`not implemented ${input.mode} ${gameNumero}`)
}
