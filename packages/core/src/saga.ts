import type { Saga, Series } from './schemas.ts'
import { SERIES_ORDER } from './schemas.ts'

export type ParsedDebut = { series: Series; number: number }

const DEBUT_PATTERN = /^([A-Z]+)\/([1-9]\d*)$/

function isSeries(code: string): code is Series {
	return (SERIES_ORDER as readonly string[]).includes(code)
}

/** Parses `DBZ/134` into its series and number; null for null or an unknown series code. */
export function parseDebut(debut: string | null): ParsedDebut | null {
	const match = debut === null ? null : DEBUT_PATTERN.exec(debut)
	const code = match?.[1]
	const digits = match?.[2]
	if (code === undefined || digits === undefined || !isSeries(code)) return null
	const number = Number(digits)
	return Number.isSafeInteger(number) ? { series: code, number } : null
}

/**
 * The sub-saga an anime debut falls in: the row of the same series whose episode range holds the
 * episode. Null for a null debut or one that no row covers.
 */
export function subSagaOf(debut: string | null, sagas: readonly Saga[]): Saga | null {
	const parsed = parseDebut(debut)
	if (parsed === null) return null
	const row = sagas.find(
		(saga) =>
			saga.saga === parsed.series &&
			saga.episodes !== null &&
			saga.episodes[0] <= parsed.number &&
			parsed.number <= saga.episodes[1],
	)
	return row ?? null
}

/** A debut placed in the saga table: its row and its episode (or film) number. */
export type PlacedDebut = { row: Saga; number: number }

/** The debut with the row it falls in (subSagaOf); null when it is null or no row covers it. */
export function placeDebut(debut: string | null, sagas: readonly Saga[]): PlacedDebut | null {
	const parsed = parseDebut(debut)
	const row = subSagaOf(debut, sagas)
	return parsed === null || row === null ? null : { row, number: parsed.number }
}

/**
 * Orders two placed debuts by release chronology (decision 083): by the original Japanese release
 * date of their rows, then by episode; negative when a is earlier. A film therefore sits between
 * the TV arcs it came out among, rather than after every series. Rows of the same date (none in
 * the pack) fall back to SERIES_ORDER so the order stays total.
 */
export function compareDebuts(a: PlacedDebut, b: PlacedDebut): number {
	if (a.row.released !== b.row.released) return a.row.released < b.row.released ? -1 : 1
	const byEpisode = a.number - b.number
	if (byEpisode !== 0) return byEpisode
	return SERIES_ORDER.indexOf(a.row.saga) - SERIES_ORDER.indexOf(b.row.saga)
}
