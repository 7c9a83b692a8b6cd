import { type Character, findCharacterByName } from '@dragondle/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The game's data in the page's language (decisions 103 and 117): character names as each dub says
 * them, attribute values, sub-sagas and technique names, from the content pack's
 * `data/i18n/<language>.json`, as i18next's `gameWords` namespace (i18n.ts loads it). Only what is
 * shown is translated, and only when it is shown: guesses, comparisons, stored progress and share
 * texts stay keyed by the English data, so switching language loses nothing and never changes a
 * tile. English is the data itself: its namespace is empty and loads nothing.
 */

/**
 * The sections of words a page shows besides the characters' names: the attribute values of
 * Classic's tiles, by their English value; the sub-sagas (Classic's debut tile), by English name;
 * the techniques, by English name (as the daily answer and the bonus question name them).
 */
export type WordSection = 'gender' | 'race' | 'origin' | 'affiliation' | 'hair' | 'subSagas' | 'techniques'

/**
 * A language's `gameWords` namespace, by the English data's keys (ids, English values). The build
 * leaves out what the language says as English does (data-translations-plugin.ts), and English has
 * no section at all: a word that is not there is the English one.
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

function wordsOf(resource: GameWordsResource | undefined): GameWords {
	const characterName: GameWords['characterName'] = ({ championId, championName }) =>
		resource?.characters?.[championId]?.name ?? championName
	return {
		characterName,
		nameOf: (englishName, characters) => {
			const character = findCharacterByName(englishName, characters)
			return character ? characterName(character) : englishName
		},
		word: (section, key, english = key) => resource?.[section]?.[key] ?? english,
	}
}

/**
 * The game's words in the page's language, suspending until its `gameWords` namespace has loaded (a
 * mode's page loads it with its day, so it does not wait there). When the player switches language,
 * i18next loads the namespace before it switches, so the screen keeps its words until the new ones
 * have arrived. The namespace is read whole rather than through `t`: its keys are the English data's
 * values, some of which hold i18next's key and namespace separators (`Piccolo Jr.`,
 * `Dragon Ball Super: Broly`), and a word left out is English by design, not a missing key to warn of.
 */
export function useGameWords(): GameWords {
	const { i18n } = useTranslation('gameWords')
	const resource: GameWordsResource | undefined = i18n.getResourceBundle(i18n.language, 'gameWords')
	return useMemo(() => wordsOf(resource), [resource])
}
