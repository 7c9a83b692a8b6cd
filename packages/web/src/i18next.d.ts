import 'i18next'
import type app from './locales/en/app.json'
import type common from './locales/en/common.json'
import type game from './locales/en/game.json'
import type play from './locales/en/play.json'
import type settings from './locales/en/settings.json'

/**
 * The English resources are the keys' types: `t('a.typo')` fails the type check (decision 082), and
 * a key missing at run time fails the web tests (i18n.ts warns, the test setup fails on warnings).
 */
declare module 'i18next' {
	interface CustomTypeOptions {
		defaultNS: 'common'
		resources: {
			common: typeof common
			game: typeof game
			settings: typeof settings
			play: typeof play
			app: typeof app
		}
	}
}
