import type { Character, Fusion, Saga, Technique } from './schemas.ts'

/** A plain Classic character for tests; override only the fields a test is about. */
export function makeCharacter(overrides: Partial<Character> = {}): Character {
	return {
		championId: 0,
		championName: 'Son Goku',
		gender: 'Male',
		race: ['Saiyan'],
		affiliation: ['Z Fighters'],
		nbDeaths: 2,
		mangaDebut: 'DB/1',
		animeDebut: 'DB/1',
		gameDebut: '',
		origin: 'Earth',
		hair: ['Black'],
		hasTransformation: true,
		silhouette: { x: 60, y: 30 },
		aliases: [],
		clue: '',
		...overrides,
	}
}

/** A Fusion-mode entry for tests; id and form default to `fusion-<championId>`. */
export function makeFusion(fields: Partial<Fusion> & Pick<Fusion, 'championId'>): Fusion {
	const id = `fusion-${fields.championId}`
	return { id, form: id, components: [90, 91], x: 50, y: 50, scale: 1, ...fields }
}

/** A Technique-mode entry for tests; the name defaults to the id. */
export function makeTechnique(fields: Partial<Technique> & Pick<Technique, 'id' | 'championId'>): Technique {
	return { name: fields.id, ...fields }
}

/** A saga table row for tests. */
export function makeSaga(overrides: Partial<Saga> = {}): Saga {
	return {
		arc: 'Emperor Pilaf Saga',
		subSaga: 'Emperor Pilaf',
		saga: 'DB',
		chapters: [1, 23],
		episodes: [1, 13],
		...overrides,
	}
}

/** A small saga table spanning three series, in no particular order. */
export const SAGAS: readonly Saga[] = [
	makeSaga({ arc: 'Saiyan Saga', subSaga: 'Vegeta', saga: 'DBZ', episodes: [1, 35] }),
	makeSaga({ arc: 'Frieza Saga', subSaga: 'Namek', saga: 'DBZ', episodes: [36, 67] }),
	makeSaga({ arc: 'Frieza Saga', subSaga: 'Frieza', saga: 'DBZ', episodes: [68, 107] }),
	makeSaga({ arc: 'Emperor Pilaf Saga', subSaga: 'Emperor Pilaf', saga: 'DB', episodes: [1, 13] }),
	makeSaga({ arc: 'Tournament of Power', subSaga: 'Universe Survival', saga: 'DBS', episodes: [77, 131] }),
	makeSaga({ arc: 'Lost chapters', subSaga: 'Manga only', saga: 'DBGT', episodes: null }),
]
