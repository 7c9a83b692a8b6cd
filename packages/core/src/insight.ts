import { CLASSIC_CATEGORIES, type ClassicCategory, compareCharacters } from './compare.ts'
import type { Character, Saga } from './schemas.ts'

/**
 * After the win: how each Classic guess narrowed the field. Pure: the same pack, the same
 * guesses and the same shown categories give the same figures on every device, offline too.
 *
 * A character is still possible after a guess when, had it been the answer, that guess would have
 * shown exactly the tiles the player saw, in the categories the board shows (the challenger zone
 * hides the others, and a hidden tile tells the player nothing). A wrong guess also rules itself
 * out, though the shown tiles may not tell it from the answer.
 */

/**
 * The patterns worked out so far, by saga table, guess, candidate and shown categories: a best
 * split compares every character with every candidate, and each later step, the perfect player and
 * the next game on the same pack ask for the same pairs again. Keyed by the objects themselves (a
 * pack is parsed once and never changed), so another pack never reads this one's patterns and a
 * pack no longer used is let go.
 */
const patternCache = new WeakMap<
	readonly Saga[],
	WeakMap<Character, WeakMap<Character, Map<string, string>>>
>()

function cachedPatterns(sagas: readonly Saga[], guess: Character, candidate: Character): Map<string, string> {
	const byGuess = entryOf(patternCache, sagas, () => new WeakMap())
	const byCandidate = entryOf(byGuess, guess, () => new WeakMap())
	return entryOf(byCandidate, candidate, () => new Map())
}

/** The value `map` holds for `key`, made by `make` and kept the first time it is asked for. */
function entryOf<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
	let value = map.get(key)
	if (value === undefined) {
		value = make()
		map.set(key, value)
	}
	return value
}

/** What a guess shows of a candidate: its shown tiles' results, in display order, one word. */
export function tilePattern(
	guess: Character,
	candidate: Character,
	sagas: readonly Saga[],
	shown: readonly ClassicCategory[] = CLASSIC_CATEGORIES,
): string {
	const patterns = cachedPatterns(sagas, guess, candidate)
	const shownKey = shown.join(' ')
	let pattern = patterns.get(shownKey)
	if (pattern === undefined) {
		pattern = compareCharacters(guess, candidate, sagas)
			.filter((tile) => shown.includes(tile.category))
			.map((tile) => tile.result)
			.join(' ')
		patterns.set(shownKey, pattern)
	}
	return pattern
}

/**
 * The candidates `guess` leaves when `answer` is the answer: none but the answer once it is found;
 * else those it would have shown the same tiles for, less the guess itself (the game went on, so it
 * was wrong, even where the shown tiles cannot tell it from the answer).
 */
export function afterGuess(
	candidates: readonly Character[],
	guess: Character,
	answer: Character,
	sagas: readonly Saga[],
	shown: readonly ClassicCategory[] = CLASSIC_CATEGORIES,
): Character[] {
	if (guess.championId === answer.championId)
		return candidates.filter((candidate) => candidate.championId === answer.championId)
	const seen = tilePattern(guess, answer, sagas, shown)
	return candidates.filter(
		(candidate) =>
			candidate.championId !== guess.championId && tilePattern(guess, candidate, sagas, shown) === seen,
	)
}

/**
 * How many characters were still possible before the first guess and after each one, given every
 * tile seen so far: `[102, 14, 3, 1]` for a win in three. The guesses are in the order played and
 * end with the answer's (or are a give-up's: the last count is then what was left).
 */
export function remainingCounts(
	characters: readonly Character[],
	guesses: readonly Character[],
	answer: Character,
	sagas: readonly Saga[],
	shown: readonly ClassicCategory[] = CLASSIC_CATEGORIES,
): number[] {
	let candidates: readonly Character[] = characters
	const counts = [candidates.length]
	for (const guess of guesses) {
		candidates = afterGuess(candidates, guess, answer, sagas, shown)
		counts.push(candidates.length)
	}
	return counts
}

/** A guess and how it splits the candidates: the groups its possible tiles fall into. */
export type Split = {
	guess: Character
	/** The number of candidates each pattern of tiles would leave, largest first. */
	groups: number[]
	/** The candidates a player can expect to have left after it (the sum of each group's size squared, over the candidates). */
	expectedLeft: number
	/** Whether the guess is itself a candidate: it may win at once. */
	mayWin: boolean
}

