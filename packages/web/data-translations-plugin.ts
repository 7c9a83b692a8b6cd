import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { WORD_NAMESPACES, WORDS_QUERY, type WordSection, type WordsNamespace } from './src/word-namespaces.ts'

/** A language's game data (`@dragondle/content`'s `data/i18n/<language>.json`, decision 103). */
const DATA_FILE = /\/content\/data\/i18n\/[^/]+\.json$/

/**
 * The query that asks for a language's patch notes alone: `data/i18n/<language>.json?patch-notes&lang.json`
 * (the `lang.json` keeps the module read as JSON).
 */
export const PATCH_NOTES_QUERY = 'patch-notes'

/** The sections of a language's data that a page shows, besides the characters' names. */
const SHOWN_SECTIONS = Object.values(WORD_NAMESPACES)
	.flat()
	.filter((section): section is WordSection => section !== 'characters')

type DataFile = {
	characters?: Record<string, { name?: string; clue?: string }>
	patchNotes?: unknown
} & Record<string, unknown>

/**
 * What a page bundles of a language's data: the characters' names and the values a page shows
 * (attributes, sub-sagas, techniques). The clues reach a player only inside the day's answer, in
 * their language (docs/product.md §3 "Daily answer payload"); the patch notes are their own chunk,
 * loaded by the patch-notes dialog alone; arcs and fusion forms are shown on no page. A name or a
 * value the language says as English does is left out: the page shows the English it falls back
 * to, and most names are the same in every dub (a Spanish mode page saves about 1 KiB of gzip).
 */
export function gameWordsOf(data: DataFile, english: EnglishNames): Record<string, unknown> {
	const characters = Object.fromEntries(
		Object.entries(data.characters ?? {})
			.filter(([id, { name }]) => name !== english.characters.get(id))
			.map(([id, { name }]) => [id, { name }]),
	)
	const sectionOf = (section: WordSection) => {
		const words = Object.entries((data[section] ?? {}) as Record<string, string>)
		// the techniques by their English name, as the daily answer and the bonus question name them
		const keyed =
			section === 'techniques'
				? words.map(([id, word]): [string, string] => [english.techniques.get(id) ?? id, word])
				: words
		return Object.fromEntries(keyed.filter(([key, word]) => word !== key))
	}
	return {
		characters,
		...Object.fromEntries(SHOWN_SECTIONS.map((section) => [section, sectionOf(section)])),
	}
}

/** The English names of the characters and the techniques, by id. */
export type EnglishNames = {
	characters: ReadonlyMap<string, string>
	techniques: ReadonlyMap<string, string>
}

/** The pack's files that name the characters and the techniques in English. */
const ENGLISH_FILES = ['characters.json', 'techniques.json'] as const

/** The English names of the pack whose `i18n` folder holds `dataFile`: its characters.json and techniques.json. */
function englishNamesBeside(dataFile: string): EnglishNames {
	const read = <T>(name: string): T[] => JSON.parse(readFileSync(join(dirname(dataFile), '..', name), 'utf8'))
	const characters = read<{ championId: number; championName: string }>('characters.json')
	const techniques = read<{ id: string; name: string }>('techniques.json')
	return {
		characters: new Map(characters.map(({ championId, championName }) => [String(championId), championName])),
		techniques: new Map(techniques.map(({ id, name }) => [id, name])),
	}
}

/**
 * One namespace of a language's game words (src/word-namespaces.ts): a page loads the names, and
 * Classic's or Technique's words with that mode alone. An unknown namespace fails the build.
 */
export function wordsOfNamespace(words: Record<string, unknown>, namespace: string): Record<string, unknown> {
	if (!Object.hasOwn(WORD_NAMESPACES, namespace)) throw new Error(`No game words namespace ${namespace}`)
	const sections: readonly string[] = WORD_NAMESPACES[namespace as WordsNamespace]
	return Object.fromEntries(Object.entries(words).filter(([section]) => sections.includes(section)))
}

/** What the patch-notes dialog loads of a language's data: its patch notes alone. */
export function patchNotesOf(data: DataFile): Record<string, unknown> {
	return { patchNotes: data.patchNotes ?? {} }
}

/**
 * Each language's game data as the pages load it (i18next's `gameWords` namespace, src/i18n.ts): the
 * file without its clues and patch notes (a Spanish mode page downloads about 3 KiB of gzip, not
 * 9), and with `?patch-notes` the notes alone. The server reads the whole files from the pack.
 */
export function dataTranslations(): Plugin {
	return {
		name: 'dragondle:data-translations',
		enforce: 'pre',
		transform(code, id) {
			const [path = '', query = ''] = id.replaceAll('\\', '/').split('?', 2)
			if (!DATA_FILE.test(path)) return null
			const data = JSON.parse(code) as DataFile
			const isNotes = new URLSearchParams(query).has(PATCH_NOTES_QUERY)
			if (isNotes) return { code: JSON.stringify(patchNotesOf(data)), map: null }
			// the English names it leaves out what reads the same as: the dev server follows them too
			for (const file of ENGLISH_FILES) this.addWatchFile(join(dirname(path), '..', file))
			const words = gameWordsOf(data, englishNamesBeside(path))
			const namespace = new URLSearchParams(query).get(WORDS_QUERY)
			const part = namespace === null ? words : wordsOfNamespace(words, namespace)
			return { code: JSON.stringify(part), map: null }
		},
	}
}
