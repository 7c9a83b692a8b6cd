import { expect, test } from 'vitest'
import {
	findCharacterByName,
	isSameName,
	matchedAlias,
	normalizeName,
	prepareSearch,
	searchCharacters,
} from './search.ts'
import { makeCharacter } from './test-factories.ts'

const CHARACTERS = [
	makeCharacter({ championId: 0, championName: 'Son Goku', aliases: ['Kakarot'] }),
	makeCharacter({ championId: 1, championName: 'Goku Black' }),
	makeCharacter({ championId: 2, championName: 'Piccolo' }),
	makeCharacter({ championId: 3, championName: 'Vegeta', aliases: ['Bejīta'] }),
	makeCharacter({ championId: 4, championName: 'Mr. Satan', aliases: ['Hercule'] }),
	makeCharacter({ championId: 5, championName: 'Android 18', aliases: ['C-18'] }),
	makeCharacter({ championId: 6, championName: 'Kami-sama' }),
	makeCharacter({ championId: 7, championName: 'King Kai’s Bubbles' }),
	makeCharacter({ championId: 8, championName: 'Frieza', aliases: ['Freeza', 'Freezer'] }),
	makeCharacter({ championId: 9, championName: 'Gohan' }),
	makeCharacter({ championId: 10, championName: 'Android 17' }),
	makeCharacter({ championId: 11, championName: 'Pan' }),
	makeCharacter({ championId: 12, championName: 'Tapion', aliases: ['Pan flute hero'] }),
	makeCharacter({ championId: 13, championName: 'Bulma' }),
	makeCharacter({ championId: 14, championName: 'Gotenks' }),
	makeCharacter({ championId: 15, championName: 'Chi-Chi' }),
	makeCharacter({ championId: 16, championName: 'Dr. Gero' }),
]

function namesFound(query: string, exclude?: ReadonlySet<string>): string[] {
	return searchCharacters(query, CHARACTERS, exclude).map((character) => character.championName)
}

test.each([
	['Son Goku', 'son goku'],
	['  Son    Goku ', 'son goku'],
	['Bejīta', 'bejita'],
	['Ōkami', 'okami'],
	['Pokémon', 'pokemon'],
	["King Kai's", 'king kais'],
	['King Kai’s', 'king kais'],
	['‘Quote` marks', 'quote marks'],
	['Mr. Satan', 'mr. satan'],
	['Kami-sama', 'kami-sama'],
	['Petit-Cœur', 'petit-coeur'],
	['Straße', 'strasse'],
	['', ''],
])('normalizeName(%j) is %j', (text, expected) => {
	expect(normalizeName(text)).toBe(expected)
})

test.each([
	['gok', ['Goku Black', 'Son Goku']],
	['GOK', ['Goku Black', 'Son Goku']],
	['goku', ['Goku Black', 'Son Goku']],
	['goku bl', ['Goku Black']],
	['son g', ['Son Goku']],
	['pic', ['Piccolo']],
	['satan', ['Mr. Satan']],
	['mr satan', ['Mr. Satan']],
	['Mr. S', ['Mr. Satan']],
	['18', ['Android 18']],
	['android', ['Android 17', 'Android 18']],
	['sama', ['Kami-sama']],
	['kami sama', ['Kami-sama']],
	['kais', ['King Kai’s Bubbles']],
	["kai's", ['King Kai’s Bubbles']],
	['bejita', ['Vegeta']],
	['béjita', ['Vegeta']],
	['freeza', ['Frieza']],
	['kakarot', ['Son Goku']],
	['hercule', ['Mr. Satan']],
	// a query without the name's hyphen or dot still finds it (decision 083)
	['c18', ['Android 18']],
	['C-18', ['Android 18']],
	['c 18', ['Android 18']],
	['c1', ['Android 18']],
	['chichi', ['Chi-Chi']],
	['chi chi', ['Chi-Chi']],
	['chi-chi', ['Chi-Chi']],
	['kamisama', ['Kami-sama']],
	['dr.gero', ['Dr. Gero']],
	['dr gero', ['Dr. Gero']],
	['mrsatan', []],
	['c19', []],
	['oku', []],
	['zzz', []],
	['', []],
	['   ', []],
	['.', []],
])('searching %j finds %j', (query, expected) => {
	expect(namesFound(query)).toEqual(expected)
})

