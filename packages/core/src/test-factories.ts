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
		silhouette: { x: 60, y: 30, late: { x: 50, y: 25 } },
		aliases: [],
		clue: '',
		...overrides,
	}
}

/** A Fusion-mode entry for tests; id and form default to `fusion-<championId>`. */
export function makeFusion(fields: Partial<Fusion> & Pick<Fusion, 'championId'>): Fusion {
	const id = `fusion-${fields.championId}`
	return { id, form: id, components: [90, 91], x: 50, y: 50, late: { x: 50, y: 40 }, scale: 1, ...fields }
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
		released: '1986-02-26',
		...overrides,
	}
}

/**
 * A small saga table spanning TV series, films and a special, in no particular order, with the
 * pack's real release dates (debuts compare by them: decision 083).
 */
export const SAGAS: readonly Saga[] = [
	makeSaga({ arc: 'Saiyan Saga', subSaga: 'Vegeta', saga: 'DBZ', episodes: [1, 35], released: '1989-04-26' }),
	makeSaga({ arc: 'Frieza Saga', subSaga: 'Namek', saga: 'DBZ', episodes: [36, 67], released: '1990-02-14' }),
	makeSaga({
		arc: 'Frieza Saga',
		subSaga: 'Frieza',
		saga: 'DBZ',
		episodes: [68, 107],
		released: '1990-11-21',
	}),
	makeSaga({ arc: 'Emperor Pilaf Saga', subSaga: 'Emperor Pilaf', saga: 'DB', episodes: [1, 13] }),
	makeSaga({
		arc: 'Gods of the Universe',
		subSaga: 'God of Destruction Beerus',
		saga: 'DBS',
		episodes: [1, 14],
		released: '2015-07-05',
	}),
	makeSaga({
		arc: 'Tournament of Power',
		subSaga: 'Universe Survival',
		saga: 'DBS',
		episodes: [77, 131],
		released: '2017-02-05',
	}),
	makeSaga({
		arc: 'Lost chapters',
		subSaga: 'Manga only',
		saga: 'DBGT',
		episodes: null,
		released: '1996-02-07',
	}),
	makeSaga({ arc: 'Films', subSaga: 'Dead Zone', saga: 'DBM', episodes: [4, 4], released: '1989-07-15' }),
	makeSaga({ arc: 'Specials', subSaga: 'Bardock', saga: 'DBM', episodes: [7, 7], released: '1990-10-17' }),
	makeSaga({
		arc: 'Films',
		subSaga: 'Battle of Gods',
		saga: 'DBM',
		episodes: [22, 22],
		released: '2013-03-30',
	}),
	makeSaga({ arc: 'Films', subSaga: 'Super Hero', saga: 'DBM', episodes: [25, 25], released: '2022-06-11' }),
	makeSaga({
		arc: 'Episode of Bardock',
		subSaga: 'Episode of Bardock',
		saga: 'DBEB',
		episodes: [1, 1],
		released: '2011-12-17',
	}),
	makeSaga({
		arc: 'Daima',
		subSaga: 'Demon Realm',
		saga: 'DAIMA',
		episodes: [1, 20],
		released: '2024-10-11',
	}),
]
