import i18next, { type i18n } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { getI18n, initReactI18next } from 'react-i18next'
import common from './locales/en/common.json' with { type: 'json' }
import play from './locales/en/play.json' with { type: 'json' }
import type { Locale } from './player-locale.ts'

/** The picker's languages (docs/product.md §1 "Language"), English first: the only one enabled for now. */
export const LOCALES = [
	{ value: 'en_US', language: 'en', enabled: true },
	{ value: 'fr_FR', language: 'fr', enabled: false },
	{ value: 'es_ES', language: 'es', enabled: false },
	{ value: 'de_DE', language: 'de', enabled: false },
	{ value: 'it_IT', language: 'it', enabled: false },
	{ value: 'pt_BR', language: 'pt-BR', enabled: false },
] as const satisfies readonly Locale[]

/**
 * Raised by the build that enables new languages: a choice stored under an older version counts as
 * none, so its player's browser language is looked at again (decision 100).
 */
export const LANGUAGE_VERSION = 1

/**
 * Puts the strings in the player's language and keeps them there (player-locale.ts, decision 100).
 * With one language enabled there is nothing to follow, and that code is not even loaded. Returns
 * the unsubscribe.
 */
export function followPlayerLocale(instance: i18n): () => void {
	if (LOCALES.filter(({ enabled }) => enabled).length < 2) return () => undefined
	const following = import('./player-locale.ts').then(({ followLocale }) =>
		followLocale(instance, { locales: LOCALES, languageVersion: LANGUAGE_VERSION }),
	)
	return () => void following.then((stop) => stop())
}

/** Every namespace of the app's strings. */
export const NAMESPACES = [
	'common',
	'play',
	'game',
	'settings',
	'app',
	'about',
	'transfer',
	'privacy',
] as const
export type Namespace = (typeof NAMESPACES)[number]

/**
 * Creates the app's i18next instance synchronously. The strings every page's header, footer and
 * menu show come with the page's code (`common`, and `play` for the header's line); the others load
 * with the page or dialog that shows them (decision 094): a component whose namespace is not loaded
 * yet suspends until it is, and a page's loader asks for its namespaces beside its code.
 */
export function createI18n(): i18n {
	const instance = i18next.createInstance()
	instance
		.use(initReactI18next)
		.use(resourcesToBackend((language: string, namespace: string) => loadNamespace(language, namespace)))
		.init({
			lng: 'en',
			fallbackLng: 'en',
			ns: ['common', 'play'],
			defaultNS: 'common',
			resources: { en: { common, play } },
			partialBundledLanguages: true,
			initAsync: false,
			interpolation: { escapeValue: false },
			saveMissing: true,
			// a missing key is a bug: a warning in the console (which fails any web test that meets it),
			// never a crash; the page shows nothing for it
			missingKeyHandler: (_lngs, ns, key) => console.warn(`Missing translation ${ns}:${key}`),
			parseMissingKeyHandler: () => '',
		})
	return instance
}

/** The namespaces that load when asked, each its own chunk of the build (English's shell strings are bundled above). */
// Only the enabled languages' folders: every entry of this map is start code on every page, and the
// translations waiting to be enabled (checked by locales/locales.test.ts) would cost the menu 0.4 KiB.
const LOADERS = import.meta.glob<unknown>([
	'./locales/en/*.json',
	'!./locales/en/common.json',
	'!./locales/en/play.json',
])

function loadNamespace(language: string, namespace: string): Promise<unknown> {
	const load = LOADERS[`./locales/${language}/${namespace}.json`]
	return load ? load() : Promise.reject(new Error(`No strings for ${language}:${namespace}`))
}

/** Loads namespaces beside a page's or a dialog's code, so neither waits for the other. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
	return getI18n().loadNamespaces(namespaces)
}
