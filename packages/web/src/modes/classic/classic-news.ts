import { shownCategories, type Tile } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import type { BoardProps } from '../../game/definition.ts'
import { useGameWords } from '../../game-words.ts'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { useValue } from '../../storage/store.ts'
import { rowsOf } from './classic-rows.ts'

/** A tile's result in a word; the debut's arrow says earlier or later rather than lower or higher. */
function resultWord({ category, result }: Tile) {
	if (category !== 'animeDebut') return result
	if (result === 'superior') return 'later'
	return result === 'inferior' ? 'earlier' : result
}

/**
 * Classic's news of a guess (the game's live region, announcer.tsx): the character, then each
 * category on the board with its result, "Yamcha: gender correct; race wrong; … debut arc earlier."
 * The categories the challenger zone hides are left out, as on the board.
 */
export function useClassicNews({ day, guesses }: BoardProps<'classic'>): string {
	const { t, i18n } = useTranslation('game')
	const words = useGameWords()
	const categories = shownCategories(useValue(STORAGE_KEYS.classicDisabled))
	const [latest] = rowsOf(guesses.slice(-1), day.answerCharacter, day.pack)
	if (latest === undefined) return ''
	const tiles = latest.tiles
		.filter((tile) => categories.includes(tile.category))
		.map((tile) =>
			t('announce.tile', {
				category: t(`classic.categories.${tile.category}`).toLocaleLowerCase(i18n.language),
				result: t(`announce.results.${resultWord(tile)}`),
			}),
		)
	return t('announce.classic', {
		name: words.characterName(latest.character),
		tiles: tiles.join(t('announce.separator')),
	})
}