test('full-name matches come first, then word matches, then alias matches, by name within each', () => {
	expect(namesFound('pa')).toEqual(['Pan', 'Tapion'])
	expect(namesFound('go')).toEqual(['Gohan', 'Goku Black', 'Gotenks', 'Son Goku'])
	expect(namesFound('b')).toEqual(['Bulma', 'Goku Black', 'King Kai’s Bubbles', 'Vegeta'])
})

// decision 083: 'petit coeur' offers Piccolo ('Petit-Cœur') before King Piccolo ('Satan Petit-Cœur')
test('a character found by an alias names that alias; found by its name or the shown name, none', () => {
	const piccolo = makeCharacter({
		championName: 'King Piccolo',
		aliases: ['Satan Petit-Cœur', 'Petit-Cœur Daimaô'],
	})
	// the alias the query starts wins over one of whose later words it starts, as in the search
	expect(matchedAlias(piccolo, 'petit coeur')).toBe('Petit-Cœur Daimaô')
	expect(matchedAlias(piccolo, 'satan')).toBe('Satan Petit-Cœur')
	expect(matchedAlias(piccolo, 'piccolo')).toBeNull()
	expect(matchedAlias(piccolo, 'satan', 'Satan Petit-Cœur')).toBeNull()
	expect(matchedAlias(piccolo, 'vegeta')).toBeNull()
	expect(matchedAlias(piccolo, '  ')).toBeNull()
})

test('an alias the query starts comes before an alias one of whose later words it starts', () => {
	const characters = [
		makeCharacter({ championId: 0, championName: 'King Piccolo', aliases: ['Satan Petit-Cœur'] }),
		makeCharacter({ championId: 1, championName: 'Piccolo', aliases: ['Petit-Cœur'] }),
	]
	expect(searchCharacters('petit coeur', characters).map((character) => character.championName)).toEqual([
		'Piccolo',
		'King Piccolo',
	])
})

test.each([
	[new Set(['Son Goku']), ['Goku Black']],
	[new Set(['son goku', 'GOKU BLACK']), []],
	[new Set(['Vegeta']), ['Goku Black', 'Son Goku']],
])('searching goku without %j finds %j', (exclude, expected) => {
	expect(namesFound('goku', exclude)).toEqual(expected)
})

test.each([
	['Son Goku', 'Son Goku'],
	['son goku', 'Son Goku'],
	['SON GOKU', 'Son Goku'],
	[' Piccolo ', 'Piccolo'],
	['Goku', undefined],
	['Bejīta', undefined],
	['', undefined],
])('findCharacterByName(%j) is %j', (name, expected) => {
	expect(findCharacterByName(name, CHARACTERS)?.championName).toBe(expected)
})

test.each([
	['Goku', 'goku', true],
	[' Mr.  Satan ', 'mr. satan', true],
	['Tortue Géniale', 'tortue geniale', true],
	["King Kai's", 'king kais', true],
	['Goku', 'Goku Black', false],
	['Mr. Satan', 'Mr Satan', false],
])('isSameName(%j, %j) is %s', (a, b, expected) => {
	expect(isSameName(a, b)).toBe(expected)
})

test('names read ahead by prepareSearch are found as if read on the keystroke', () => {
	const pack = [
		makeCharacter({ championId: 21, championName: 'Petit-Cœur', aliases: ['Satan Petit-Cœur'] }),
		makeCharacter({ championId: 22, championName: 'C-17' }),
		makeCharacter({ championId: 23, championName: 'Mr. Popo', aliases: ['Popo'] }),
	]
	prepareSearch(pack, ['Piccolo'])
	const found = (query: string) => searchCharacters(query, pack).map((character) => character.championId)
	expect(found('petit coeur')).toEqual([21])
	expect(found('coeur')).toEqual([21])
	expect(found('c17')).toEqual([22])
	expect(found('c 17')).toEqual([22])
	expect(found('popo')).toEqual([23])
	expect(found('satan pe')).toEqual([21])
	expect(found('x')).toEqual([])
})
