import type { ContentPack } from '@dragondle/content'
import type { Character, Fusion, Technique } from '@dragondle/core'

export function makeCharacter(
	fields: Partial<Character> & Pick<Character, 'championId' | 'championName'>,
): Character {
	return {
		gender: 'Male',
		race: ['Saiyan'],
		affiliation: ['Z Fighters'],
		nbDeaths: 0,
		mangaDebut: 'DB/1',
		animeDebut: 'DB/1',
		gameDebut: '',
		origin: 'Earth',
		hair: ['Black'],
		hasTransformation: false,
		silhouette: { x: 60, y: 30 },
		aliases: [],
		clue: '',
		...fields,
	}
}

export function makeFusion(fields: Partial<Fusion> & Pick<Fusion, 'championId'>): Fusion {
	const id = `fusion-${fields.championId}`
	return { id, form: id, components: [90, 91], x: 50, y: 50, scale: 1, ...fields }
}

export function makeTechnique(fields: Partial<Technique> & Pick<Technique, 'id' | 'championId'>): Technique {
	return { name: fields.id, ...fields }
}

/** A small pack, independent of the real one's size: 6 characters, 2 fusions, 3 techniques. */
export function makeContent(fields: Partial<ContentPack> = {}): ContentPack {
	return {
		characters: [
			makeCharacter({ championId: 0, championName: 'Goku', clue: 'Raised by Grandpa Gohan' }),
			makeCharacter({ championId: 1, championName: 'Vegeta' }),
			makeCharacter({ championId: 2, championName: 'Piccolo', race: ['Namekian'] }),
			makeCharacter({ championId: 3, championName: 'Bulma', gender: 'Female', race: ['Human'] }),
			makeCharacter({ championId: 4, championName: 'Gotenks' }),
			makeCharacter({ championId: 5, championName: 'Vegito' }),
		],
		sagas: [],
		fusions: [makeFusion({ championId: 4, x: 40, y: 20, scale: 1.5 }), makeFusion({ championId: 5 })],
		techniques: [
			makeTechnique({ id: 'kamehameha', name: 'Kamehameha', championId: 0 }),
			makeTechnique({ id: 'final-flash', name: 'Final Flash', championId: 1 }),
			makeTechnique({ id: 'special-beam-cannon', name: 'Special Beam Cannon', championId: 2 }),
		],
		...fields,
	}
}
