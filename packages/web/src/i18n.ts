import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import app from './locales/en/app.json' with { type: 'json' }
import common from './locales/en/common.json' with { type: 'json' }
import game from './locales/en/game.json' with { type: 'json' }
import play from './locales/en/play.json' with { type: 'json' }
import settings from './locales/en/settings.json' with { type: 'json' }

/** English is the only enabled locale (DESIGN.md "Language"); this is its stored picker value. */
export const STORED_LOCALE = 'en_US'

/** Creates the app's i18next instance synchronously from the bundled English resources. */
export function createI18n(): i18n {
	const instance = i18next.createInstance()
	instance.use(initReactI18next).init({
		lng: 'en',
		fallbackLng: 'en',
		ns: ['common', 'game', 'settings', 'play', 'app'],
		defaultNS: 'common',
		resources: { en: { common, game, settings, play, app } },
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
