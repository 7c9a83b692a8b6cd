import { imageShareText } from '@dragondle/core'
import type { ModeEnd } from '../../game/definition.ts'
import { ZoomInsight } from '../image/zoom-insight.tsx'

/** Silhouette's end (decision 127): its share text and the insight. */
export const end: ModeEnd<'silhouette'> = {
	shareText: ({ day, guesses, url, words }) =>
		imageShareText(
			{
				mode: 'silhouette',
				gameNumero: day.answer.game_numero,
				nbGuesses: guesses.length,
				marks: [],
				url,
			},
			words,
		),
	Insight: ZoomInsight,
}
