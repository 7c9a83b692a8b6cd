import type { DataLanguage } from '@dragondle/content/translations'
import { type Character, findCharacterByName } from '@dragondle/core'
import { use, useDeferredValue, useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The game's data in the page's language (decision 103): character names as each dub says them,
 * attribute values, sub-sagas and technique names, from the content pack's `data/i18n/<language>.json`.
 * Only what is shown is translated, and only when it is shown: guesses, comparisons, stored
 * progress and share texts stay keyed by the English data, so switching language loses nothing and
 * never changes a tile. English is the data itself: an English page loads nothing here. Each other
 * language is its own chunk, loaded with the day's game (game-page.tsx) or, when the player switches
 * language, by the first screen that shows its words; the build drops the clues and the patch notes
 * from it (data-translations-plugin.ts).
 */

/**
 * The sections of words a page shows besides the characters' names: the attribute values of
 * Classic's tiles, by their English value; the sub-sagas (Classic's debut tile), by English name;
 * the techniques, by English name (as the daily answer and the bonus question name them).
 */
export type WordSection = 'gender' | 'race' | 'origin' | 'affiliation' | 'hair' | 'subSagas' | 'techniques'

/** A language's game data as the pages load it: by the English data's keys (ids, English values). */
type GameData = { characters: Record<string, { name: string }> } & Record<WordSection, Record<string, string>>

/** Each language's data, its own chunk; a language without one (English) shows the English data. */
const LOADERS: Partial<Record<string, () => Promise<{ default: unknown }>>> = {
	es: () => import('@dragondle/content/data/i18n/es.json'),
	'pt-BR': () => import('@dragondle/content/data/i18n/pt-BR.json'),
	fr: () => import('@dragondle/content/data/i18n/fr.json'),
} satisfies Record<DataLanguage, unknown>

const loads = new Map<string, Promise<unknown>>()

/**
 * Loads once per page, by `key` (a language, or what else a mode's words need). A load that fails settles on null (the
 * English words) rather than being asked again by every render: a page offline without the chunk
 * still plays, in English words. A settled load is marked as React's `use` reads it, so a render
 * after it never suspends.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T | null> {
	let promise = loads.get(key) as Promise<T | null> | undefined
	if (promise === undefined) {
		const settling = load().catch(() => null)
		void settling.then((value) => {
			Object.assign(settling, { status: 'fulfilled', value })
		})
		promise = settling
		loads.set(key, promise)
	}
	return promise
}

/**
 * Starts loading a language's data, once; the day's load waits for it, so the game's first render
 * has its words. Null in English, which loads nothing.
 */
export function preloadGameWords(language: string): Promise<GameData | null> | null {
	const load = LOADERS[language]
	return load ? loadOnce(language, () => load().then((module) => module.default as GameData)) : null
}

/**
 * The data of the page's language, suspending until it has loaded; null in English (or when it
 * could not load). The language is read deferred: when the player switches language, the screen
 * keeps its words until the new language's data has arrived, rather than falling back to a
 * loading screen; a first render has no words to keep, and suspends unless the data was preloaded.
 */
function useGameData(): GameData | null {
	const { i18n } = useTranslation()
	const data = preloadGameWords(useDeferredValue(i18n.language))
	return data && use(data)
}

/** The game's words in the page's language; each falls back to the English it is given. */
export type GameWords = {
	/** A character's name as the language's dub says it. */
	characterName: (character: Pick<Character, 'championId' | 'championName'>) => string
	/** The name of the character whose English name is `englishName` (a stored guess, the answer's names). */
	nameOf: (englishName: string, characters: readonly Character[]) => string
	/** A word of `section` by its key; `english` (by default the key itself) where there is none. */
	word: (section: WordSection, key: string, english?: string) => string
	/** Whether the words are another language's than the English data's. */
	isTranslated: boolean
}

function wordsOf(data: GameData | null): GameWords {
	const characterName: GameWords['characterName'] = ({ championId, championName }) =>
		data?.characters[championId]?.name ?? championName
	return {
		characterName,
		nameOf: (englishName, characters) => {
			const character = findCharacterByName(englishName, characters)
			return character ? characterName(character) : englishName
		},
		word: (section, key, english = key) => data?.[section][key] ?? english,
		isTranslated: data !== null,
	}
}

/**
 * The game's words in the page's language: the English data in English, else the language's
 * data, suspending until it has loaded (a mode's page preloads it, so it does not wait there).
 * Re-renders when the language changes.
 */
export function useGameWords(): GameWords {
	const data = useGameData()
	return useMemo(() => wordsOf(data), [data])
}
