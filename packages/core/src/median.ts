/**
 * The middle of some measurements: of an odd count the middle value, of an even count the upper of
 * the two middle ones (always a value that was measured, never an average of two), NaN of none.
 * Benchmarks and timing gates take it over their runs, so that one run disturbed by other work on
 * the machine does not move the figure.
 */
export function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
