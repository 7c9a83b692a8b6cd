import type { PlayContent } from '@dragondle/content'
import characters from '@dragondle/content/data/characters.json' with { type: 'json' }
import sagas from '@dragondle/content/data/sagas.json' with { type: 'json' }

/**
 * The content pack's characters and saga table as the build bundles them: parsed with core's
 * schemas when the build reads them (play-pack-plugin.ts, which the web's tests and the dev server
 * use too), so a page neither carries those schemas nor spends its start parsing the pack again
 * (decision 127). The characters come without the fields no page reads (their clue among them).
 */
export const BUNDLED_PACK = { characters, sagas } as unknown as PlayContent
