import { disabledCategories, shownCategories } from '@dragondle/core'
import { useMemo } from 'react'
import type { InsightProps } from '../../game/definition.ts'
import { InsightDisclosure, lazyInsightPanel } from '../../game/insight-disclosure.tsx'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue } from '../../storage/store.ts'
import { disabledOfEntry } from './challenger-record.ts'
import type { InsightInput } from './insight-figures.ts'

// the panel and its worker are fetched once the player opens the disclosure, never with the page
const InsightPanel = lazyInsightPanel(() =>
	import('./insight-panel.tsx').then((module) => module.InsightPanel),
)

/**
 * Classic's "How you narrowed it down" after a win or a give-up (decision 124). It reads the tiles
 * the board showed: today's win as recorded (the challenger zone's choice at the win), any other
 * game as the board shows it now.
 */
export function ClassicInsight({ day, guesses, entry }: InsightProps<'classic'>) {
	const chosen = useValue(STORAGE_KEYS.classicDisabled)
	const isRecorded = day.play.kind === 'daily' && entry !== undefined
	const input: InsightInput = useMemo(() => {
		const disabled = isRecorded ? disabledOfEntry(entry) : disabledCategories(chosen)
		const answerId = day.answerCharacter.championId
		return { pack: day.pack, guesses, answerId, shown: shownCategories(disabled) }
	}, [isRecorded, entry, chosen, day, guesses])
	if (guesses.length === 0) return null
	return (
		<InsightDisclosure>
			<InsightPanel input={input} />
		</InsightDisclosure>
	)
}
