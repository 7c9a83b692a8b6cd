import { shownCategories } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import type { EndProps, ModeDefinition } from '../../game/definition.ts'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { readValue } from '../../storage/store.ts'
import { challengerWinExtras, disabledOfEntry } from './challenger-record.ts'
import { ClassicBoard, ClassicFirstBoard } from './classic-board.tsx'
import { ClassicHelp } from './classic-help.tsx'
import { ClassicInsight } from './classic-insight.tsx'
import { useClassicNews } from './classic-news.ts'
import { ClassicShare, classicShare } from './classic-share.tsx'
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

/** The challenger zone's record of the win, under the tries (as Technique's 'won with' notes). */
function ClassicEndNotes({ entry }: EndProps<'classic'>) {
	const { t } = useTranslation('game')
	const disabled = disabledOfEntry(entry)
	if (disabled.length === 0) return null
	const categories = disabled.map((category) => t(`classic.categories.${category}`)).join(', ')
	return (
		<ul className="end-panel__notes">
			<li>{t('challenger.wonWith', { count: disabled.length, categories })}</li>
		</ul>
	)
}

/** Classic: eight attribute tiles per guess (docs/product.md §2 "Classic screen"). */
export const definition: ModeDefinition<'classic'> = {
	mode: 'classic',
	Board: ClassicBoard,
	FirstBoard: ClassicFirstBoard,
	endDelayMs,
	useGuessNews: useClassicNews,
	shareText: (props) => classicShare(props),
	Share: ClassicShare,
	Insight: ClassicInsight,
	EndNotes: ClassicEndNotes,
	Help: ClassicHelp,
	winExtras: challengerWinExtras,
}
