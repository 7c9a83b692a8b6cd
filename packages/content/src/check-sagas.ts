import type { Saga } from '@dragondle/core'
import { type ContentIssue, FILES, type Parsed, WHOLE_FILE } from './check-helpers.ts'

const file = FILES.sagas

/**
 * Ranges run forwards, and within each series the episode ranges start at 1 and follow each other
 * without gap or overlap, so every episode maps to exactly one row. Chapter ranges may share their
 * boundary chapter (a chapter can end one arc and start the next), so only their direction is checked.
 */
export function checkSagas(
	sagas: readonly Parsed<Saga>[],
	seriesEpisodes?: Readonly<Partial<Record<string, number>>>,
): ContentIssue[] {
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
	for (const rows of bySeries.values()) issues.push(...checkTiling(rows), ...checkReleaseOrder(rows))
	for (const [series, last] of Object.entries(seriesEpisodes ?? {})) {
		if (last !== undefined) issues.push(...checkSeriesEnd(series, last, bySeries.get(series) ?? []))
	}
	return [...issues, ...checkSubSagaNames(sagas)]
}

/** Two rows of a series with the same sub-saga would be indistinguishable on the Classic tile. */
function checkSubSagaNames(sagas: readonly Parsed<Saga>[]): ContentIssue[] {
	const issues: ContentIssue[] = []
	const seen = new Map<string, string>()
	for (const { value, label } of sagas) {
		const key = JSON.stringify([value.saga, value.subSaga])
		const first = seen.get(key)
		if (first === undefined) seen.set(key, label)
		else issues.push({ file, entry: label, field: 'subSaga', message: `same saga and sub-saga as ${first}` })
	}
	return issues
}

/** The rows of a series (forward ranges only) must reach its last episode and not go past it. */
function checkSeriesEnd(series: string, last: number, rows: readonly Parsed<Saga>[]): ContentIssue[] {
	const issues: ContentIssue[] = []
	let final: Parsed<Saga> | undefined
	for (const row of rows) {
		if (end(row) > last) {
			const message = `episodes ${start(row)}-${end(row)} go past the last episode of ${series} (${last})`
			issues.push({ file, entry: row.label, field: 'episodes', message })
		}
		if (final === undefined || end(row) > end(final)) final = row
	}
	if (final === undefined) {
		const message = `no row covers ${series} episodes 1-${last}`
		issues.push({ file, entry: WHOLE_FILE, field: 'episodes', message })
	} else if (end(final) < last) {
		const message = `missing tail: ${series} episodes ${end(final) + 1}-${last} map to no row`
		issues.push({ file, entry: final.label, field: 'episodes', message })
	}
	return issues
}

/**
 * Debuts compare by their row's release date (decision 083), so a later arc of a series dated before
 * an earlier one would turn the arrow around inside the series: dates must rise with the episodes.
 */
function checkReleaseOrder(rows: readonly Parsed<Saga>[]): ContentIssue[] {
	const sorted = rows.toSorted((a, b) => start(a) - start(b))
	return sorted.flatMap((row, position) => {
		const before = sorted[position - 1]
		if (before === undefined || before.value.released < row.value.released) return []
		const message = `released ${row.value.released} is not after ${before.label} (${before.value.released})`
		return [{ file, entry: row.label, field: 'released', message }]
	})
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
