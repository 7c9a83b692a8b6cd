import type { Character, Mode } from '@dragondle/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PlayLinks } from '../components/play-links.tsx'
import { useGameWords } from '../game-words.ts'
import { startNextPracticeRound } from '../storage/records.ts'
import '../components/play.css'

type FutureProps = { mode: Mode; gameNumero: number }

/** A past day's URL that names a day not past yet: refused, with the way back (decision 084). */
export function FutureGame({ mode, gameNumero }: FutureProps) {
	const { t } = useTranslation('play')
	return (
		<div className="load-error" role="alert">
			<p>{t('archive.future', { numero: gameNumero })}</p>
			<Link className="button" to={`/${mode}/archive`}>
				{t('archive.back')}
			</Link>
		</div>
	)
}

/** Practice's next round (decision 084): a new random character. */
export function NewPracticeGame({ mode }: { mode: Mode }) {
	const { t } = useTranslation('play')
	return (
		<button type="button" className="button" onClick={() => startNextPracticeRound(mode)}>
			{t('practice.newGame')}
		</button>
	)
}

type PracticeProps = {
	mode: Mode
	answer: Character
	isGivenUp: boolean
	onGiveUp: () => void
	/** What the mode shows of a round given up (Classic's insight). */
	children?: ReactNode
}

/** Practice's 'Give up' (a loss that shows the answer) and, once given up, the answer and a new game. */
export function PracticeControls({ mode, answer, isGivenUp, onGiveUp, children }: PracticeProps) {
	const { t } = useTranslation('play')
	const words = useGameWords()
	return isGivenUp ? (
		<section className="end-panel" aria-label={t('practice.giveUp')}>
			<p role="status">{t('practice.gaveUp', { name: words.characterName(answer) })}</p>
			{children}
			<NewPracticeGame mode={mode} />
			<PlayLinks mode={mode} />
		</section>
	) : (
		<p className="play-links">
			<button type="button" className="button" onClick={onGiveUp}>
				{t('practice.giveUp')}
			</button>
		</p>
	)
}
