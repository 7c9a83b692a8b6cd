import { expect, test } from 'vitest'
import { checkContent } from './check.ts'
import { makeCharacter, makePack, makeSaga, makeVocabulary, places } from './check-fixtures.ts'
import { closestValue } from './check-vocabulary.ts'

test('a sound pack with its vocabulary has no issues', () => {
	expect(checkContent(makePack({ vocabulary: makeVocabulary() }))).toEqual([])
})

test('a character value missing from the vocabulary names the closest allowed value', () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha'), makeCharacter(1, 'Beta', { race: ['Human', 'Saiyans'] })],
		vocabulary: makeVocabulary(),
	})
	expect(checkContent(raw)).toEqual([
		{
			file: 'characters.json',
			entry: 'Beta (#1)',
			field: 'race.1',
			message: "unknown race 'Saiyans'; did you mean 'Saiyan'?",
		},
	])
	expect(closestValue('Namekian', ['Human', 'Saiyan'])).toBeUndefined()
})

test('a vocabulary that fails its schema is reported as a whole', () => {
	const raw = makePack({ vocabulary: makeVocabulary({ hair: [] }) })
	expect(places(raw)).toEqual([{ file: 'vocabulary.json', entry: '(file)', field: 'hair' }])
})

test('a series whose rows stop before its last episode is reported on the last row', () => {
	const raw = makePack({ vocabulary: makeVocabulary({ seriesEpisodes: { DBZ: 291 } }) })
	expect(places(raw)).toEqual([{ file: 'sagas.json', entry: 'DBZ Vegeta (#1)', field: 'episodes' }])
})

test("a row past the series' last episode is reported", () => {
	const raw = makePack({ vocabulary: makeVocabulary({ seriesEpisodes: { DBZ: 30 } }) })
	expect(places(raw)).toEqual([{ file: 'sagas.json', entry: 'DBZ Vegeta (#1)', field: 'episodes' }])
})

test('a manga debut past the last chapter of its manga is reported', () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha', { mangaDebut: 'DB/600' }), makeCharacter(1, 'Beta')],
		vocabulary: makeVocabulary(),
	})
	expect(places(raw)).toEqual([{ file: 'characters.json', entry: 'Alpha (#0)', field: 'mangaDebut' }])
})

test('two rows with the same saga and sub-saga are reported on the second', () => {
	const raw = makePack({ sagas: [makeSaga('Raditz', 'DBZ', [1, 6]), makeSaga('Raditz', 'DBZ', [7, 35])] })
	expect(places(raw)).toEqual([{ file: 'sagas.json', entry: 'DBZ Raditz (#1)', field: 'subSaga' }])
})

test('two techniques whose names differ only by case or spaces are reported on the second', () => {
	const raw = makePack({
		techniques: [
			{ id: 'beam', name: 'Beam', championId: 0 },
			{ id: 'other-beam', name: ' BEAM ', championId: 1 },
		],
	})
	expect(places(raw)).toEqual([{ file: 'techniques.json', entry: 'other-beam (#1)', field: 'name' }])
})

test('an alias shared by two characters is reported on the second', () => {
	const raw = makePack({
		characters: [
			makeCharacter(0, 'Alpha', { aliases: ['Kakarot'] }),
			makeCharacter(1, 'Beta', { aliases: ['Other', 'KAKAROT'] }),
		],
	})
	expect(places(raw)).toEqual([{ file: 'characters.json', entry: 'Beta (#1)', field: 'aliases.1' }])
})

test('an alias the search finds already, or a description in brackets, is reported; another reading is not', () => {
	const raw = makePack({
		characters: [
			makeCharacter(0, 'Chi-Chi', { aliases: ['Chichi', 'Milk'] }),
			makeCharacter(1, 'Kibito Kai', { aliases: ['Kibitoshin', 'Kibito-shin', 'Shin (Kibito)'] }),
			// 'San Goku' is found by 'san g', which 'Sangoku' is not: both stay
			makeCharacter(2, 'Goku', { aliases: ['Sangoku', 'San Goku', "Zen'o"] }),
		],
	})
	expect(places(raw)).toEqual([
		{ file: 'characters.json', entry: 'Chi-Chi (#0)', field: 'aliases.0' },
		{ file: 'characters.json', entry: 'Kibito Kai (#1)', field: 'aliases.0' },
		{ file: 'characters.json', entry: 'Kibito Kai (#1)', field: 'aliases.2' },
	])
})

test('a fusion that repeats a component or includes itself is reported on those components', () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha'), makeCharacter(1, 'Beta'), makeCharacter(2, 'Gamma')],
		fusions: [{ id: 'gamma', championId: 2, form: 'Gamma', components: [0, 1, 0, 2] }],
	})
	expect(places(raw)).toEqual([
		{ file: 'fusions.json', entry: 'fusion gamma (#0)', field: 'components.2' },
		{ file: 'fusions.json', entry: 'fusion gamma (#0)', field: 'components.3' },
	])
})
