/**
 * `make`'s value, made on the first call and kept. The stored values' schemas are built this way
 * (as core builds the runtime config's), when first used rather than when their module loads:
 * building them all was the costliest part of a phone's start (decision 113).
 */
export function once<T>(make: () => T): () => T {
	let made: { value: T } | undefined
	return () => {
		made ??= { value: make() }
		return made.value
	}
}
