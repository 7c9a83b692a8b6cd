import { shownCategories } from '@dragondle/core'
import type { ModeDefinition } from '../../game/definition.ts'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { readValue } from '../../storage/store.ts'
import { challengerWinExtras } from './challenger-record.ts'
import { ClassicBoard, ClassicFirstBoard } from './classic-board.tsx'
import { ClassicHelp } from './classic-help.tsx'
import { useClassicNews } from './classic-news.ts'
import './classic.css'

/** Tile flip stagger (docs/product.md §9). */
export const FLIP_STAGGER_MS = 550

/**
 * The end panel waits for every tile of the winning row to flip (decision 053): 550 ms per tile on
 * the board, 8 × 550 = 4400 ms, less 550 ms for each category the challenger zone hides. Asked at the
 * win, when the choice is locked.
 */
export function endDelayMs(): number {
	return FLIP_STAGGER_MS * shownCategories(readValue(STORAGE_KEYS.classicDisabled)).length
}

/** Classic: eight attribute tiles per guess (docs/product.md §2 "Classic screen"). */
export const definition: ModeDefinition<'classic'> = {
	mode: 'classic',
	Board: ClassicBoard,
	FirstBoard: ClassicFirstBoard,
	endDelayMs,
	useGuessNews: useClassicNews,
	loadEnd: () => import('./classic-end.tsx').then((module) => module.end),
	Help: ClassicHelp,
	words: 'classicWords',
	winExtras: challengerWinExtras,
}
