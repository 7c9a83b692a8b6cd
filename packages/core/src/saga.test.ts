import { expect, test } from 'vitest'
import { compareDebuts, parseDebut, placeDebut, subSagaOf } from './saga.ts'
import { SAGAS } from './test-factories.ts'

test.each([
	['DBZ/134', { series: 'DBZ', number: 134 }],
	['DB/1', { series: 'DB', number: 1 }],
	['DAIMA/3', { series: 'DAIMA', number: 3 }],
	[null, null],
	['XYZ/3', null],
	['dbz/3', null],
	['DBZ/0', null],
	['DBZ/', null],
	['DBZ/12a', null],
	['DBZ134', null],
	[' DBZ/134', null],
])('parseDebut(%j) is %j', (debut, expected) => {
	expect(parseDebut(debut)).toEqual(expected)
})

test.each([
	['DBZ/1', 'Vegeta'],
	['DBZ/35', 'Vegeta'],
	['DBZ/36', 'Namek'],
	['DBZ/107', 'Frieza'],
	['DB/5', 'Emperor Pilaf'],
	['DBS/100', 'Universe Survival'],
	['DBZ/108', null],
	['DBS/20', null],
	['DBM/22', 'Battle of Gods'],
	['DBM/5', null],
	['DBGT/1', null],
	['XYZ/1', null],
	[null, null],
])('the sub-saga of %j is %j', (debut, expected) => {
	expect(subSagaOf(debut, SAGAS)?.subSaga ?? null).toBe(expected)
})

test('a debut looks only at rows of its own series', () => {
	expect(subSagaOf('DB/20', SAGAS)).toBeNull()
})

// Debuts compare by the release date of their rows, then by episode (decision 083), so films and
// specials sit among the TV arcs they came out between.
test.each([
	['DB/13', 'DBZ/1', -1],
	['DBZ/1', 'DB/13', 1],
	['DBZ/3', 'DBZ/40', -1],
	['DBZ/40', 'DBZ/3', 1],
	['DBZ/40', 'DBZ/40', 0],
	['DBZ/3', 'DBZ/30', -1],
	['DBS/100', 'DBS/2', 1],
	['DAIMA/1', 'DBEB/1', 1],
	// a 2013 film before a 2015 and a 2017 episode (before decision 083 it came after every series)
	['DBM/22', 'DBS/1', -1],
	['DBM/22', 'DBS/100', -1],
	['DBS/100', 'DBM/22', 1],
	// a 1989 film between the Saiyan and Namek arcs
	['DBM/4', 'DBZ/35', 1],
	['DBM/4', 'DBZ/36', -1],
	// a 1990 special before the Frieza arc's first episode of November 1990
	['DBM/7', 'DBZ/68', -1],
	['DBM/7', 'DBZ/67', 1],
	// films against films and specials, and a film after every series but Daima
	['DBM/4', 'DBM/7', -1],
	['DBM/25', 'DBEB/1', 1],
	['DBM/25', 'DBS/131', 1],
	['DBM/25', 'DAIMA/20', -1],
	['DBEB/1', 'DBM/22', -1],
	['DB/1', 'DBM/4', -1],
])('%s compared with %s has sign %i', (a, b, sign) => {
	const left = placeDebut(a, SAGAS)
	const right = placeDebut(b, SAGAS)
	if (left === null || right === null) throw new Error('fixture must fall in a row')
	expect(Math.sign(compareDebuts(left, right))).toBe(sign)
})

test.each([['DBZ/108'], ['XYZ/1'], [null]])('%j is placed in no row', (debut) => {
	expect(placeDebut(debut, SAGAS)).toBeNull()
})

test('rows of the same date fall back to episode, then to series order', () => {
	const row = SAGAS[0]
	if (row === undefined) throw new Error('fixture')
	const film = { ...row, saga: 'DBM' as const }
	expect(compareDebuts({ row, number: 3 }, { row: film, number: 3 })).toBeLessThan(0)
	expect(compareDebuts({ row: film, number: 2 }, { row, number: 3 })).toBeLessThan(0)
})
