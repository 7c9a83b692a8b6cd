import 'i18next'
import type { GameWordsResource } from './game-words.ts'
import type about from './locales/en/about.json'
import type app from './locales/en/app.json'
import type common from './locales/en/common.json'
import type game from './locales/en/game.json'
import type help from './locales/en/help.json'
import type insight from './locales/en/insight.json'
import type play from './locales/en/play.json'
import type privacy from './locales/en/privacy.json'
import type settings from './locales/en/settings.json'
import type transfer from './locales/en/transfer.json'

/**
 * The English resources are the keys' types: `t('a.typo')` fails the type check (decision 082), and
 * a key missing at run time fails the web tests (i18n.ts warns, the test setup fails on warnings).
 * The game words are the content pack's, keyed by its English data (game-words.ts reads them).
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
			about: typeof about
			transfer: typeof transfer
			privacy: typeof privacy
			insight: typeof insight
			help: typeof help
			gameWords: GameWordsResource
			classicWords: GameWordsResource
			techniqueWords: GameWordsResource
		}
	}
}
