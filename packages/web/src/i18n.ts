import i18next, { type i18n } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { getI18n, initReactI18next } from 'react-i18next'
import common from './locales/en/common.json' with { type: 'json' }
import play from './locales/en/play.json' with { type: 'json' }

/** English is the only enabled locale (docs/architecture.md "Language"); this is its stored picker value. */
export const STORED_LOCALE = 'en_US'

/** Every namespace of the app's strings. */
export const NAMESPACES = ['common', 'play', 'game', 'settings', 'app'] as const
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

/** The namespaces that load when asked, each its own chunk of the build (the shell's are bundled above). */
const LOADERS = import.meta.glob<unknown>([
	'./locales/*/*.json',
	'!./locales/*/common.json',
	'!./locales/*/play.json',
])

function loadNamespace(language: string, namespace: string): Promise<unknown> {
	const load = LOADERS[`./locales/${language}/${namespace}.json`]
	return load ? load() : Promise.reject(new Error(`No strings for ${language}:${namespace}`))
}

/** Loads namespaces beside a page's or a dialog's code, so neither waits for the other. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
	return getI18n().loadNamespaces(namespaces)
}
