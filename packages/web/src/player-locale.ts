import type { i18n } from 'i18next'
import { STORAGE_KEYS } from './storage/keys.ts'
import { readValue, subscribe } from './storage/store.ts'

// Which language the strings are in (decision 100). i18n.ts loads this only in a build with more
// than one language enabled: with English alone there is nothing to choose.

/** A language of the picker: its stored value, the i18next language whose strings it loads, whether this build has them. */
export type Locale = { readonly value: string; readonly language: string; readonly enabled: boolean }

/** The build's languages, English first, and its language version (i18n.ts). */
export type Languages = { locales: readonly Locale[]; languageVersion: number }

type LocaleInputs = Languages & {
	/** The stored choice (`app:v1:locale`), null when the player never picked. */
	stored: string | null
	/** The language version stored with the choice. */
	storedVersion: number | null
	/** The browser's languages, preferred first (`navigator.languages`: 'fr-FR', 'pt', …). */
	browserLanguages: readonly string[]
}

/**
 * The player's locale (decision 100): their stored choice while it was made under this build's
 * language version and is enabled; else the first browser language an enabled locale speaks (its
 * region matched first, then its language alone); else the first locale of the list, English.
 */
export function chooseLocale(inputs: LocaleInputs): string {
	const { stored, storedVersion, languageVersion, browserLanguages, locales } = inputs
	const enabled = locales.filter((locale) => locale.enabled)
	const isChoiceValid = storedVersion === languageVersion && enabled.some(({ value }) => value === stored)
	if (stored !== null && isChoiceValid) return stored
	for (const tag of browserLanguages) {
		const [language = '', region = ''] = tag.toLowerCase().split(/[-_]/)
		const exact = enabled.find(({ value }) => value.toLowerCase() === `${language}_${region}`)
		const match = exact ?? enabled.find(({ value }) => value.split('_')[0] === language)
		if (match) return match.value
	}
	return locales[0]?.value ?? 'en_US'
}

/** The i18next language of the player's locale now, from storage and the browser: outside render only. */
function playerLanguage({ locales, languageVersion }: Languages): string {
	const locale = chooseLocale({
		stored: readValue(STORAGE_KEYS.locale),
		storedVersion: readValue(STORAGE_KEYS.languageVersion),
		languageVersion,
		browserLanguages: navigator.languages,
		locales,
	})
	return locales.find(({ value }) => value === locale)?.language ?? 'en'
}

/** The language each instance was last put in by `followLocale`. */
const followed = new WeakMap<i18n, string>()

/**
 * Puts the strings in the player's language, and again each time that changes: they pick another
 * (the picker stores it) or the browser's changes. Started once the page is React's: the
 * prerendered page is English, and taking it over in another language would not match it. Only a
 * change is applied, so following again (a remount) leaves the language as it is. Returns the
 * unsubscribe.
 */
export function followLocale(instance: i18n, languages: Languages): () => void {
	function apply() {
		const language = playerLanguage(languages)
		if (followed.get(instance) === language) return
		followed.set(instance, language)
		if (instance.language === language) return
		document.documentElement.lang = language
		void instance.changeLanguage(language)
	}
	apply()
	const unsubscribe = subscribe(apply)
	window.addEventListener('languagechange', apply)
	return () => {
		unsubscribe()
		window.removeEventListener('languagechange', apply)
	}
}
