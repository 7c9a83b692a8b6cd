import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import type { Region } from './api.ts'
import type { Mode } from './schemas.ts'

/** No answer repeats within this many days at most. */
export const MAX_NO_REPEAT_DAYS = 60

/** One candidate of a mode's pool: a stable key (a championId or technique id) and its first game. */
export type PoolEntry = { key: string; since?: number }

export type ScheduleInput = {
	mode: Mode
	region: Region
	/** The pool in any order; the schedule sorts by key so file order never matters. */
	pool: readonly PoolEntry[]
	secret: string
}

/**
 * The no-repeat window of a day whose eligible pool holds `eligible` entries: how many previous
 * days' answers it may not repeat. It is at most half the pool minus one, so every day with two or
 * more eligible entries draws from at least two (a new entry is never forced on its first day, and
 * no pool runs in a fixed cycle; decision 092).
 */
export function noRepeatWindow(eligible: number): number {
	return Math.max(0, Math.min(Math.floor((eligible - 1) / 2), MAX_NO_REPEAT_DAYS))
}

const encoder = new TextEncoder()

/**
 * What every day's draw message begins with. It is part of every answer: changed, it would change
 * every past day's answer, which an upgrade keeps (CHANGELOG.md, "What an upgrade keeps").
 */
const DRAW_LABEL = 'dragondle-draw-2'

/**
 * A number drawn uniformly from 0..count−1 by HMAC-SHA-256 of `message` under `secret`: each 32-bit
 * word of the MAC below the largest multiple of `count` decides (rejection sampling, so no value is
 * favoured); a MAC whose eight words all fall above it (odds below 2⁻²⁵⁶ for any pool we have) is
 * followed by the MAC of the message with a counter.
 */
export function uniformDraw(secret: string, message: string, count: number): number {
	if (!Number.isInteger(count) || count < 1 || count > 2 ** 32) {
		throw new RangeError(`count must be an integer from 1 to 2^32, got ${count}`)
	}
	const limit = Math.floor(2 ** 32 / count) * count
	const key = encoder.encode(secret)
	for (let round = 0; ; round++) {
		const mac = hmac(sha256, key, encoder.encode(round === 0 ? message : `${message}\u0000${round}`))
		const words = new DataView(mac.buffer, mac.byteOffset, mac.byteLength)
		for (let offset = 0; offset < mac.byteLength; offset += 4) {
			const word = words.getUint32(offset)
			if (word < limit) return word % count
		}
	}
}

/** Pool entries sorted by key (code-unit order, locale-free), one per key with its earliest `since`. */
function sortedPool(pool: readonly PoolEntry[]): { key: string; since: number }[] {
	const byKey = new Map<string, number>()
	for (const entry of pool) {
		const since = entry.since ?? 1
		byKey.set(entry.key, Math.min(since, byKey.get(entry.key) ?? since))
	}
	return [...byKey].map(([key, since]) => ({ key, since })).sort((a, b) => (a.key < b.key ? -1 : 1))
}

/**
 * Draws game n's key from the eligible entries (indices into `keys`), skipping those seen in the
 * window of previous days.
 */
function drawAnswer(
	input: ScheduleInput,
	n: number,
	keys: readonly string[],
	eligible: readonly number[],
	lastSeen: Float64Array,
): string {
	if (eligible.length === 0) throw new RangeError(`no ${input.mode} entry is eligible for game ${n}`)
	const window = noRepeatWindow(eligible.length)
	const candidates = eligible.filter((index) => (lastSeen[index] as number) < n - window)
	// Never empty: the window holds at most `window` distinct keys and window < eligible.length.
	const pick = uniformDraw(
		input.secret,
		`${DRAW_LABEL}\u0000${input.mode}\u0000${input.region}\u0000${n}`,
		candidates.length,
	)
	return keys[candidates[pick] as number] as string
}

/**
 * The answers for games 1..upTo (index 0 is game 1): a pure function of the input.
 * Each day draws, keyed by the secret over (mode, region, game number), from the entries eligible
 * that day (`since` ≤ n) minus the answers of the previous days' window (noRepeatWindow). Adding an
 * entry with a future `since` never changes a past day.
 */
export function scheduleAnswers(input: ScheduleInput, upTo: number): string[] {
	if (!Number.isInteger(upTo)) throw new RangeError(`upTo must be an integer, got ${upTo}`)
	const pool = sortedPool(input.pool)
	const keys = pool.map((entry) => entry.key)
	const indexByKey = new Map(keys.map((key, index) => [key, index]))
	// The eligible list changes only on the days some entry's `since` arrives.
	const changeDays = new Set(pool.map((entry) => Math.max(1, Math.ceil(entry.since))))
	// Game number each pool entry last answered, by pool index (typed array: this loop is hot).
	const lastSeen = new Float64Array(pool.length).fill(Number.NEGATIVE_INFINITY)
	const answers: string[] = []
	let eligible: number[] = []
	for (let n = 1; n <= upTo; n++) {
		if (n === 1 || changeDays.has(n)) {
			eligible = pool.flatMap((entry, index) => (entry.since <= n ? [index] : []))
		}
		const key = drawAnswer(input, n, keys, eligible, lastSeen)
		const index = indexByKey.get(key)
		if (index !== undefined) lastSeen[index] = n
		answers.push(key)
	}
	return answers
}

/** The answer key of one game number (≥ 1). */
export function answerFor(input: ScheduleInput, gameNumero: number): string {
	if (!Number.isInteger(gameNumero) || gameNumero < 1) {
		throw new RangeError(`game number must be an integer ≥ 1, got ${gameNumero}`)
	}
	return scheduleAnswers(input, gameNumero)[gameNumero - 1] as string
}

/** Whether an entry may be played on game `today` (daily, practice, challenge): its day has come. */
export function isPlayableEntry(entry: PoolEntry, today: number): boolean {
	return (entry.since ?? 1) <= today
}
