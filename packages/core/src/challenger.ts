import { CLASSIC_CATEGORIES, type ClassicCategory } from './compare.ts'

/**
 * At most this many Classic categories can be switched off: the last one always stays
 * (docs/product.md §4 "Challenger zone (Classic)").
 */
export const MAX_DISABLED_CELLS = CLASSIC_CATEGORIES.length - 1

/**
 * The challenger zone's tiers by number of disabled cells (docs/product.md §4 "Challenger zone (Classic)"):
 * 0, under 3, up to 4, up to 6, and 7 (every category but one).
 */
export type ChallengerTier = 'off' | 'warm-up' | 'fighter' | 'elite' | 'legend'

/** The tier of a number of disabled cells (decision 081). */
export function challengerTier(disabledCells: number): ChallengerTier {
	if (disabledCells <= 0) return 'off'
	if (disabledCells < 3) return 'warm-up'
	if (disabledCells <= 4) return 'fighter'
	if (disabledCells <= 6) return 'elite'
	return 'legend'
}

/**
 * The categories a player's choice hides, in display order and without repeats. A choice that
 * would hide every category (an edited value) hides none: the grid never loses its last column.
 */
export function disabledCategories(chosen: readonly string[]): ClassicCategory[] {
	const disabled = CLASSIC_CATEGORIES.filter((category) => chosen.includes(category))
	return disabled.length > MAX_DISABLED_CELLS ? [] : disabled
}

/** The categories left on the board once `disabled` are switched off, in display order. */
export function shownCategories(disabled: readonly string[]): ClassicCategory[] {
	const hidden = disabledCategories(disabled)
	return CLASSIC_CATEGORIES.filter((category) => !hidden.includes(category))
}

/** Switches `category` on or off; switching off the last shown one changes nothing. */
export function toggleCategory(
	disabled: readonly string[],
	category: ClassicCategory,
	isShown: boolean,
): ClassicCategory[] {
	const current = disabledCategories(disabled)
	const next = isShown ? current.filter((known) => known !== category) : [...current, category]
	return next.length > MAX_DISABLED_CELLS ? current : disabledCategories(next)
}
