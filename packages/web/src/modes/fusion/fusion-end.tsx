import { imageShareText } from '@dragondle/core'
import { Suspense } from 'react'
import type { EndProps, ModeEnd } from '../../game/definition.ts'
import { useGameWords } from '../../game-words.ts'
import { bonusAnswerOf } from '../../storage/records.ts'
import { BonusQuestion } from '../image/lazy-bonus-question.ts'
import { ZoomInsight } from '../image/zoom-insight.tsx'

/** The bonus question, under the number of tries. */
function FusionEndNotes(props: EndProps<'fusion'>) {
	const words = useGameWords()
	return (
		<Suspense fallback={null}>
			<BonusQuestion {...props} gameWords={words} />
		</Suspense>
	)
}

/** Fusion's end (decision 127): its share text, the bonus question and the insight. */
export const end: ModeEnd<'fusion'> = {
	shareText: ({ day, guesses, entry, url, words }) =>
		imageShareText(
			{
				mode: 'fusion',
				gameNumero: day.answer.game_numero,
				nbGuesses: guesses.length,
				marks: [],
				bonus: bonusAnswerOf(entry),
				url,
			},
			words,
		),
	EndNotes: FusionEndNotes,
	Insight: ZoomInsight,
}
