import type { Saga } from '@dragondle/core'
import { type ContentIssue, FILES, type Parsed } from './check-helpers.ts'

const file = FILES.sagas

/**
 * Ranges run forwards, and within each series the episode ranges start at 1 and follow each other
 * without gap or overlap, so every episode maps to exactly one row. Chapter ranges may share their
 * boundary chapter (a chapter can end one arc and start the next), so only their direction is checked.
 */
export function checkSagas(sagas: readonly Parsed<Saga>[]): ContentIssue[] {
	const issues: ContentIssue[] = []
	for (const { value, label } of sagas) {
		for (const field of ['chapters', 'episodes'] as const) {
			const range = value[field]
			if (range && range[0] > range[1]) {
				issues.push({ file, entry: label, field, message: `range [${range[0]}, ${range[1]}] runs backwards` })
			}
		}
	}
	const bySeries = new Map<string, Parsed<Saga>[]>()
	for (const row of sagas) {
		const range = row.value.episodes
		if (range === null || range[0] > range[1]) continue
		bySeries.set(row.value.saga, [...(bySeries.get(row.value.saga) ?? []), row])
	}
	for (const rows of bySeries.values()) issues.push(...checkTiling(rows))
	return issues
}

function checkTiling(rows: readonly Parsed<Saga>[]): ContentIssue[] {
	const issues: ContentIssue[] = []
	const sorted = rows.toSorted((a, b) => start(a) - start(b) || end(a) - end(b))
	let covered = 0
	let previous: string | null = null
	for (const row of sorted) {
		const [from, to] = [start(row), end(row)]
		if (from > covered + 1) {
			const after = previous ? `after ${previous}` : 'at the start of the series'
			issues.push({
				file,
				entry: row.label,
				field: 'episodes',
				message: `gap: episodes ${covered + 1}-${from - 1} ${after} map to no row`,
			})
		} else if (from <= covered) {
			issues.push({
				file,
				entry: row.label,
				field: 'episodes',
				message: `overlap: episodes ${from}-${Math.min(to, covered)} are also in ${previous}`,
			})
		}
		if (to > covered) {
			covered = to
			previous = row.label
		}
	}
	return issues
}

function start(row: Parsed<Saga>): number {
	return row.value.episodes?.[0] ?? 0
}

function end(row: Parsed<Saga>): number {
	return row.value.episodes?.[1] ?? 0
}
