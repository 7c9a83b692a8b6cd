import type { ContentPack } from '@dragondle/content'
import { type ArtNames, createArtNames } from '@dragondle/content/art-names'
import { makeCharacter, makeFusion, makeTechnique } from '@dragondle/core/testing'

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
			makeFusion({ championId: 4, components: [6, 7], x: 40, y: 20, scale: 1.5 }),
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

/**
 * Art names for packs without source art: each entry's "source" is its path, so every picture
 * still gets a distinct opaque name from the same function the server uses.
 */
export function makeArtNames(): ArtNames {
	return createArtNames((path) => new TextEncoder().encode(`fixture art ${path}`))
}
