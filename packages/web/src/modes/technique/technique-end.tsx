import { imageShareText, type ShareMark } from '@dragondle/core'
import { Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { EndProps, InsightProps, ModeEnd } from '../../game/definition.ts'
import { useGameWords } from '../../game-words.ts'
import { type HistoryEntry, STORAGE_KEYS } from '../../storage/keys.ts'
import { bonusAnswerOf } from '../../storage/records.ts'
import { useValue } from '../../storage/store.ts'
import { BonusQuestion } from '../image/lazy-bonus-question.ts'
import { PictureInsight } from '../image/picture-insight.tsx'

function marksOf(entry: HistoryEntry | undefined): ShareMark[] {
	const marks: ShareMark[] = []
	if (entry?.extras?.noColours === true) marks.push('no-colours')
	if (entry?.extras?.fullBlur === true) marks.push('full-blur')
	return marks
}

/** The 'won with' records under the number of tries, then the bonus question. */
function TechniqueEndNotes(props: EndProps<'technique'>) {
	const { t } = useTranslation('game')
	const words = useGameWords()
	const marks = marksOf(props.entry)
	return (
		<>
			{marks.length === 0 ? null : (
				<ul className="end-panel__notes">
					{marks.map((mark) => (
						<li key={mark}>{t(`technique.wonWithout.${mark}`)}</li>
					))}
				</ul>
			)}
			<Suspense fallback={null}>
				<BonusQuestion {...props} gameWords={words} />
			</Suspense>
		</>
	)
}

/**
 * Technique's insight after the end (decision 125): the blur the answer was found at, full when
 * today's recorded win was won without unblurring, else as the player's setting has it.
 */
function TechniqueInsight(props: InsightProps<'technique'>) {
	const { isUnblurring } = useValue(STORAGE_KEYS.techniqueSettings)
	const isOn = props.entry?.extras?.fullBlur === true ? false : isUnblurring
	const reveal = useMemo(() => ({ kind: 'blur', isOn }) as const, [isOn])
	return <PictureInsight {...props} reveal={reveal} />
}

/** Technique's end (decision 127): its share text with its marks, the 'won with' notes, the bonus question and the insight. */
export const end: ModeEnd<'technique'> = {
	shareText: ({ day, guesses, entry, url, words }) =>
		imageShareText(
			{
				mode: 'technique',
				gameNumero: day.answer.game_numero,
				nbGuesses: guesses.length,
				marks: marksOf(entry),
				bonus: bonusAnswerOf(entry),
				url,
			},
			words,
		),
	EndNotes: TechniqueEndNotes,
	Insight: TechniqueInsight,
}
