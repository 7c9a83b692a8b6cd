import type { Mode } from '@dragondle/core'
import { nextModeAfter } from '@dragondle/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChallengeLink } from '../components/challenge-link.tsx'
import { EndPanel } from '../components/end-panel.tsx'
import { ShareBlock } from '../components/share-block.tsx'
import { useLayout } from '../hooks/use-layout.ts'
import { useShareWords } from '../hooks/use-share-words.ts'
import { useSiteUrl } from '../hooks/use-site-url.ts'
import { useToday } from '../hooks/use-today.ts'
import type { HistoryEntry } from '../storage/keys.ts'
import { useModesDone } from '../storage/records.ts'
import type { Day, ModeDefinition } from './definition.ts'
import { useModeEnd } from './mode-end.ts'
import { NewPracticeGame } from './play-notes.tsx'

const SENTENCE_COUNT = 3

type Props<M extends Mode> = {
	definition: ModeDefinition<M>
	day: Day<M>
	/** Oldest first; the last one is the winning guess. */
	guesses: readonly string[]
	entry: HistoryEntry | undefined
	isFresh: boolean
}

/** Any mode's end: ONE SHOT or a random win sentence (docs/product.md §4), the mode's notes and share text. */
export function GameEnd<M extends Mode>({ definition, day, guesses, entry, isFresh }: Props<M>) {
	const { t } = useTranslation('game')
	const { openDialog, onGameEnd } = useLayout()
	const isDaily = day.play.kind === 'daily'
	// the all-done dialog may follow today's game's end; a restored end calls it too (harmless: once a day)
	useEffect(() => (isDaily ? onGameEnd?.() : undefined), [onGameEnd, isDaily])
	// picked once per visit, so the sentence does not change on every render
	const [sentenceIndex] = useState(() => Math.floor(Math.random() * SENTENCE_COUNT))
	const sentences = t('end.sentences', { returnObjects: true }) as string[]
	const sentence = guesses.length === 1 ? t('end.oneShot') : (sentences[sentenceIndex] ?? t('end.oneShot'))
	const done = useModesDone(day.answer.game_numero)
	const end = useModeEnd(definition)
	const endProps = { day, guesses, entry, url: useSiteUrl(), words: useShareWords() }
	const { region } = useToday()
	// the mode's end comes with the first guess: a game that ends before it has shows the panel once it is in
	if (end === null) return null
	const { EndNotes, Insight, Share } = end
	return (
		<EndPanel
			mode={day.mode}
			isDaily={isDaily}
			answer={day.answerCharacter}
			sentence={sentence}
			nbGuesses={guesses.length}
			rank={entry?.rank ?? null}
			region={region}
			nextMode={nextModeAfter(day.mode, done)}
			onOpenStats={() => openDialog('stats')}
			isFresh={isFresh}
			notes={
				<>
					{EndNotes ? <EndNotes {...endProps} /> : null}
					{Insight ? <Insight day={day} guesses={guesses} entry={entry} /> : null}
				</>
			}
		>
			{day.play.kind === 'challenge' ? (
				<p className="end-panel__tries">{t('challenge.result', { ns: 'play', count: day.play.nbGuesses })}</p>
			) : null}
			<ChallengeLink answer={day.answer} nbGuesses={guesses.length} />
			{day.play.kind === 'practice' ? <NewPracticeGame mode={day.mode} /> : null}
			{day.play.kind === 'daily' || day.play.kind === 'archive' ? (
				Share ? (
					<Share {...endProps} />
				) : (
					<ShareBlock text={end.shareText(endProps)} />
				)
			) : null}
		</EndPanel>
	)
}