/** How `guess` splits `candidates`. */
export function splitOf(
	guess: Character,
	candidates: readonly Character[],
	sagas: readonly Saga[],
	shown: readonly ClassicCategory[] = CLASSIC_CATEGORIES,
): Split {
	const sizes = new Map<string, number>()
	let mayWin = false
	for (const candidate of candidates) {
		// the guess that is the answer ends the game: a group of its own, whatever its tiles
		const pattern =
			candidate.championId === guess.championId ? 'win' : tilePattern(guess, candidate, sagas, shown)
		if (pattern === 'win') mayWin = true
		sizes.set(pattern, (sizes.get(pattern) ?? 0) + 1)
	}
	const groups = [...sizes.values()].sort((a, b) => b - a)
	const sumOfSquares = groups.reduce((sum, size) => sum + size * size, 0)
	// a guess that wins leaves nothing to find in its own group
	const left = mayWin ? sumOfSquares - 1 : sumOfSquares
	return { guess, groups, expectedLeft: candidates.length === 0 ? 0 : left / candidates.length, mayWin }
}

/**
 * The guess that splits `candidates` best, out of every character in `guessable`: the fewest
 * candidates to expect afterwards; on a tie, one that may win at once, then the smaller largest
 * group, then the lower id (so the answer is the same on every device). An exhaustive search:
 * every guessable character against every candidate.
 */
export function bestSplit(
	candidates: readonly Character[],
	guessable: readonly Character[],
	sagas: readonly Saga[],
	shown: readonly ClassicCategory[] = CLASSIC_CATEGORIES,
): Split | null {
	let best: Split | null = null
	for (const guess of guessable) {
		const split = splitOf(guess, candidates, sagas, shown)
		if (best === null || isBetterSplit(split, best)) best = split
	}
	return best
}

function isBetterSplit(split: Split, than: Split): boolean {
	if (split.expectedLeft !== than.expectedLeft) return split.expectedLeft < than.expectedLeft
	if (split.mayWin !== than.mayWin) return split.mayWin
	const [largest = 0] = split.groups
	const [thanLargest = 0] = than.groups
	if (largest !== thanLargest) return largest < thanLargest
	return split.guess.championId < than.guess.championId
}

/** One step of the insight: a guess played, what it left, and the best split that was on offer. */
export type InsightStep = {
	guess: Character
	/** Candidates before this guess. */
	before: number
	/** Candidates after it. */
	after: number
	/** The guess that would have split the candidates before it best (bestSplit). */
	best: Split | null
}

/**
 * Each guess of a game with the candidates before and after it and the best split on offer then,
 * and how many guesses a player who always took the best split would have needed from the same
 * first guess to reach this answer (`perfectGuesses`; the first guess counts).
 */
export function classicInsight(
	characters: readonly Character[],
	guesses: readonly Character[],
	answer: Character,
	sagas: readonly Saga[],
	shown: readonly ClassicCategory[] = CLASSIC_CATEGORIES,
): { steps: InsightStep[]; perfectGuesses: number | null } {
	const steps: InsightStep[] = []
	let candidates: readonly Character[] = characters
	for (const guess of guesses) {
		const after = afterGuess(candidates, guess, answer, sagas, shown)
		const best = bestSplit(candidates, characters, sagas, shown)
		steps.push({ guess, before: candidates.length, after: after.length, best })
		candidates = after
	}
	const [first] = guesses
	return { steps, perfectGuesses: first ? perfectPlay(characters, first, answer, sagas, shown) : null }
}

/**
 * The guesses a player needs who opens with `first` and then always plays the best split, until
 * the answer (at most one guess per character, so it always ends).
 */
export function perfectPlay(
	characters: readonly Character[],
	first: Character,
	answer: Character,
	sagas: readonly Saga[],
	shown: readonly ClassicCategory[] = CLASSIC_CATEGORIES,
): number {
	let candidates: readonly Character[] = characters
	let guess = first
	for (let count = 1; count <= characters.length; count++) {
		if (guess.championId === answer.championId) return count
		candidates = afterGuess(candidates, guess, answer, sagas, shown)
		const next = bestSplit(candidates, characters, sagas, shown)?.guess
		// only the answer is left, or characters the shown tiles cannot tell apart: guess among them
		guess = next === undefined || next.championId === guess.championId ? (candidates[0] ?? answer) : next
	}
	return characters.length
}
