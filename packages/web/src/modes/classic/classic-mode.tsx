import { CLASSIC_CATEGORIES, classicShareText } from '@dragondle/core'
import type { ModeDefinition } from '../../game/definition.ts'
import { ClassicBoard } from './classic-board.tsx'
import { ClassicHelp } from './classic-help.tsx'
import { rowsOf } from './classic-rows.ts'
import './classic.css'

/**
 * Tile flip stagger (spec §9). The end panel waits for every flipping tile of the row: 550 ms per
 * visible tile, 8 × 550 = 4400 ms, when the last flip ends (decision 053).
 */
export const FLIP_STAGGER_MS = 550
export const END_DELAY_MS = FLIP_STAGGER_MS * CLASSIC_CATEGORIES.length

/** Classic: eight attribute tiles per guess (spec §2 "Classic screen"). */
export const definition: ModeDefinition<'classic'> = {
	mode: 'classic',
	Board: ClassicBoard,
	endDelayMs: END_DELAY_MS,
	shareText: ({ day, guesses, url, words }) =>
		classicShareText(
			{
				gameNumero: day.answer.game_numero,
				rows: rowsOf(guesses, day.answerCharacter, day.pack).map((row) =>
					row.tiles.map((tile) => tile.result),
				),
				url,
			},
			words,
		),
	Help: ClassicHelp,
}
