import { MODES, type Mode } from '@dragondle/core'
import { useMemo, useSyncExternalStore } from 'react'
import type { PlayKind } from '../play-kind.ts'
import {
	type HistoryEntry,
	type PracticeEntry,
	progressKeys,
	STORAGE_KEYS,
	type StoredGuesses,
} from './keys.ts'
import { parsedOr, readRaw, readValue, removeValue, subscribe, useValue, writeValue } from './store.ts'

// The player's record built on the stored values: each mode's finished games, the day's finished
// modes, the archive's and practice's records, and the progress that transfer reads and replaces.

/** The player's progress as stored now, by key name. */
export function readProgress(): Map<string, unknown> {
	return new Map(progressKeys().map((key) => [key.name, readValue(key)]))
}

/**
 * Replaces the whole progress with `values` (an import, docs/product.md §4: it replaces every streak and
 * stat): each progress key gets its value, or goes when `values` has none. The values must have
 * been checked against their keys' schemas.
 */
export function replaceProgress(values: ReadonlyMap<string, unknown>): void {
	for (const key of progressKeys()) {
		if (values.has(key.name)) writeValue(key, values.get(key.name))
		else removeValue(key)
	}
}

/** A mode's guesses of one game; guesses of another game number read as none. */
export function guessesOf(stored: StoredGuesses, gameNumero: number): readonly string[] {
	return stored?.gameNumero === gameNumero ? stored.guesses : []
}

/** Every finished game of a mode, oldest first, subscribed. */
export function useHistory(mode: Mode): readonly HistoryEntry[] {
	return useValue(STORAGE_KEYS.history[mode])
}

/** Every mode's raw history, as one string: React re-renders only when one changes. */
function historiesSnapshot(): string {
	return JSON.stringify(MODES.map((mode) => readRaw(STORAGE_KEYS.history[mode].name)))
}

/** Each mode's finished game `gameNumero`, for the modes that have one, subscribed. */
export function useDayEntries(gameNumero: number): ReadonlyMap<Mode, HistoryEntry> {
	const snapshot = useSyncExternalStore(subscribe, historiesSnapshot, () => '[]')
	return useMemo(() => {
		const raws = JSON.parse(snapshot) as (string | null)[]
		const entries = new Map<Mode, HistoryEntry>()
		MODES.forEach((mode, index) => {
			const entry = entryFor(parsedOr(raws[index] ?? null, STORAGE_KEYS.history[mode]), gameNumero)
			if (entry !== undefined) entries.set(mode, entry)
		})
		return entries
	}, [snapshot, gameNumero])
}

/** The modes whose game `gameNumero` is finished, subscribed (docs/product.md §4 "All games done"). */
export function useModesDone(gameNumero: number): ReadonlySet<Mode> {
	const entries = useDayEntries(gameNumero)
	return useMemo(() => new Set(entries.keys()), [entries])
}

/** Whether this device holds any progress: a game finished or begun in any mode, ever. Outside render. */
export function hasPlayed(): boolean {
	return progressKeys().some((key) => readRaw(key.name) !== null)
}

/** Whether the player has ever played on this device (hasPlayed), subscribed; false before hydration. */
export function useHasPlayed(): boolean {
	return useSyncExternalStore(subscribe, hasPlayed, () => false)
}

/** Every finished game of a mode, read outside render. */
export function readHistory(mode: Mode): HistoryEntry[] {
	return readValue(STORAGE_KEYS.history[mode])
}

/**
 * Records a finished game: a game number is kept once, its newest record replacing the older one.
 * The bonus answer stays: a rank that comes back after the player answered the bonus question
 * writes the entry again without it (decision 098).
 */
export function saveHistoryEntry(mode: Mode, entry: HistoryEntry): void {
	const history = readHistory(mode)
	const others = history.filter((known) => known.gameNumero !== entry.gameNumero)
	const kept = keepingBonus(entry, entryFor(history, entry.gameNumero))
	writeValue(
		STORAGE_KEYS.history[mode],
		[...others, kept].sort((a, b) => a.gameNumero - b.gameNumero),
	)
}

/** The extras flag that keeps a game's bonus answer (decision 098): true right, false wrong. */
const BONUS_FLAG = 'bonus'

