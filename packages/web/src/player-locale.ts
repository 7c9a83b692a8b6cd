import { LANGUAGE_COOKIE, matchLanguage } from '@dragondle/core'
import type { i18n } from 'i18next'
import { STORAGE_KEYS } from './storage/keys.ts'
import { readValue, subscribe } from './storage/store.ts'

// Which language the strings are in (decisions 100 and 104).

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
	const language = matchLanguage(
		browserLanguages,
		enabled.map(({ language }) => language),
	)
	const match = enabled.find((locale) => locale.language === language)
	if (match) return match.value
	return locales[0]?.value ?? 'en_US'
}

/** The i18next language of the player's locale now, from storage and the browser: outside render only. */
export function playerLanguage({ locales, languageVersion }: Languages): string {
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
 * (the picker stores it) or the browser's changes. Started once the page is React's: the page's
 * first screen is in the language the server chose (decision 104), which is the player's unless
 * the page came from the worker offline or the choice was made elsewhere meanwhile. Only a change
 * is applied, so following again (a remount) leaves the language as it is. Each language applied
 * is written to the language cookie, so the next page's first screen is sent in it. Returns the
 * unsubscribe.
 */
export function followLocale(instance: i18n, languages: Languages): () => void {
	function apply() {
		const language = playerLanguage(languages)
		if (followed.get(instance) === language) return
		followed.set(instance, language)
		rememberPageLanguage(language)
		document.documentElement.lang = language
		if (instance.language === language) return
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

/** A year: the cookie outlives any break between visits, and is written again at each one. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Tells the server (and the worker) which language to send the next page's first screen in. */
function rememberPageLanguage(language: string) {
	const secure = window.location.protocol === 'https:' ? '; Secure' : ''
	// biome-ignore lint/suspicious/noDocumentCookie: one first-party value; the Cookie Store API is not in Safari or Firefox
	document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
}
