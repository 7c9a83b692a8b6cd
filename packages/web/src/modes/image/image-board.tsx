import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { BoardProps } from '../../game/definition.ts'
import { GuessList } from './guess-list.tsx'

type Props = (BoardProps<'fusion'> | BoardProps<'technique'> | BoardProps<'silhouette'>) & {
	/** What the clue section says after the win (docs/product.md §4 "Clues"); nothing before it. */
	clue?: ReactNode
}

/** An image mode's board: the list of guesses and, once won, the clue section. */
export function ImageBoard({ day, guesses, status, firstAnimated, clue }: Props) {
	const { t } = useTranslation('game')
	const headingId = useId()
	return (
		<>
			<GuessList
				guesses={guesses}
				firstAnimated={firstAnimated}
				answerName={day.answer.champion_name}
				characters={day.pack.characters}
			/>
			{status === 'won' && clue ? (
				<section className="clues" aria-labelledby={headingId}>
					<h2 id={headingId} className="clues__title">
						{t('clues.title')}
					</h2>
					{clue}
				</section>
			) : null}
		</>
	)
}
