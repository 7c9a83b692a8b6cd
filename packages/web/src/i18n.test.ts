import { expect, test, vi } from 'vitest'
import { createI18n, followPlayerLocale, LANGUAGE_VERSION, LOCALES, NAMESPACES } from './i18n.ts'
import enCommon from './locales/en/common.json' with { type: 'json' }
import enPlay from './locales/en/play.json' with { type: 'json' }
import esCommon from './locales/es/common.json' with { type: 'json' }
import esGame from './locales/es/game.json' with { type: 'json' }
import esPlay from './locales/es/play.json' with { type: 'json' }
import ptCommon from './locales/pt-BR/common.json' with { type: 'json' }
import { chooseLocale, followLocale } from './player-locale.ts'
import { STORAGE_KEYS } from './storage/keys.ts'
import { writeValue } from './storage/store.ts'

test('a missing key warns (which fails any web test that meets it) and shows nothing', () => {
	// replaces the test setup's console spy for this test only, so the warning is looked at, not failed on
	const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
	const i18n = createI18n('en', { common: enCommon, play: enPlay })
	// a key computed at run time escapes the type check: this is what the warning is for
	const key = ['dialogs', 'noSuchKey'].join('.') as 'dialogs.close'
	expect(i18n.t(key)).toBe('')
	expect(warn).toHaveBeenCalledWith('Missing translation common:dialogs.noSuchKey')
})

test('a page starts in its language with the start strings it carries; the others load when asked, in that language only', async () => {
	const i18n = createI18n('es', { common: esCommon, play: esPlay })
	expect(i18n.language).toBe('es')
	expect(i18n.t('dialogs.close')).toBe(esCommon.dialogs.close)
	expect(i18n.hasResourceBundle('es', 'game')).toBe(false)
	await i18n.loadNamespaces(['game', 'settings'])
	expect(i18n.t('guessBox.submit', { ns: 'game' })).toBe(esGame.guessBox.submit)
	// no fallback language downloaded beside it
	expect(i18n.hasResourceBundle('en', 'game')).toBe(false)
	expect(i18n.hasResourceBundle('en', 'common')).toBe(false)
})

test('without a page to carry them (the app, the dev server), the start strings load like the others', async () => {
	const i18n = createI18n('pt-BR')
	await i18n.loadNamespaces(['common', 'play'])
	expect(i18n.t('dialogs.close')).toBe(ptCommon.dialogs.close)
	for (const namespace of NAMESPACES) expect(i18n.hasResourceBundle('en', namespace)).toBe(false)
})

test('the game words are namespaces like the others, from the content pack, in the page’s language only, a mode’s own apart; English’s are empty', async () => {
	const spanish = createI18n('es', { common: esCommon, play: esPlay })
	expect(spanish.hasResourceBundle('es', 'gameWords')).toBe(false)
	await spanish.loadNamespaces(['gameWords'])
	// every mode's page: the names alone
	expect(spanish.getResourceBundle('es', 'gameWords')).toEqual({ characters: expect.anything() })
	expect(spanish.getResourceBundle('es', 'gameWords')).toMatchObject({
		characters: { 4: { name: 'Krilin' } },
	})
	expect(spanish.hasResourceBundle('es', 'classicWords')).toBe(false)
	await spanish.loadNamespaces(['classicWords', 'techniqueWords'])
	expect(Object.keys(spanish.getResourceBundle('es', 'classicWords')).sort()).toEqual(
		['affiliation', 'gender', 'hair', 'origin', 'race', 'subSagas'].sort(),
	)
	expect(spanish.getResourceBundle('es', 'classicWords')).toMatchObject({ race: { Saiyan: 'Saiyajin' } })
	expect(spanish.getResourceBundle('es', 'techniqueWords')).toEqual({
		techniques: expect.objectContaining({ 'Spirit Bomb': 'Genkidama' }),
	})
	expect(spanish.hasResourceBundle('en', 'gameWords')).toBe(false)
	// the English data is its own words: nothing to download
	const english = createI18n('en', { common: enCommon, play: enPlay })
	await english.loadNamespaces(['gameWords', 'classicWords', 'techniqueWords'])
	expect(english.getResourceBundle('en', 'gameWords')).toEqual({})
	expect(english.getResourceBundle('en', 'techniqueWords')).toEqual({})
})

test('the picker offers English, Spanish, Brazilian Portuguese and French, each under its own name', () => {
	expect(LOCALES.map(({ value, enabled }) => [value, enabled])).toEqual([
		['en_US', true],
		['es_ES', true],
		['pt_BR', true],
		['fr_FR', true],
	])
	expect(LANGUAGE_VERSION).toBe(2)
})

