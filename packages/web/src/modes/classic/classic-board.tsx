import { clueIn, isDuplicateOfAnswer, shownCategories } from '@dragondle/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BoardProps } from '../../game/definition.ts'
import { useGameWords } from '../../game-words.ts'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue } from '../../storage/store.ts'
import { ChallengerZone } from './challenger-zone.tsx'
import { ClassicGrid } from './classic-grid.tsx'
import { rowsOf } from './classic-rows.ts'
import { ClueSection } from './clue-section.tsx'
import { ColorTutorial } from './color-tutorial.tsx'

/**
 * Classic's board: the duplicate notice and the grid of tiles without the categories the challenger
 * zone hides, right under the guess box so a guess's row shows where the player looks (decision
 * 108); then the challenger zone, the clue and the colour tutorial.
 */
export function ClassicBoard({ day, guesses, status, firstAnimated }: BoardProps<'classic'>) {
	const { t, i18n } = useTranslation('game')
	const words = useGameWords()
	const { answerCharacter, pack } = day
	const rows = useMemo(() => rowsOf(guesses, answerCharacter, pack), [guesses, answerCharacter, pack])
	const chosen = useValue(STORAGE_KEYS.classicDisabled)
	const categories = useMemo(() => shownCategories(chosen), [chosen])
	const duplicate = rows.find((row) => isDuplicateOfAnswer(row.character, answerCharacter, pack.sagas))
	const isWon = status === 'won'
	// a character without a clue has no clue section: a countdown to nothing would mislead; the clue
	// reads in the player's language when the answer carries it (decision 103)
	const clue = clueIn(day.answer.clues, i18n.language)
	return (
		<>
			{duplicate ? (
				<p className="classic__duplicate" role="note">
					{/* the notice says he or she as the character is presented (both share the answer's gender tile) */}
					{t('classic.duplicate', {
						name: words.characterName(duplicate.character),
						context: duplicate.character.gender.toLowerCase(),
					})}
				</p>
			) : null}
			{rows.length > 0 ? (
				<ClassicGrid rows={rows} firstAnimatedRow={firstAnimated} categories={categories} />
			) : null}
			<ChallengerZone isLocked={isWon} />
			{clue ? <ClueSection clue={clue} tries={guesses.length} isWon={isWon} /> : null}
			<ColorTutorial />
		</>
	)
}

/**
 * The board before the day has loaded (decision 113): the challenger zone, the clue still locked
 * and the colour tutorial, as a new day's board shows them, so the prerendered page paints them.
 */
export function ClassicFirstBoard() {
	return (
		<>
			<ChallengerZone isLocked={false} isWaiting />
			<ClueSection clue="" tries={0} isWon={false} />
			<ColorTutorial />
		</>
	)
}
