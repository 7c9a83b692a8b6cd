import { expect, test } from 'vitest'
import type { ClassicCategory, TileResult } from './compare.ts'
import { compareCharacters, isDuplicateOfAnswer } from './compare.ts'
import type { Character } from './schemas.ts'
import { makeCharacter, SAGAS } from './test-factories.ts'

function resultOf(
	category: ClassicCategory,
	guess: Partial<Character>,
	answer: Partial<Character>,
): TileResult {
	const tiles = compareCharacters(makeCharacter(guess), makeCharacter({ championId: 1, ...answer }), SAGAS)
	const tile = tiles.find((candidate) => candidate.category === category)
	if (tile === undefined) throw new Error(`no ${category} tile`)
	return tile.result
}

test('tiles come in the 8 Classic categories, in display order', () => {
	// docs/product.md §3 "Character": the eight categories in board order
	const tiles = compareCharacters(makeCharacter(), makeCharacter(), SAGAS)
	expect(tiles.map((tile) => tile.category)).toEqual([
		'gender',
		'race',
		'origin',
		'affiliation',
		'hair',
		'hasTransformation',
		'nbDeaths',
		'animeDebut',
	])
})

test.each<[ClassicCategory, Partial<Character>, Partial<Character>, TileResult]>([
	['gender', { gender: 'Male' }, { gender: 'Male' }, 'good'],
	['gender', { gender: 'Male' }, { gender: 'Female' }, 'bad'],
	['gender', { gender: 'Other' }, { gender: 'Male' }, 'bad'],
	['origin', { origin: 'Earth' }, { origin: 'Earth' }, 'good'],
	['origin', { origin: 'Earth' }, { origin: 'Namek' }, 'bad'],
	['hasTransformation', { hasTransformation: true }, { hasTransformation: true }, 'good'],
	['hasTransformation', { hasTransformation: false }, { hasTransformation: true }, 'bad'],
])('%s %j against %j is %s', (category, guess, answer, expected) => {
	expect(resultOf(category, guess, answer)).toBe(expected)
})

test.each<[ClassicCategory, Partial<Character>, Partial<Character>, TileResult]>([
	['race', { race: ['Saiyan'] }, { race: ['Saiyan'] }, 'good'],
	['race', { race: ['Saiyan', 'Human'] }, { race: ['Human', 'Saiyan'] }, 'good'],
	['race', { race: ['Saiyan', 'Saiyan'] }, { race: ['Saiyan'] }, 'good'],
	['race', { race: ['Saiyan', 'Human'] }, { race: ['Saiyan'] }, 'partial'],
	['race', { race: ['Saiyan'] }, { race: ['Saiyan', 'Human'] }, 'partial'],
	['race', { race: ['Namekian'] }, { race: ['Saiyan', 'Human'] }, 'bad'],
	['hair', { hair: ['Black', 'Blonde'] }, { hair: ['Blonde', 'Black'] }, 'good'],
	['hair', { hair: ['Bald'] }, { hair: ['Black'] }, 'bad'],
	['affiliation', { affiliation: null }, { affiliation: null }, 'good'],
	['affiliation', { affiliation: null }, { affiliation: [] }, 'good'],
	['affiliation', { affiliation: [] }, { affiliation: ['Z Fighters'] }, 'bad'],
	['affiliation', { affiliation: ['Z Fighters'] }, { affiliation: null }, 'bad'],
	[
		'affiliation',
		{ affiliation: ['Z Fighters', 'Capsule Corp'] },
		{ affiliation: ['Capsule Corp'] },
		'partial',
	],
])('%s %j against %j is %s (lists are sets)', (category, guess, answer, expected) => {
	expect(resultOf(category, guess, answer)).toBe(expected)
})

test.each<[number, number, TileResult]>([
	[2, 2, 'good'],
	[0, 3, 'superior'],
	[5, 1, 'inferior'],
])('nbDeaths %i against %i is %s', (guess, answer, expected) => {
	expect(resultOf('nbDeaths', { nbDeaths: guess }, { nbDeaths: answer })).toBe(expected)
})

test.each<[string | null, string | null, TileResult]>([
	// the same sub-saga (Namek), another episode: close, not it (decision 110)
	['DBZ/40', 'DBZ/60', 'partial'],
	['DBZ/60', 'DBZ/40', 'partial'],
	['DBZ/40', 'DBZ/40', 'good'],
	[null, null, 'good'],
	[null, 'DBZ/40', 'bad'],
	['DBZ/40', null, 'bad'],
	['DBZ/500', 'DBZ/40', 'bad'],
	['DBZ/40', 'XYZ/1', 'bad'],
	['DBZ/10', 'DBZ/40', 'superior'],
	['DBZ/80', 'DBZ/40', 'inferior'],
	['DB/5', 'DBZ/1', 'superior'],
	['DBS/100', 'DBZ/100', 'inferior'],
	// film against episode by release date (decision 083); the 2013 film used to come after every series
	['DBM/22', 'DBS/100', 'superior'],
	['DBS/100', 'DBM/22', 'inferior'],
	['DBM/7', 'DBZ/80', 'superior'],
	['DBM/7', 'DBZ/40', 'inferior'],
	['DBM/22', 'DBM/22', 'good'],
	['DBM/4', 'DBM/22', 'superior'],
])('animeDebut %j against %j is %s', (guess, answer, expected) => {
	expect(resultOf('animeDebut', { animeDebut: guess }, { animeDebut: answer })).toBe(expected)
})

test.each<[string | null, string | null]>([
	['DBZ/40', 'Namek'],
	['DBS/77', 'Universe Survival'],
	[null, null],
	['DBZ/999', null],
	['DBM/22', 'Battle of Gods'],
])('the animeDebut tile of %j shows %j', (debut, shown) => {
	const tiles = compareCharacters(makeCharacter({ animeDebut: debut }), makeCharacter(), SAGAS)
	expect(tiles.at(-1)?.value).toBe(shown)
})

test('tiles show the guess values, a null affiliation as an empty list', () => {
	const guess = makeCharacter({ race: ['Android'], affiliation: null, nbDeaths: 4, hasTransformation: false })
	const values = compareCharacters(guess, makeCharacter(), SAGAS).map((tile) => tile.value)
	expect(values).toEqual(['Male', ['Android'], 'Earth', [], ['Black'], false, 4, 'Emperor Pilaf'])
})

test.each([
	[
		'a different character with identical tiles',
		makeCharacter({ championId: 7, championName: 'Goku Clone' }),
		true,
	],
	['the answer itself', makeCharacter(), false],
	['a character differing in one tile', makeCharacter({ championId: 7, nbDeaths: 0 }), false],
	[
		'a character in the same sub-saga but another episode',
		makeCharacter({ championId: 7, animeDebut: 'DB/9' }),
		false,
	],
	['a character of the same debut episode', makeCharacter({ championId: 7 }), true],
])('isDuplicateOfAnswer for %s is %s', (_, guess, expected) => {
	expect(isDuplicateOfAnswer(guess, makeCharacter(), SAGAS)).toBe(expected)
})
