import { checkContent, type RawContent } from './check.ts'

/**
 * Fixtures of the checker's tests: one character entry that passes its schema. Its deaths default to
 * its id, so two fixtures never show the same Classic tiles unless a test means them to.
 */
export function makeCharacter(id: number, name: string, overrides: Record<string, unknown> = {}) {
	return {
		championId: id,
		championName: name,
		gender: 'Male',
		race: ['Human'],
		affiliation: null,
		nbDeaths: id,
		mangaDebut: null,
		animeDebut: 'DBZ/1',
		gameDebut: '',
		origin: 'Earth',
		hair: ['Black'],
		hasTransformation: false,
		aliases: [],
		clue: '',
		...overrides,
	}
}

/** A saga row; its release date defaults to one that keeps the rows of a series in episode order. */
export function makeSaga(
	subSaga: string,
	saga: string,
	episodes: [number, number] | null,
	released?: string,
) {
	const day = String(Math.min(episodes?.[0] ?? 1, 28)).padStart(2, '0')
	return { arc: 'Arc', subSaga, saga, chapters: null, episodes, released: released ?? `1989-04-${day}` }
}

/** A small sound pack; each test breaks one thing in it. A sound fusion needs three characters. */
export function makePack(overrides: Partial<RawContent> = {}): RawContent {
	return {
		characters: [makeCharacter(0, 'Alpha'), makeCharacter(1, 'Beta', { animeDebut: 'DBZ/7' })],
		sagas: [makeSaga('Raditz', 'DBZ', [1, 6]), makeSaga('Vegeta', 'DBZ', [7, 35])],
		fusions: [],
		techniques: [{ id: 'beam', name: 'Beam', championId: 0 }],
		...overrides,
	}
}

export function places(raw: RawContent) {
	return checkContent(raw).map(({ file, entry, field }) => ({ file, entry, field }))
}

/** A vocabulary that the sound pack satisfies: its one series ends with its last row. */
export function makeVocabulary(overrides: Record<string, unknown> = {}) {
	return {
		race: ['Human', 'Saiyan'],
		affiliation: ['Z Fighters'],
		origin: ['Earth'],
		hair: ['Black'],
		seriesEpisodes: { DBZ: 35 },
		mangaChapters: { DB: 519 },
		...overrides,
	}
}
