/**
 * The languages the game speaks (docs/product.md §1 "Language", decision 104), English first: the
 * i18next language of each, which names its strings (packages/web/src/locales/<language>) and its
 * game data (packages/content/data/i18n/<language>.json).
 */
export const LANGUAGES = ['en', 'es', 'pt-BR', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

/** The language every page falls back to. */
export const DEFAULT_LANGUAGE: Language = 'en'

/**
 * The cookie that tells the server (and the service worker, offline) which language to send a
 * page's first screen in: written by the page whenever its language is applied, read by nothing
 * else (decision 104).
 */
export const LANGUAGE_COOKIE = 'dragondle_lang'

export function isLanguage(value: unknown): value is Language {
	return (LANGUAGES as readonly unknown[]).includes(value)
}

/**
 * The first of `tags` (a browser's languages, preferred first: 'es-MX', 'pt', 'fr-CA', …) one of
 * `languages` speaks: its region matched first ('pt-BR'), then its language alone ('es-MX' → 'es',
 * 'pt' → 'pt-BR'). Undefined when none does.
 */
export function matchLanguage<L extends string>(
	tags: readonly string[],
	languages: readonly L[],
): L | undefined {
	for (const tag of tags) {
		const [language = '', region = ''] = tag.toLowerCase().split(/[-_]/)
		const exact = languages.find((candidate) => candidate.toLowerCase() === `${language}-${region}`)
		const match = exact ?? languages.find((candidate) => candidate.toLowerCase().split('-')[0] === language)
		if (match) return match
	}
	return undefined
}

/**
 * The language a page's first screen is sent in (decision 104): the one the player's page last
 * applied (the cookie), else the browser's (its Accept-Language, preferred first), else English.
 */
export function pageLanguageOf(cookie: string | undefined, browserLanguages: readonly string[]): Language {
	if (isLanguage(cookie)) return cookie
	return matchLanguage(browserLanguages, LANGUAGES) ?? DEFAULT_LANGUAGE
}
