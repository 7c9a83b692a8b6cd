import type { Character, Mode, Region } from '@dragondle/core'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useGameWords } from '../game-words.ts'
import { CharacterIcon } from './character-icon.tsx'
import { Countdown } from './countdown.tsx'
import { GamesProgress } from './games-progress.tsx'
import { ModeIcon } from './mode-icon.tsx'
import { PlayLinks } from './play-links.tsx'
import { useRankSentence } from './rank-sentence.ts'
import './game-screen.css'

/** The page scrolls to the end panel 500 ms after it appears, for 1000 ms (docs/product.md §9). */
const SCROLL_DELAY_MS = 500
const SCROLL_DURATION_MS = 1000

/** Scrolls to the fresh end panel after the delay; leaving the page first cancels the scroll. */
function scrollToSoon(element: HTMLElement | null): (() => void) | undefined {
	if (element === null) return undefined
	// the scroll's code is fetched after a win, never with the page; a failed fetch only loses the scroll
	const scrolling = import('./scroll-to.ts').catch(() => null)
	let isLeft = false
	let stop: (() => void) | undefined
	const timer = setTimeout(() => {
		void scrolling.then((module) => {
			if (module !== null && !isLeft) stop = module.scrollToElement(element, SCROLL_DURATION_MS)
		})
	}, SCROLL_DELAY_MS)
	return () => {
		isLeft = true
		clearTimeout(timer)
		stop?.()
	}
}

/**
 * A win made just now brings focus to the panel's heading (decision 105), so a keyboard or screen-reader
 * player lands on the end rather than on the page's top (the guess box has left); once, as the
 * panel mounts, and without a jump: the scroll above is the panel's own.
 */
function focusHeading(heading: HTMLHeadingElement | null): void {
	heading?.focus({ preventScroll: true })
}

type Props = {
	mode: Mode
	/**
	 * Today's game: rank, stats, countdown and next mode. A past day's (the archive) has none of
	 * them: it is not ranked and counts in no daily statistic (decision 084).
	 */
	isDaily: boolean
	answer: Character
	/** 'ONE SHOT' or one of the other win sentences, picked by the mode. */
	sentence: string
	nbGuesses: number
	/** The player's rank among today's winners; null while it is being counted. */
	rank: number | null
	region: Region
	/** The next mode not yet done today; null when every mode is. */
	nextMode: Mode | null
	onOpenStats: () => void
	/** Scroll to the panel and focus its heading (a win just now), not on a restored game. */
	isFresh: boolean
	/** The mode's notes on the win (under the tries) and its share block. */
	notes?: ReactNode
	children: ReactNode
}

/** The end of a won game (docs/product.md §2 "Game screen (common)"): sentence, answer, rank, tries, countdown, next mode, share. */
export function EndPanel(props: Props) {
	const { mode, isDaily, answer, sentence, nbGuesses, rank, region, nextMode, isFresh, notes } = props
	const { t } = useTranslation('game')
	const words = useGameWords()
	const rankSentence = useRankSentence()
	const titleId = useId()
	return (
		<section className="end-panel" aria-labelledby={titleId} ref={isFresh ? scrollToSoon : undefined}>
			<h2 id={titleId} className="end-panel__sentence" tabIndex={-1} ref={isFresh ? focusHeading : undefined}>
				{sentence}
			</h2>
			<div className="end-panel__answer">
				<span className="end-panel__guessed">{t('end.youGuessed')}</span>
				<span aria-hidden="true">
					<CharacterIcon character={answer} size={72} />
				</span>
				<strong className="end-panel__name">{words.characterName(answer)}</strong>
			</div>
			{isDaily ? (
				<p className="end-panel__rank">{rank === null ? t('end.rankPending') : rankSentence(rank)}</p>
			) : null}
			<p className="end-panel__tries">{t('end.tries', { count: nbGuesses })}</p>
			{notes}
			{isDaily ? <DailyEnd region={region} nextMode={nextMode} onOpenStats={props.onOpenStats} /> : null}
			<PlayLinks mode={mode} />
			{props.children}
		</section>
	)
}

type DailyEndProps = Pick<Props, 'region' | 'nextMode' | 'onOpenStats'>

/** What only today's game ends with: stats, countdown, the next mode and today's progress. */
function DailyEnd({ region, nextMode, onOpenStats }: DailyEndProps) {
	const { t } = useTranslation('game')
	return (
		<>
			<button type="button" className="button" onClick={onOpenStats}>
				{t('end.stats')}
			</button>
			<Countdown region={region} />
			{nextMode === null ? null : <NextModeCard mode={nextMode} />}
			<GamesProgress />
		</>
	)
}

/** The card to the next mode still to play today (docs/product.md §2 "Game screen (common)", the "next mode" card). */
function NextModeCard({ mode }: { mode: Mode }) {
	const { t } = useTranslation('game')
	return (
		<Link className="next-mode" to={`/${mode}`}>
			<ModeIcon mode={mode} size={56} />
			<span className="next-mode__text">
				<span className="next-mode__label">{t('end.nextMode')}</span>
				<strong>{t(`modes.${mode}.title`, { ns: 'common' })}</strong>
				<span>{t(`modes.${mode}.description`, { ns: 'common' })}</span>
			</span>
		</Link>
	)
}
