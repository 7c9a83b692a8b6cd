import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { ContentPack } from '@dragondle/content'
import {
	type ArtNames,
	type ArtSource,
	type ArtUrls,
	createArtNames,
	createContentUrls,
} from '@dragondle/content/art-names'
import { splitPageForConfig } from '@dragondle/core'
import { makeCharacter, makeFusion, makeTechnique } from '@dragondle/core/testing'

/**
 * A page of a web build and its encodings as the build writes them (packages/web/compress-plugin.ts):
 * the part before the config, brotli and gzip left open for the server to end.
 */
export function builtPage(path: string, html: string): Record<string, string | Buffer> {
	const before = Buffer.from(splitPageForConfig(html).before)
	return {
		[path]: html,
		[`${path}.br`]: brotliCompressSync(before, { finishFlush: constants.BROTLI_OPERATION_FLUSH }),
		[`${path}.gz`]: gzipSync(before, {
			level: constants.Z_BEST_COMPRESSION,
			finishFlush: constants.Z_SYNC_FLUSH,
		}),
	}
}

/** A small pack, independent of the real one's size: 8 characters, 2 fusions, 3 techniques. */
export function makeContent(fields: Partial<ContentPack> = {}): ContentPack {
	return {
		characters: [
			makeCharacter({ championId: 0, championName: 'Goku', clue: 'Raised by Grandpa Gohan' }),
			makeCharacter({ championId: 1, championName: 'Vegeta' }),
			makeCharacter({ championId: 2, championName: 'Piccolo', race: ['Namekian'] }),
			makeCharacter({ championId: 3, championName: 'Bulma', gender: 'Female', race: ['Human'] }),
			makeCharacter({ championId: 4, championName: 'Gotenks' }),
			makeCharacter({ championId: 5, championName: 'Vegito' }),
			makeCharacter({ championId: 6, championName: 'Goten' }),
			makeCharacter({ championId: 7, championName: 'Trunks' }),
		],
		sagas: [],
		fusions: [
			makeFusion({ championId: 4, components: [6, 7], x: 40, y: 20, late: { x: 45, y: 30 }, scale: 1.5 }),
			makeFusion({ championId: 5, components: [0, 1] }),
		],
		techniques: [
			makeTechnique({ id: 'kamehameha', name: 'Kamehameha', championId: 0 }),
			makeTechnique({ id: 'final-flash', name: 'Final Flash', championId: 1 }),
			makeTechnique({ id: 'special-beam-cannon', name: 'Special Beam Cannon', championId: 2 }),
		],
		...fields,
	}
}

/** The fixture packs' stand-in for their source art: every file exists, its bytes are its path, so every picture gets its own name. */
const FIXTURE_ART: ArtSource = {
	exists: (path) => path.endsWith('.svg'),
	read: (path) => new TextEncoder().encode(`fixture art ${path}`),
}

/** The install secret the fixture art names are keyed by, unless a test gives its own. */
const FIXTURE_ART_SECRET = 'fixture art secret'

/**
 * Art names for packs without source art, keyed by `secret` like the server's by its
 * SCHEDULE_SECRET, from the same function the server uses.
 */
export function makeArtNames(secret: string = FIXTURE_ART_SECRET): ArtNames {
	return createArtNames(FIXTURE_ART, secret)
}

/** Where the art build would write the fixture packs' pictures: their content names. */
export function makeContentArtUrls(): ArtUrls {
	return createContentUrls(FIXTURE_ART)
}
