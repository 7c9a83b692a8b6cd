import fusions from '@dragondle/content/data/fusions.json' with { type: 'json' }
import techniques from '@dragondle/content/data/techniques.json' with { type: 'json' }
import {
	type BonusChoice,
	bonusChoices,
	type Fusion,
	isSameBonusChoice,
	regionForOffset,
	type Technique,
} from '@dragondle/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameWords } from '../game-words.ts'
import { bonusAnswerOf, saveBonusAnswer } from '../storage/records.ts'
import type { Day, EndProps } from './definition.ts'
import './bonus-question.css'

// The pools come with this lazily loaded module only: the first visit never carries them, and
// nothing the page requests before the win names an entry (decision 098).
const TECHNIQUES: readonly Pick<Technique, 'id' | 'name' | 'since'>[] = techniques
const FUSIONS: readonly Pick<Fusion, 'components' | 'since'>[] = fusions

type Props = (EndProps<'technique'> | EndProps<'fusion'>) & {
	/**
	 * The game's words in the page's language, from the mode's end notes (useGameWords): this chunk
	 * loads after the win, and takes nothing of the game's chunk but its types.
	 */
	gameWords: GameWords
}

/** An entry that game `gameNumero` could have drawn: one still to come is never offered. */
function hasArrived(entry: { since?: number }, gameNumero: number): boolean {
	return (entry.since ?? 1) <= gameNumero
}

/** The day's right choice and every choice its mode's pool offers (decision 098). */
function questionOf(day: Day<'technique'> | Day<'fusion'>): { answer: BonusChoice; pool: BonusChoice[] } {
	const gameNumero = day.answer.game_numero
	if (day.mode === 'technique') {
		const pool = TECHNIQUES.filter((entry) => hasArrived(entry, gameNumero)).map((entry) => [entry.name])
		return { answer: [day.answer.technique_name], pool }
	}
	const names = new Map(
		day.pack.characters.map((character) => [character.championId, character.championName]),
	)
	const pool = FUSIONS.filter((entry) => hasArrived(entry, gameNumero)).flatMap((entry) => {
		const pair = entry.components.flatMap((id) => names.get(id) ?? [])
		return pair.length === entry.components.length ? [pair] : []
	})
	return { answer: day.answer.fusion_components, pool }
}

/**
 * How the page's language shows a choice: a technique's name, or a fused pair's names. The choices
 * themselves, drawn and compared, are the English data's.
 */
function choiceTextOf(
	day: Day<'technique'> | Day<'fusion'>,
	words: GameWords,
): (choice: BonusChoice) => string {
	const { characters } = day.pack
	const textOf = (name: string) =>
		day.mode === 'technique' ? words.word('techniques', name) : words.nameOf(name, characters)
	return (choice) => choice.map(textOf).join(' + ')
}

/**
 * The bonus question after a Technique or Fusion win (docs/product.md §4 "Bonus question"): four
 * buttons named by their choice; one answer per game, kept in the game's record, so every button is
 * locked after it and after a reload, the right one marked in words. Today's and the archive's
 * games only: practice and challenges keep no record to hold the answer.
 */
export function BonusQuestion({ day, entry, gameWords }: Props) {
	const { t } = useTranslation('game')
	const textOf = choiceTextOf(day, gameWords)
	const { kind } = day.play
	const question = useMemo(() => {
		const { answer, pool } = questionOf(day)
		const region = regionForOffset(day.utc)
		const choices = bonusChoices({ mode: day.mode, region, gameNumero: day.answer.game_numero, answer, pool })
		return { answer, choices }
	}, [day])
	if (entry === undefined || (kind !== 'daily' && kind !== 'archive')) return null
	const answered = bonusAnswerOf(entry)
	const isAnswered = answered !== undefined
	const rightName = textOf(question.answer)
	const handleAnswer = (choice: BonusChoice) =>
		saveBonusAnswer(day.mode, kind, entry.gameNumero, isSameBonusChoice(choice, question.answer))
	return (
		<fieldset className="bonus" disabled={isAnswered}>
			<legend className="bonus__question">{t(`bonus.question.${day.mode}`)}</legend>
			<div className="bonus__choices">
				{question.choices.map((choice) => {
					const isRight = isAnswered && isSameBonusChoice(choice, question.answer)
					return (
						<button
							key={choice.join('+')}
							type="button"
							className={isRight ? 'bonus__choice bonus__choice--right' : 'bonus__choice'}
							onClick={() => handleAnswer(choice)}
						>
							{textOf(choice)}
							{isRight ? <span aria-hidden="true"> ✓</span> : null}
						</button>
					)
				})}
			</div>
			<p className="bonus__result" role="status">
				{isAnswered ? t(answered ? 'bonus.right' : 'bonus.wrong', { answer: rightName }) : ''}
			</p>
		</fieldset>
	)
}
