import type { Character } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { useGameWords } from '../game-words.ts'

type Props = {
	gameNumero: number
	/** Yesterday's answer, in English as the daily answer names it. */
	name: string | null
	/** The characters the name is one of, for its name in the page's language. */
	characters: readonly Character[]
}

/** "Yesterday's character was #N-1 name"; nothing on the first game (docs/product.md §2). */
export function YesterdayLine({ gameNumero, name, characters }: Props) {
	const { t } = useTranslation('game')
	const words = useGameWords()
	return name === null ? null : (
		<p className="yesterday">
			{t('yesterday', { numero: gameNumero - 1, name: words.nameOf(name, characters) })}
		</p>
	)
}
