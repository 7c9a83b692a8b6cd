import { type Character, findCharacterByName } from '@dragondle/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { SECTION_NAMESPACE, type WordSection, type WordsNamespace } from './word-namespaces.ts'

/**
 * The game's data in the page's language (decisions 103 and 117): character names as each dub says
 * them, attribute values, sub-sagas and technique names, from the content pack's
 * `data/i18n/<language>.json`, as i18next's words namespaces (word-namespaces.ts; i18n.ts loads
 * them). Only what is shown is translated, and only when it is shown: guesses, comparisons, stored
 * progress and share texts stay keyed by the English data, so switching language loses nothing and
 * never changes a tile. English is the data itself: its namespaces are empty and load nothing.
 */

/**
 * A language's words namespace (word-namespaces.ts), by the English data's keys (ids, English
 * values). The build leaves out what the language says as English does (data-translations-plugin.ts),
 * and English has no section at all: a word that is not there is the English one.
 */
export type GameWordsResource = { characters?: Record<string, { name: string }> } & Partial<
	Record<WordSection, Record<string, string>>
>

/** The game's words in the page's language; each falls back to the English it is given. */
export type GameWords = {
	/** A character's name as the language's dub says it. */
	characterName: (character: Pick<Character, 'championId' | 'championName'>) => string
	/** The name of the character whose English name is `englishName` (a stored guess, the answer's names). */
	nameOf: (englishName: string, characters: readonly Character[]) => string
	/** A word of `section` by its key; `english` (by default the key itself) where there is none. */
	word: (section: WordSection, key: string, english?: string) => string
}

/** The page's loaded words, by namespace. */
type LoadedWords = Partial<Record<WordsNamespace, GameWordsResource>>

function wordsOf(loaded: LoadedWords): GameWords {
	const characterName: GameWords['characterName'] = ({ championId, championName }) =>
		loaded.gameWords?.characters?.[championId]?.name ?? championName
	return {
		characterName,
		nameOf: (englishName, characters) => {
			const character = findCharacterByName(englishName, characters)
			return character ? characterName(character) : englishName
		},
		word: (section, key, english = key) => loaded[SECTION_NAMESPACE[section]]?.[section]?.[key] ?? english,
	}
}

/**
 * The game's words in the page's language, suspending until its `gameWords` namespace (the names)
 * has loaded. A mode's page loads it with its day, and the mode's own words beside it (Classic's
 * tile values, Technique's attacks: ModeDefinition.words), so neither waits there; a section whose
 * namespace has not loaded reads as English. When the player switches language, i18next loads
 * every namespace loaded so far before it switches, so the screen keeps its words until the new
 * ones have arrived. The namespaces are read whole rather than through `t`: their keys are the
 * English data's values, some of which hold i18next's key and namespace separators (`Piccolo Jr.`,
 * `Dragon Ball Super: Broly`), and a word left out is English by design, not a missing key to warn of.
 */
export function useGameWords(): GameWords {
	const { i18n } = useTranslation('gameWords')
	const bundleOf = (namespace: WordsNamespace): GameWordsResource | undefined =>
		i18n.getResourceBundle(i18n.language, namespace)
	const gameWords = bundleOf('gameWords')
	const classicWords = bundleOf('classicWords')
	const techniqueWords = bundleOf('techniqueWords')
	return useMemo(
		() => wordsOf({ gameWords, classicWords, techniqueWords }),
		[gameWords, classicWords, techniqueWords],
	)
}
