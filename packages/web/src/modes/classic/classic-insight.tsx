import { disabledCategories } from '@dragondle/core'
import { useMemo } from 'react'
import type { InsightProps } from '../../game/definition.ts'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue } from '../../storage/store.ts'
import { disabledOfEntry } from './challenger-record.ts'
import { InsightDisclosure } from './insight-disclosure.tsx'

/**
 * Classic's "How you narrowed it down" after a win or a give-up (decision 124). It reads the tiles
 * the board showed: today's win as recorded (the challenger zone's choice at the win), any other
 * game as the board shows it now.
 */
export function ClassicInsight({ day, guesses, entry }: InsightProps<'classic'>) {
	const chosen = useValue(STORAGE_KEYS.classicDisabled)
	const isRecorded = day.play.kind === 'daily' && entry !== undefined
	const disabled = useMemo(
		() => (isRecorded ? disabledOfEntry(entry) : disabledCategories(chosen)),
		[isRecorded, entry, chosen],
	)
	return (
		<InsightDisclosure pack={day.pack} guesses={guesses} answer={day.answerCharacter} disabled={disabled} />
	)
}
