import { type Character, classicShareText } from '@dragondle/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EndPanel } from '../../components/end-panel.tsx'
import { useLayout } from '../../components/root-layout.tsx'
import { ShareBlock } from '../../components/share-block.tsx'
import { deviceRegion } from '../../config.ts'
import type { GuessRowData } from './guess-row.tsx'

const SENTENCE_COUNT = 3

type Props = {
	gameNumero: number
	answer: Character
	/** Oldest first; the last one is the winning guess. */
	rows: readonly GuessRowData[]
	rank: number | null
	isFresh: boolean
}

/** Classic's end panel: ONE SHOT or a random win sentence, and the tile-emoji share text. */
export function ClassicEnd({ gameNumero, answer, rows, rank, isFresh }: Props) {
	const { t } = useTranslation('game')
	const { openDialog } = useLayout()
	// picked once per visit, so the sentence does not change on every render
	const [sentenceIndex] = useState(() => Math.floor(Math.random() * SENTENCE_COUNT))
	const sentences = t('end.sentences', { returnObjects: true }) as string[]
	const sentence = rows.length === 1 ? t('end.oneShot') : (sentences[sentenceIndex] ?? t('end.oneShot'))
	const shareText = classicShareText({
		gameNumero,
		rows: rows.map((row) => row.tiles.map((tile) => tile.result)),
		url: window.location.origin,
	})
	return (
		<EndPanel
			answer={answer}
			sentence={sentence}
			nbGuesses={rows.length}
			rank={rank}
			region={deviceRegion()}
			nextMode="fusion"
			onOpenStats={() => openDialog('stats')}
			isFresh={isFresh}
		>
			<ShareBlock text={shareText} />
		</EndPanel>
	)
}