/** A build with French and Brazilian Portuguese enabled beside English, as the languages' work will have. */
const THREE_ENABLED = [
	{ value: 'en_US', language: 'en', enabled: true },
	{ value: 'fr_FR', language: 'fr', enabled: true },
	{ value: 'es_ES', language: 'es', enabled: false },
	{ value: 'pt_BR', language: 'pt-BR', enabled: true },
]

test.each([
	// a choice made under this language version stands, whatever the browser says
	{ stored: 'fr_FR', storedVersion: 2, browser: ['pt-BR'], expected: 'fr_FR' },
	{ stored: 'en_US', storedVersion: 2, browser: ['fr-FR'], expected: 'en_US' },
	// no choice: the first browser language an enabled locale speaks, its region first
	{ stored: null, storedVersion: null, browser: ['fr-FR', 'en-US'], expected: 'fr_FR' },
	{ stored: null, storedVersion: null, browser: ['de-DE', 'es-ES', 'pt-BR'], expected: 'pt_BR' },
	{ stored: null, storedVersion: null, browser: ['pt-PT'], expected: 'pt_BR' },
	{ stored: null, storedVersion: null, browser: ['fr'], expected: 'fr_FR' },
	{ stored: null, storedVersion: null, browser: ['FR-ca'], expected: 'fr_FR' },
	// a choice made under an older version gives way to the browser's language
	{ stored: 'en_US', storedVersion: 1, browser: ['fr-FR'], expected: 'fr_FR' },
	{ stored: 'en_US', storedVersion: null, browser: ['pt-BR'], expected: 'pt_BR' },
	// a disabled choice, or a browser speaking only disabled or unknown languages: English
	{ stored: 'es_ES', storedVersion: 2, browser: ['es-ES'], expected: 'en_US' },
	{ stored: null, storedVersion: null, browser: ['ja-JP', 'de'], expected: 'en_US' },
	{ stored: null, storedVersion: null, browser: [], expected: 'en_US' },
])(
	'with French and Portuguese enabled (version 2): stored $stored (version $storedVersion), browser $browser → $expected',
	({ stored, storedVersion, browser, expected }) => {
		const locale = chooseLocale({
			stored,
			storedVersion,
			languageVersion: 2,
			browserLanguages: browser,
			locales: THREE_ENABLED,
		})
		expect(locale).toBe(expected)
	},
)

test.each([
	{ stored: null, storedVersion: null, browser: ['es-MX', 'en'], expected: 'es_ES' },
	{ stored: null, storedVersion: null, browser: ['pt'], expected: 'pt_BR' },
	{ stored: 'en_US', storedVersion: 1, browser: ['fr-CA'], expected: 'fr_FR' },
	{ stored: 'es_ES', storedVersion: 2, browser: ['fr-FR'], expected: 'es_ES' },
	{ stored: 'de_DE', storedVersion: 2, browser: ['de-DE'], expected: 'en_US' },
])(
	'this build (version 2): stored $stored (version $storedVersion), browser $browser → $expected',
	({ stored, storedVersion, browser, expected }) => {
		const locale = chooseLocale({
			stored,
			storedVersion,
			languageVersion: LANGUAGE_VERSION,
			browserLanguages: browser,
			locales: LOCALES,
		})
		expect(locale).toBe(expected)
	},
)

test('the strings follow the player’s choice once it changes, and the browser’s language until they pick', async () => {
	const browser = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en'])
	const i18n = createI18n()
	const stop = followLocale(i18n, { locales: THREE_ENABLED, languageVersion: 2 })
	// a language's strings load with it: the change lands once they have
	await vi.waitFor(() => expect(i18n.language).toBe('fr'))
	expect(document.documentElement.lang).toBe('fr')
	// the picker stores a choice with the language version
	writeValue(STORAGE_KEYS.locale, 'pt_BR')
	writeValue(STORAGE_KEYS.languageVersion, 2)
	await vi.waitFor(() => expect(i18n.language).toBe('pt-BR'))
	stop()
	browser.mockRestore()
	document.documentElement.lang = 'en'
})

test("each language applied is written to the cookie that picks the next page's language", async () => {
	vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es'])
	const i18n = createI18n()
	const stop = followPlayerLocale(i18n)
	await vi.waitFor(() => expect(i18n.language).toBe('es'))
	expect(document.cookie).toContain('dragondle_lang=es')
	expect(document.documentElement.lang).toBe('es')
	writeValue(STORAGE_KEYS.locale, 'fr_FR')
	writeValue(STORAGE_KEYS.languageVersion, LANGUAGE_VERSION)
	await vi.waitFor(() => expect(i18n.language).toBe('fr'))
	expect(document.cookie).toContain('dragondle_lang=fr')
	stop()
	document.documentElement.lang = 'en'
	// biome-ignore lint/suspicious/noDocumentCookie: the test's own clean-up of the page's cookie
	document.cookie = 'dragondle_lang=; Max-Age=0; Path=/'
})
