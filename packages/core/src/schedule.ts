import type { Region } from './api.ts'
import type { Mode } from './schemas.ts'

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
 * cyrb53, a fast 53-bit string hash. The schedule needs a synchronous, pure draw (WebCrypto's
 * digest is async); like the answer envelope it only has to stop casual guessing of future days,
 * not resist an attacker, so a cryptographic hash would buy nothing here.
 */
function cyrb53(text: string): number {
	let h1 = 0xdeadbeef
	let h2 = 0x41c6ce57
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i)
		h1 = Math.imul(h1 ^ code, 2654435761)
		h2 = Math.imul(h2 ^ code, 1597334677)
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
	return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** Pool entries sorted by key (code-unit order, locale-free), one per key with its earliest `since`. */
function sortedPool(pool: readonly PoolEntry[]): { key: string; since: number }[] {
	const sinceByKey = new Map<string, number>()
	for (const entry of pool) {
		const since = entry.since ?? 1
		sinceByKey.set(entry.key, Math.min(since, sinceByKey.get(entry.key) ?? since))
	}
	return [...sinceByKey].map(([key, since]) => ({ key, since })).sort((a, b) => (a.key < b.key ? -1 : 1))
}

/**
 * Draws game n's key from the eligible entries (indices into `keys`), skipping those seen in the
 * last W days.
 */
function drawAnswer(
	input: ScheduleInput,
	n: number,
	keys: readonly string[],
	eligible: readonly number[],
	lastSeen: Float64Array,
): string {
	if (eligible.length === 0) throw new RangeError(`no ${input.mode} entry is eligible for game ${n}`)
	const window = Math.min(eligible.length - 1, MAX_NO_REPEAT_DAYS)
	const candidates = eligible.filter((index) => (lastSeen[index] as number) < n - window)
	const hash = cyrb53(`${input.secret}\u0000${input.mode}\u0000${input.region}\u0000${n}`)
	// Never empty: the window holds at most W distinct keys and W < eligible.length.
	const chosen = candidates[hash % candidates.length] as number
	return keys[chosen] as string
}

/**
 * The answers for games 1..upTo (index 0 is game 1): a pure function of the input.
 * Each day draws, with a hash of (secret, mode, region, game number), from the entries eligible
 * that day (`since` ≤ n) minus the answers of the previous W days, W = min(eligible − 1, 60).
 * Adding an entry with a future `since` never changes a past day.
 */
export function scheduleAnswers(input: ScheduleInput, upTo: number): string[] {
	if (!Number.isInteger(upTo)) throw new RangeError(`upTo must be an integer, got ${upTo}`)
	const pool = sortedPool(input.pool)
	const keys = pool.map((entry) => entry.key)
	const indexByKey = new Map(keys.map((key, index) => [key, index]))
	// The eligible list only grows on the days some entry's `since` arrives.
	const growthDays = new Set(pool.map((entry) => Math.max(1, Math.ceil(entry.since))))
	// Game number each pool entry last answered, by pool index (typed array: this loop is hot).
	const lastSeen = new Float64Array(pool.length).fill(Number.NEGATIVE_INFINITY)
	const answers: string[] = []
	let eligible: number[] = []
	for (let n = 1; n <= upTo; n++) {
		if (growthDays.has(n)) eligible = pool.flatMap((entry, index) => (entry.since <= n ? [index] : []))
		const key = input.overrides?.[n] ?? drawAnswer(input, n, keys, eligible, lastSeen)
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
