/**
 * Compares two `major.minor.patch` versions part by part (a missing part is 0): below 0 when `a`
 * is older, 0 when equal, above 0 when newer. A part that is no number counts as 0.
 */
export function compareVersions(a: string, b: string): number {
	const partsOf = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0)
	const left = partsOf(a)
	const right = partsOf(b)
	for (let index = 0; index < Math.max(left.length, right.length); index++) {
		const difference = (left[index] ?? 0) - (right[index] ?? 0)
		if (difference !== 0) return difference
	}
	return 0
}
