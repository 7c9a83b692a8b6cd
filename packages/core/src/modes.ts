/** The four daily modes, in play order. Route name = storage key = API mode name (docs/architecture.md "Modes"). */
export const MODES = ['classic', 'fusion', 'technique', 'silhouette'] as const

type ModeName = (typeof MODES)[number]

/** What a mode's answers are drawn from: the pack's characters, its fusions or its techniques. */
export type AnswerSource = 'characters' | 'fusions' | 'techniques'

/**
 * Each mode's pure rules that both the server and the web read (docs/architecture.md "Mode
 * registry"): where its answers come from. Typed by MODES, so a mode added there and not here does
 * not compile.
 */
export const MODE_RULES = {
	classic: { answersFrom: 'characters' },
	fusion: { answersFrom: 'fusions' },
	technique: { answersFrom: 'techniques' },
	silhouette: { answersFrom: 'characters' },
} as const satisfies Record<ModeName, { answersFrom: AnswerSource }>

/**
 * Whether a mode's practice can be filtered by series (decision 084): its answers are characters,
 * whose debut says their series. The server refuses the filter elsewhere; the web offers it here only.
 */
export function hasPracticeSeries(mode: ModeName): boolean {
	return MODE_RULES[mode].answersFrom === 'characters'
}

/**
 * The next mode after `current`, in play order and wrapping round, not yet done today; null when
 * every mode is (the end panel's "next mode" card, docs/product.md §2 "Game screen (common)").
 */
export function nextModeAfter(current: ModeName, done: ReadonlySet<ModeName>): ModeName | null {
	const start = MODES.indexOf(current)
	const rest = [...MODES.slice(start + 1), ...MODES.slice(0, start)]
	return rest.find((mode) => !done.has(mode)) ?? null
}
