import { MODES, type Mode } from '@dragondle/core'

// The list of modes as plain data: the header's progress, the menu, the footer, the archive and
// the next-mode card import it without importing any page (the registry beside it loads pages).

/** The modes in play order. */
export const GAME_MODES: readonly Mode[] = MODES

/** The next mode after `current`, in order and wrapping round, not yet done today; null when all are. */
export function nextModeAfter(current: Mode, done: ReadonlySet<Mode>): Mode | null {
	const start = GAME_MODES.indexOf(current)
	const rest = [...GAME_MODES.slice(start + 1), ...GAME_MODES.slice(0, start)]
	return rest.find((mode) => !done.has(mode)) ?? null
}
