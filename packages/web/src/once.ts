/**
 * `make`'s value, made on the first call and kept. The stored values' and the runtime config's
 * schemas are built this way, when first used rather than when their module loads: building them
 * all was the costliest part of a phone's start (decision 113).
 */
export function once<T>(make: () => T): () => T {
	let made: { value: T } | undefined
	return () => {
		made ??= { value: make() }
		return made.value
	}
}
