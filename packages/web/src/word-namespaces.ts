/**
 * The i18next namespaces a language's game words load in (decisions 117 and 127), each with the
 * sections of the content pack's `data/i18n/<language>.json` it holds: the characters' names, which
 * every mode shows, and the words one mode alone shows (Classic's tile values and debut sub-sagas,
 * Technique's attacks by their English name), which load with that mode only. Read by the build
 * (data-translations-plugin.ts) and by the page (i18n.ts, game-words.ts): one table for both.
 */
export const WORD_NAMESPACES = {
	gameWords: ['characters'],
	classicWords: ['gender', 'race', 'origin', 'affiliation', 'hair', 'subSagas'],
	techniqueWords: ['techniques'],
} as const

export type WordsNamespace = keyof typeof WORD_NAMESPACES

/** The sections of words besides the characters' names, each read by its English key. */
export type WordSection = Exclude<(typeof WORD_NAMESPACES)[WordsNamespace][number], 'characters'>

/** The namespace that holds each section. */
export const SECTION_NAMESPACE = Object.fromEntries(
	Object.entries(WORD_NAMESPACES).flatMap(([namespace, sections]) =>
		sections.map((section) => [section, namespace as WordsNamespace]),
	),
) as Record<WordSection, WordsNamespace>

/**
 * The query that asks the build for one namespace of a language's words:
 * `data/i18n/<language>.json?words=<namespace>&lang.json` (the `lang.json` keeps it read as JSON).
 */
export const WORDS_QUERY = 'words'
