import { expect, test } from 'vitest'
import { compareDebuts, parseDebut, subSagaOf } from './saga.ts'
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
	['DBS/5', null],
	['DBGT/1', null],
	['XYZ/1', null],
	[null, null],
])('the sub-saga of %j is %j', (debut, expected) => {
	expect(subSagaOf(debut, SAGAS)?.subSaga ?? null).toBe(expected)
})

test('a debut looks only at rows of its own series', () => {
	expect(subSagaOf('DB/20', SAGAS)).toBeNull()
})

test.each([
	['DB/153', 'DBZ/1', -1],
	['DBZ/1', 'DB/153', 1],
	['DBZ/3', 'DBZ/40', -1],
	['DBZ/40', 'DBZ/3', 1],
	['DBZ/40', 'DBZ/40', 0],
	['DBGT/1', 'DBS/131', 1],
	['DAIMA/1', 'DBEB/1', 1],
])('%s compared with %s has sign %i', (a, b, sign) => {
	const left = parseDebut(a)
	const right = parseDebut(b)
	if (left === null || right === null) throw new Error('fixture must parse')
	expect(Math.sign(compareDebuts(left, right))).toBe(sign)
})
