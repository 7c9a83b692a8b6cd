import type { Mode } from '@dragondle/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRankSentence } from '../components/rank-sentence.ts'
import { useGameWords } from '../game-words.ts'
import type { BoardProps, ModeDefinition } from './definition.ts'

type Props<M extends Mode> = {
	definition: ModeDefinition<M>
	board: BoardProps<M>
	/** The win's rank among today's finders once it is known (today's game only), else null. */
	rank: number | null
}

/** False on the first render, true once mounted: text present when a live region appears is not read. */
function useIsMounted(): boolean {
	const [isMounted, setMounted] = useState(false)
	useEffect(() => setMounted(true), [])
	return isMounted
}

/**
 * The game screen's one polite live region (decision 105; every mode): what the latest guess gave, in
 * the page's language and in short (the mode's `useGuessNews`), the win with its tries and then its
 * rank once the server has counted it, and on a restored game where the player stands, once. Its
 * text is derived from the stored guesses like the rest of the screen, so another tab's guess is
 * announced too; it is never shown (the board says the same to the eye).
 */
export function Announcer<M extends Mode>({ definition, board, rank }: Props<M>) {
	const { t } = useTranslation('game')
	const words = useGameWords()
	const rankSentence = useRankSentence()
	const guessNews = definition.useGuessNews(board)
	const isMounted = useIsMounted()
	const { day, guesses, status } = board
	const count = guesses.length
	let news = ''
	if (count > 0 && count <= day.restoredGuesses.length) {
		news = t(status === 'won' ? 'announce.restoredWon' : 'announce.playing', { count })
	} else if (status === 'won') {
		const won = t('announce.won', { count, name: words.characterName(day.answerCharacter) })
		news = rank === null ? won : t('announce.withRank', { news: won, rank: rankSentence(rank) })
	} else if (count > 0) {
		news = guessNews
	}
	return (
		<p className="visually-hidden" role="status" aria-label={t('announce.label')}>
			{isMounted ? news : ''}
		</p>
	)
}
