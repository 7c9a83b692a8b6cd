import type { Saga, Series } from './schemas.ts'

export type ParsedDebut = { series: Series; number: number }

/** Parses `DBZ/134` into its series and number; null for null or an unknown series code. */
export function parseDebut(debut: string | null): ParsedDebut | null {
	throw new Error(`not implemented: ${debut}`)
}

/**
 * The sub-saga an anime debut falls in: the row of the same series whose episode range holds the
 * episode. Null for a null debut or one that no row covers.
 */
export function subSagaOf(debut: string | null, sagas: readonly Saga[]): Saga | null {
	throw new Error(`not implemented: ${debut} ${sagas.length}`)
}

/**
 * Orders two debuts by series (SERIES_ORDER) then number: negative when a is earlier.
 * Both must be parseable.
 */
export function compareDebuts(a: ParsedDebut, b: ParsedDebut): number {
	throw new Error(`not implemented: ${a.number} ${b.number}`)
}
