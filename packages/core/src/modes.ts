/** The four daily modes, in play order. Route name = storage key = API mode name (docs/architecture.md "Modes"). */
export const MODES = ['classic', 'fusion', 'technique', 'silhouette'] as const

type ModeName = (typeof MODES)[number]

/**
 * The next mode after `current`, in play order and wrapping round, not yet done today; null when
 * every mode is (the end panel's "next mode" card, docs/product.md §2 "Game screen (common)").
 */
export function nextModeAfter(current: ModeName, done: ReadonlySet<ModeName>): ModeName | null {
	const start = MODES.indexOf(current)
	const rest = [...MODES.slice(start + 1), ...MODES.slice(0, start)]
	return rest.find((mode) => !done.has(mode)) ?? null
}
