import { type ClassicCategory, disabledCategories } from '@dragondle/core'
import { type HistoryEntry, STORAGE_KEYS } from '../../storage/keys.ts'
import { readValue } from '../../storage/store.ts'

/**
 * A Classic win keeps the categories it was played without in its history entry's `extras`, one
 * `hidden:<category>` flag each (decision 081): the same field Technique's 'won with' records use,
 * so older entries, statistics and transfer need nothing new.
 */
const HIDDEN_PREFIX = 'hidden:'

/** What a Classic win records: the challenger zone's choice at the winning guess, if any. */
export function challengerWinExtras(): Record<string, boolean> | undefined {
	const disabled = disabledCategories(readValue(STORAGE_KEYS.classicDisabled))
	if (disabled.length === 0) return undefined
	return Object.fromEntries(disabled.map((category) => [`${HIDDEN_PREFIX}${category}`, true]))
}

/** The categories a recorded win was played without; none for a win before the challenger zone. */
export function disabledOfEntry(entry: HistoryEntry | undefined): ClassicCategory[] {
	const flagged = Object.entries(entry?.extras ?? {}).flatMap(([key, isHidden]) =>
		isHidden && key.startsWith(HIDDEN_PREFIX) ? [key.slice(HIDDEN_PREFIX.length)] : [],
	)
	return disabledCategories(flagged)
}
