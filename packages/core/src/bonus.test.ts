import { expect, test } from 'vitest'
import { type BonusChoice, type BonusInput, bonusChoices, isSameBonusChoice } from './bonus.ts'

const TECHNIQUES: BonusChoice[] = [
	'Kamehameha',
	'Spirit Bomb',
	'Final Flash',
	'Galick Gun',
	'Big Bang Attack',
	'Special Beam Cannon',
	'Masenko',
	'Destructo Disc',
	'Death Ball',
	'Tri-Beam',
].map((name) => [name])

const FUSIONS: BonusChoice[] = [
	['Goku', 'Vegeta'],
	['Goku', 'Vegeta'],
	['Goten', 'Trunks'],
	['Caulifla', 'Kale'],
	['Zamasu', 'Goku Black'],
	['Supreme Kai', 'Kibito'],
]

function techniqueDay(gameNumero: number, fields: Partial<BonusInput> = {}): BonusInput {
	return { mode: 'technique', region: 'eu', gameNumero, answer: ['Masenko'], pool: TECHNIQUES, ...fields }
}

const GAMES = Array.from({ length: 60 }, (_, index) => index + 1)

test('the same day, region and answer always give the same choices', () => {
	expect(bonusChoices(techniqueDay(12))).toEqual(bonusChoices(techniqueDay(12)))
})

// the draw is frozen: a change would change the question of a day being played
test('game 1 in Europe offers these four, in this order', () => {
	expect(bonusChoices(techniqueDay(1))).toEqual([
		['Masenko'],
		['Special Beam Cannon'],
		['Kamehameha'],
		['Final Flash'],
	])
})

test.each(GAMES)('game %i offers four distinct choices, the right one exactly once', (gameNumero) => {
	const choices = bonusChoices(techniqueDay(gameNumero))
	expect(choices).toHaveLength(4)
	expect(new Set(choices.map((choice) => choice.join())).size).toBe(4)
	expect(choices.filter((choice) => isSameBonusChoice(choice, ['Masenko']))).toHaveLength(1)
	for (const choice of choices) expect(TECHNIQUES).toContainEqual(choice)
})

test('another day, or the other region, draws other choices', () => {
	const day = bonusChoices(techniqueDay(20))
	expect(bonusChoices(techniqueDay(21))).not.toEqual(day)
	expect(bonusChoices(techniqueDay(20, { region: 'us' }))).not.toEqual(day)
})

test('the right choice is found at every one of the four places over the days', () => {
	const places = GAMES.map((gameNumero) =>
		bonusChoices(techniqueDay(gameNumero)).findIndex((choice) => choice[0] === 'Masenko'),
	)
	expect(new Set(places)).toEqual(new Set([0, 1, 2, 3]))
})

test('every wrong choice of the pool comes up over the days', () => {
	const offered = new Set(GAMES.flatMap((gameNumero) => bonusChoices(techniqueDay(gameNumero)).flat()))
	expect(offered.size).toBe(10)
})

test('the order of the pool does not change the choices', () => {
	const reversed = techniqueDay(33, { pool: [...TECHNIQUES].reverse() })
	expect(bonusChoices(reversed)).toEqual(bonusChoices(techniqueDay(33)))
})

test('a fusion question offers four different pairs; a pair is the same in either order', () => {
	const input: BonusInput = {
		mode: 'fusion',
		region: 'us',
		gameNumero: 7,
		answer: ['Trunks', 'Goten'],
		pool: FUSIONS,
	}
	const choices = bonusChoices(input)
	expect(choices).toHaveLength(4)
	expect(choices.filter((choice) => isSameBonusChoice(choice, ['Goten', 'Trunks']))).toEqual([
		['Trunks', 'Goten'],
	])
	expect(new Set(choices.map((choice) => [...choice].sort().join()))).toHaveProperty('size', 4)
})

test.each([
	[
		'two other choices',
		[
			['Goten', 'Trunks'],
			['Caulifla', 'Kale'],
			['Kale', 'Caulifla'],
		],
		3,
	],
	['the answer alone', [['Goku', 'Vegeta']], 1],
	['nothing', [], 1],
] as const)('a pool with %s offers what it has, the answer always', (_case, pool, count) => {
	const choices = bonusChoices({
		mode: 'fusion',
		region: 'eu',
		gameNumero: 3,
		answer: ['Goku', 'Vegeta'],
		pool,
	})
	expect(choices).toHaveLength(count)
	expect(choices).toContainEqual(['Goku', 'Vegeta'])
})

test('choices compare as the same names in any order', () => {
	expect(isSameBonusChoice(['Goten', 'Trunks'], ['Trunks', 'Goten'])).toBe(true)
	expect(isSameBonusChoice(['Goku', 'Vegeta'], ['Goku', 'Goku Black'])).toBe(false)
	expect(isSameBonusChoice(['Goku'], ['Goku', 'Vegeta'])).toBe(false)
	expect(isSameBonusChoice(['Kamehameha'], ['Final Kamehameha'])).toBe(false)
})
