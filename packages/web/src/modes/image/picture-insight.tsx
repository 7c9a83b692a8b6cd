import { useMemo } from 'react'
import type { InsightProps } from '../../game/definition.ts'
import { InsightDisclosure, lazyInsightPanel } from '../../game/insight-disclosure.tsx'
import type { PictureInsightInput, PictureMode, RevealAtWin } from './picture-figures.ts'

// the panel, its pools and its strings are fetched once the player opens the disclosure
const PicturePanel = lazyInsightPanel(() =>
	import('./picture-insight-panel.tsx').then((module) => module.PictureInsightPanel),
)

type Props = { [M in PictureMode]: InsightProps<M> }[PictureMode] & {
	/** How the picture was revealing as the player won: zoom or blur, and whether it moved at each guess. */
	reveal: RevealAtWin
}

/**
 * The picture modes' "How you narrowed it down" after a win or a give-up (decision 125): what each
 * guess had ruled out of the mode's answers, the zoom or blur the answer was found at, and, for
 * today's game, where the win stands among today's winners.
 */
export function PictureInsight({ day, guesses, reveal }: Props) {
	const { mode, pack, answerCharacter, answer, play, utc } = day
	const input: PictureInsightInput = useMemo(
		() => ({
			mode,
			pack,
			guesses,
			answerId: answerCharacter.championId,
			gameNumero: answer.game_numero,
			utc,
			isDaily: play.kind === 'daily',
			reveal,
		}),
		[mode, pack, guesses, answerCharacter, answer, utc, play, reveal],
	)
	if (guesses.length === 0) return null
	return (
		<InsightDisclosure>
			<PicturePanel input={input} />
		</InsightDisclosure>
	)
}
