import { clueState } from '@dragondle/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import './clue-section.css'

type Props = {
	/** Today's character's clue, from the daily answer's `clues` (docs/product.md §3). */
	clue: string
	/** Guesses so far. */
	tries: number
	isWon: boolean
}

/**
 * Classic's clue (docs/product.md §4 "Clues"): locked, it says how many tries are left; unlocked, a button
 * reveals it (the player chooses when to take the help); after the win it shows what was hidden.
 */
export function ClueSection({ clue, tries, isWon }: Props) {
	const { t } = useTranslation('game')
	const headingId = useId()
	const [isRevealed, setRevealed] = useState(false)
	const state = clueState(tries)
	return (
		<section className="classic-clue" aria-labelledby={headingId}>
			<h2 id={headingId} className="classic-clue__title">
				{t('classicClue.title')}
			</h2>
			{isWon ? (
				<p>{t('classicClue.after', { clue })}</p>
			) : state.kind === 'locked' ? (
				<p className="classic-clue__locked">{t('classicClue.locked', { count: state.triesLeft })}</p>
			) : (
				<>
					<button
						type="button"
						className="button classic-clue__reveal"
						aria-expanded={isRevealed}
						onClick={() => setRevealed(!isRevealed)}
					>
						{isRevealed ? t('classicClue.hide') : t('classicClue.reveal')}
					</button>
					{isRevealed ? <p className="classic-clue__text">{clue}</p> : null}
				</>
			)}
		</section>
	)
}
