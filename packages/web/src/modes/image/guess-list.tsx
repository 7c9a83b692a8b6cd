import { type Character, findCharacterByName, isSameName } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import { CharacterIcon } from '../../components/character-icon.tsx'
import { useGameWords } from '../../game-words.ts'

type Props = {
	guesses: readonly string[]
	/** Guesses before this index were there when the page loaded: they do not animate. */
	firstAnimated: number
	answerName: string
	characters: readonly Character[]
}

/**
 * The image modes' guesses, newest first: a wrong one shakes in, the right one pops in (docs/product.md §2).
 * Each says in words whether it was right, so colour is never the only cue.
 */
export function GuessList({ guesses, firstAnimated, answerName, characters }: Props) {
	const { t } = useTranslation('game')
	const words = useGameWords()
	const newestFirst = guesses.map((name, index) => ({ name, index })).reverse()
	if (guesses.length === 0) return null
	return (
		<ol className="guess-list" aria-label={t('guessList.label')}>
			{newestFirst.map(({ name, index }) => {
				const character = findCharacterByName(name, characters)
				const isRight = isSameName(name, answerName)
				const result = isRight ? 'right' : 'wrong'
				const animation = index >= firstAnimated ? ` guess-list__item--${result}-new` : ''
				return (
					<li key={name} className={`guess-list__item guess-list__item--${result}${animation}`}>
						{character ? (
							<span aria-hidden="true">
								<CharacterIcon character={character} size={40} />
							</span>
						) : null}
						<span className="guess-list__name">{character ? words.characterName(character) : name}</span>
						<span className="guess-list__mark" aria-hidden="true">
							{isRight ? '✓' : '✗'}
						</span>
						<span className="visually-hidden">{t(`guessList.${result}`)}</span>
					</li>
				)
			})}
		</ol>
	)
}
