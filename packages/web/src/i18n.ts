import { DEFAULT_LANGUAGE, type Language } from '@dragondle/core'
import i18next, { type i18n, type Resource } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { getI18n, initReactI18next } from 'react-i18next'
import { formatNumber } from './format-number.ts'
import { followLocale, type Locale } from './player-locale.ts'
import { WORD_NAMESPACES, type WordsNamespace } from './word-namespaces.ts'

/**
 * The picker's languages (docs/product.md §1 "Language", decision 104), English first: each
 * locale's stored value and the i18next language whose strings it loads.
 */
export const LOCALES = [
	{ value: 'en_US', language: 'en', enabled: true },
	{ value: 'es_ES', language: 'es', enabled: true },
	{ value: 'pt_BR', language: 'pt-BR', enabled: true },
	{ value: 'fr_FR', language: 'fr', enabled: true },
] as const satisfies readonly (Locale & { language: Language })[]

/**
 * Raised by the build that enables new languages: a choice stored under an older version counts as
 * none, so its player's browser language is looked at again (decision 100). Version 2 enabled
 * Spanish, Brazilian Portuguese and French (decision 104).
 */
export const LANGUAGE_VERSION = 2

/** Puts the strings in the player's language and keeps them there (player-locale.ts). Returns the unsubscribe. */
export function followPlayerLocale(instance: i18n): () => void {
	return followLocale(instance, { locales: LOCALES, languageVersion: LANGUAGE_VERSION })
}

/** Every namespace of the app's strings, each a file of `locales/<language>/`. */
export const STRING_NAMESPACES = [
	'common',
	'play',
	'game',
	'settings',
	'app',
	'about',
	'transfer',
	'privacy',
	'insight',
	'help',
] as const

/**
 * Every namespace the app loads: its strings, and the game data's words in the page's language
 * (word-namespaces.ts, read by game-words.ts: decision 117), which come from the content pack instead.
 */
export const NAMESPACES = [
	...STRING_NAMESPACES,
	...(Object.keys(WORD_NAMESPACES) as WordsNamespace[]),
] as const
export type Namespace = (typeof NAMESPACES)[number]

/** The namespaces every page's first screen shows: the header, the footer, the menu and its line. */
export const START_NAMESPACES = ['common', 'play'] as const satisfies readonly Namespace[]

/** The start namespaces' strings in one language, as a prerendered page carries them (decision 104). */
export type StartStrings = Record<(typeof START_NAMESPACES)[number], Resource[string][string]>

/**
 * Creates the app's i18next instance synchronously, in `language`. A prerendered page carries its
 * language's start strings (decision 104), given here; without them (the app, the dev server, the
 * tests) they load like the others, and `loadNamespaces` waits for them. Every other namespace loads
 * with the page or dialog that shows it (decision 094), the game words with the day's game
 * (decision 117): a component whose namespace is not loaded yet suspends until it is, and a page's
 * loader asks for its namespaces beside its code. A language loads alone: every string exists in
 * every language (locales/locales.test.ts), so there is no fallback language to download beside it.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE, strings?: StartStrings): i18n {
	const instance = i18next.createInstance()
	instance
		.use(initReactI18next)
		.use(resourcesToBackend((language: string, namespace: string) => loadNamespace(language, namespace)))
		.init({
			lng: language,
			fallbackLng: false,
			load: 'currentOnly',
			ns: [...START_NAMESPACES],
			defaultNS: 'common',
			resources: strings ? { [language]: strings } : undefined,
			partialBundledLanguages: true,
			initAsync: false,
			interpolation: { escapeValue: false },
			saveMissing: true,
			// a missing key is a bug: a warning in the console (which fails any web test that meets it),
			// never a crash; the page shows nothing for it
			missingKeyHandler: (_lngs, ns, key) => console.warn(`Missing translation ${ns}:${key}`),
			parseMissingKeyHandler: () => '',
		})
	// `{{count, number}}` without a NumberFormat where digits are enough (format-number.ts)
	instance.services.formatter?.add('number', formatNumber)
	return instance
}

/** Every language's namespaces, each its own chunk of the build, loaded when asked. */
const LOADERS = import.meta.glob<unknown>('./locales/*/*.json', { import: 'default' })

/**
 * Each language's game words, a chunk for each namespace (word-namespaces.ts): the content pack's
 * data in that language, which the build cuts down to the words a page shows of it
 * (data-translations-plugin.ts), by language file. English has none to load: the English data is
 * its own words (game-words.ts falls back to it).
 */
// the query is word-namespaces.ts's WORDS_QUERY, written out: a glob's options must be literals
const WORDS_LOADERS = {
	gameWords: import.meta.glob<unknown>('./*.json', {
		base: '../../content/data/i18n',
		query: '?words=gameWords&lang.json',
		import: 'default',
	}),
	classicWords: import.meta.glob<unknown>('./*.json', {
		base: '../../content/data/i18n',
		query: '?words=classicWords&lang.json',
		import: 'default',
	}),
	techniqueWords: import.meta.glob<unknown>('./*.json', {
		base: '../../content/data/i18n',
		query: '?words=techniqueWords&lang.json',
		import: 'default',
	}),
} satisfies Record<WordsNamespace, unknown>

function loadNamespace(language: string, namespace: string): Promise<unknown> {
	if (Object.hasOwn(WORDS_LOADERS, namespace)) {
		const load = WORDS_LOADERS[namespace as WordsNamespace][`./${language}.json`]
		return load ? load() : Promise.resolve({})
	}
	const load = LOADERS[`./locales/${language}/${namespace}.json`]
	return load ? load() : Promise.reject(new Error(`No strings for ${language}:${namespace}`))
}

/** Loads namespaces beside a page's or a dialog's code, so neither waits for the other. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
	return getI18n().loadNamespaces(namespaces)
}
