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

/**
 * Orders two debuts by series (SERIES_ORDER) then number: negative when a is earlier.
 * Both must be parseable.
 */
export function compareDebuts(a: ParsedDebut, b: ParsedDebut): number {
	const bySeries = SERIES_ORDER.indexOf(a.series) - SERIES_ORDER.indexOf(b.series)
	return bySeries !== 0 ? bySeries : a.number - b.number
}