/** A finished game's bonus answer: true or false once answered, undefined before. */
export function bonusAnswerOf(entry: HistoryEntry | undefined): boolean | undefined {
	return entry?.extras?.[BONUS_FLAG]
}

/** `entry`, with the bonus answer of the record it replaces when it carries none of its own. */
function keepingBonus(entry: HistoryEntry, known: HistoryEntry | undefined): HistoryEntry {
	const answer = bonusAnswerOf(known)
	if (answer === undefined || bonusAnswerOf(entry) !== undefined) return entry
	return { ...entry, extras: { ...entry.extras, [BONUS_FLAG]: answer } }
}

/**
 * Keeps the bonus question's answer in the finished game's record, once (docs/product.md §4 "Bonus
 * question"): today's game in the history, a past day's in the archive's record; practice and
 * challenges keep none. Nothing changes, and false is returned, when the game has no record or its
 * bonus was answered already. Statistics read no extras, so the answer never changes them
 * (decision 098).
 */
export function saveBonusAnswer(mode: Mode, kind: PlayKind, gameNumero: number, isRight: boolean): boolean {
	if (kind !== 'daily' && kind !== 'archive') return false
	const key = kind === 'daily' ? STORAGE_KEYS.history[mode] : STORAGE_KEYS.archiveRecord[mode]
	const entries = kind === 'daily' ? readHistory(mode) : readValue(key)
	const entry = entryFor(entries, gameNumero)
	if (entry === undefined || bonusAnswerOf(entry) !== undefined) return false
	const answered = { ...entry, extras: { ...entry.extras, [BONUS_FLAG]: isRight } }
	writeValue(
		key,
		entries.map((known) => (known === entry ? answered : known)),
	)
	return true
}

/**
 * Whether game `gameNumero` has a record still waiting for its bonus answer, subscribed: while it
 * waits, the page names neither the technique nor the fighters who fused (decision 098).
 */
export function useIsBonusOpen(mode: Mode, kind: PlayKind, gameNumero: number): boolean {
	const history = useHistory(mode)
	const archive = useValue(STORAGE_KEYS.archiveRecord[mode])
	if (kind !== 'daily' && kind !== 'archive') return false
	const entry = entryFor(kind === 'daily' ? history : archive, gameNumero)
	return entry !== undefined && bonusAnswerOf(entry) === undefined
}

/** The modes whose game `gameNumero` is finished, read outside render. */
export function readModesDone(gameNumero: number): ReadonlySet<Mode> {
	return new Set(MODES.filter((mode) => entryFor(readHistory(mode), gameNumero) !== undefined))
}

/** Records a past day won in the archive, once per game number (the first win stands). */
export function saveArchiveEntry(mode: Mode, entry: HistoryEntry): void {
	const record = readValue(STORAGE_KEYS.archiveRecord[mode])
	if (entryFor(record, entry.gameNumero) !== undefined) return
	const sorted = [...record, entry].sort((a, b) => a.gameNumero - b.gameNumero)
	writeValue(STORAGE_KEYS.archiveRecord[mode], sorted)
}

/** Records a finished practice round once (the first outcome stands) and keeps the last 1000. */
export function savePracticeEntry(mode: Mode, entry: PracticeEntry): void {
	const record = readValue(STORAGE_KEYS.practiceRecord[mode])
	if (record.some((known) => known.round === entry.round)) return
	writeValue(STORAGE_KEYS.practiceRecord[mode], [...record, entry].slice(-1000))
}

/** Starts the next practice round of a mode: a new random answer is drawn when it loads. */
export function startNextPracticeRound(mode: Mode): void {
	writeValue(STORAGE_KEYS.practiceRound[mode], readValue(STORAGE_KEYS.practiceRound[mode]) + 1)
}

/** Forgets every finished game of a mode (the stats dialog's 'Clear data'). */
export function clearHistory(mode: Mode): void {
	removeValue(STORAGE_KEYS.history[mode])
}

/** The finished game of a game number, if any. */
export function entryFor(history: readonly HistoryEntry[], gameNumero: number): HistoryEntry | undefined {
	return history.find((entry) => entry.gameNumero === gameNumero)
}
