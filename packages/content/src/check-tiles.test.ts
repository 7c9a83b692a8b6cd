import { expect, test } from 'vitest'
import characters from '../data/characters.json' with { type: 'json' }
import sagas from '../data/sagas.json' with { type: 'json' }
import vocabulary from '../data/vocabulary.json' with { type: 'json' }
import { checkContent } from './check.ts'
import { makeCharacter, makePack, makeVocabulary } from './check-fixtures.ts'

const twins = (overrides: Record<string, unknown> = {}) => [
	makeCharacter(0, 'Alpha', { nbDeaths: 0 }),
	makeCharacter(1, 'Beta', { nbDeaths: 0, ...overrides }),
]

// two characters with the same eight tiles turn a game whose answer is either into a coin flip
test('two characters whose Classic tiles are all the same are reported on the later one', () => {
	expect(checkContent(makePack({ characters: twins() }))).toEqual([
		{
			file: 'characters.json',
			entry: 'Beta (#1)',
			field: '',
			message: "every Classic tile is the same as Alpha (#0)'s; change a fact that tells them apart",
		},
	])
})

// the debut tile is partial for another episode of the same sub-saga (decision 110), so one
// episode later tells two characters apart; the same episode does not
test('debuts in the same episode read as the same tile', () => {
	expect(checkContent(makePack({ characters: twins() }))).toHaveLength(1)
})

test.each([
	['a debut in another sub-saga', { animeDebut: 'DBZ/7' }],
	['a debut one episode later in the same sub-saga', { animeDebut: 'DBZ/2' }],
	['one more death', { nbDeaths: 1 }],
	['another hair colour', { hair: ['White'] }],
	['a second race beside the same one', { race: ['Human', 'Saiyan'] }],
])('%s tells two characters apart', (_, overrides) => {
	expect(checkContent(makePack({ characters: twins(overrides) }))).toEqual([])
})

test('a set listed in sameTiles is accepted, and reported once its tiles differ', () => {
	const vocabulary = makeVocabulary({ sameTiles: [{ ids: [0, 1], why: 'no fact tells them apart' }] })
	expect(checkContent(makePack({ characters: twins(), vocabulary }))).toEqual([])
	expect(checkContent(makePack({ characters: twins({ animeDebut: 'DBZ/7' }), vocabulary }))).toEqual([
		{
			file: 'characters.json',
			entry: 'Beta (#1)',
			field: '',
			message: 'listed in sameTiles with Alpha (#0), but their tiles now differ; remove them from the list',
		},
	])
})

test('in the shipped pack, only the sets listed in sameTiles share all their tiles', () => {
	const { sameTiles, ...unlisted } = vocabulary
	const found = checkContent({ characters, sagas, fusions: [], techniques: [], vocabulary: unlisted })
	expect(found.map(({ entry, message }) => `${entry}: ${message.split(';')[0]}`)).toEqual([
		"Burter (#59): every Classic tile is the same as Captain Ginyu (#57)'s",
		"Guldo (#61): every Classic tile is the same as Captain Ginyu (#57)'s",
		"Guldo (#61): every Classic tile is the same as Burter (#59)'s",
	])
	expect(sameTiles.map(({ ids }) => ids)).toEqual([[57, 59, 61]])
})
