import { MODES, type Mode } from '@dragondle/core'
import { useMemo, useSyncExternalStore } from 'react'
import {
	type HistoryEntry,
	LEGACY_RESULT,
	type PracticeEntry,
	progressKeys,
	STORAGE_KEYS,
	type StoredGuesses,
} from './keys.ts'
import { parsedOr, readRaw, readValue, removeValue, subscribe, useValue, writeValue } from './store.ts'

// The player's record built on the stored values: each mode's finished games (with the legacy last
// result folded in), the day's finished modes, the archive's and practice's records, and the
// progress that transfer reads and replaces.

/** The player's progress as stored now, by key name (a history with the legacy result folded in). */
export function readProgress(): Map<string, unknown> {
	const historyOf = new Map(MODES.map((mode) => [STORAGE_KEYS.history[mode].name, mode]))
	return new Map(
		progressKeys().map((key) => {
			const mode = historyOf.get(key.name)
			return [key.name, mode ? readHistory(mode) : readValue(key)]
		}),
	)
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
	for (const mode of MODES) removeValue(LEGACY_RESULT[mode])
}

/** A mode's guesses of one game; guesses of another game number read as none. */
export function guessesOf(stored: StoredGuesses, gameNumero: number): readonly string[] {
	return stored?.gameNumero === gameNumero ? stored.guesses : []
}

/** The history with the legacy last result folded in (once per game number, the history winning). */
function withLegacy(history: readonly HistoryEntry[], legacy: HistoryEntry | null): HistoryEntry[] {
	if (legacy === null || history.some((entry) => entry.gameNumero === legacy.gameNumero)) return [...history]
	return [...history, legacy].sort((a, b) => a.gameNumero - b.gameNumero)
}

/** Every finished game of a mode, oldest first, subscribed. */
export function useHistory(mode: Mode): readonly HistoryEntry[] {
	const history = useValue(STORAGE_KEYS.history[mode])
	const legacy = useValue(LEGACY_RESULT[mode])
	return useMemo(() => withLegacy(history, legacy), [history, legacy])
}

/** Every mode's raw history and legacy result, as one string: React re-renders only when one changes. */
function historiesSnapshot(): string {
	const raws = MODES.map((mode) => [
		readRaw(STORAGE_KEYS.history[mode].name),
		readRaw(LEGACY_RESULT[mode].name),
	])
	return JSON.stringify(raws)
}

/** Each mode's finished game `gameNumero`, for the modes that have one, subscribed. */
export function useDayEntries(gameNumero: number): ReadonlyMap<Mode, HistoryEntry> {
	const snapshot = useSyncExternalStore(subscribe, historiesSnapshot, () => '[]')
	return useMemo(() => {
		const raws = JSON.parse(snapshot) as [string | null, string | null][]
		const entries = new Map<Mode, HistoryEntry>()
		MODES.forEach((mode, index) => {
			const [history = null, legacy = null] = raws[index] ?? []
			const all = withLegacy(
				parsedOr(history, STORAGE_KEYS.history[mode]),
				parsedOr(legacy, LEGACY_RESULT[mode]),
			)
			const entry = entryFor(all, gameNumero)
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

/** Every finished game of a mode, read outside render. */
export function readHistory(mode: Mode): HistoryEntry[] {
	return withLegacy(readValue(STORAGE_KEYS.history[mode]), readValue(LEGACY_RESULT[mode]))
}

/** Records a finished game: a game number is kept once, its newest record replacing the older one. */
export function saveHistoryEntry(mode: Mode, entry: HistoryEntry): void {
	const others = readHistory(mode).filter((known) => known.gameNumero !== entry.gameNumero)
	const history = [...others, entry].sort((a, b) => a.gameNumero - b.gameNumero)
	writeValue(STORAGE_KEYS.history[mode], history)
	removeValue(LEGACY_RESULT[mode])
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
	removeValue(LEGACY_RESULT[mode])
}

/** The finished game of a game number, if any. */
export function entryFor(history: readonly HistoryEntry[], gameNumero: number): HistoryEntry | undefined {
	return history.find((entry) => entry.gameNumero === gameNumero)
}
