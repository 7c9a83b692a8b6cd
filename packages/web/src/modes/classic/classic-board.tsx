import { isDuplicateOfAnswer } from '@dragondle/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BoardProps } from '../../game/definition.ts'
import { ClassicGrid } from './classic-grid.tsx'
import { rowsOf } from './classic-rows.ts'
import { ColorTutorial } from './color-tutorial.tsx'

/** Classic's board: the colour tutorial, the duplicate notice and the grid of tiles. */
export function ClassicBoard({ day, guesses, firstAnimated }: BoardProps<'classic'>) {
	const { t } = useTranslation('game')
	const { answerCharacter, pack } = day
	const rows = useMemo(() => rowsOf(guesses, answerCharacter, pack), [guesses, answerCharacter, pack])
	const duplicate = rows.find((row) => isDuplicateOfAnswer(row.character, answerCharacter, pack.sagas))
	return (
		<>
			<ColorTutorial />
			{duplicate ? (
				<p className="classic__duplicate" role="note">
					{t('classic.duplicate', { name: duplicate.character.championName })}
				</p>
			) : null}
			{rows.length > 0 ? <ClassicGrid rows={rows} firstAnimatedRow={firstAnimated} /> : null}
		</>
	)
}
