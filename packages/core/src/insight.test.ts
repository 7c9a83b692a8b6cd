import { describe, expect, test } from 'vitest'
import { CLASSIC_CATEGORIES } from './compare.ts'
import {
	afterGuess,
	bestSplit,
	classicInsight,
	perfectPlay,
	remainingCounts,
	splitOf,
	tilePattern,
} from './insight.ts'
import { makeCharacter, SAGAS } from './test-factories.ts'

// Six characters alike but for gender, deaths and hair: each guess's tiles can be worked out by hand.
const PACK = [
	makeCharacter({ championId: 1, championName: 'Ann', gender: 'Female', nbDeaths: 0, hair: ['Black'] }),
	makeCharacter({ championId: 2, championName: 'Bob', gender: 'Male', nbDeaths: 0, hair: ['Black'] }),
	makeCharacter({ championId: 3, championName: 'Cid', gender: 'Male', nbDeaths: 1, hair: ['Blond'] }),
	makeCharacter({ championId: 4, championName: 'Dee', gender: 'Female', nbDeaths: 2, hair: ['Blond'] }),
	makeCharacter({ championId: 5, championName: 'Eve', gender: 'Female', nbDeaths: 2, hair: ['Black'] }),
	makeCharacter({
		championId: 6,
		championName: 'Fox',
		gender: 'Male',
		nbDeaths: 2,
		hair: ['Black', 'Blond'],
	}),
]
const [ann, bob, cid, dee, eve, fox] = PACK as [
	(typeof PACK)[0],
	(typeof PACK)[0],
	(typeof PACK)[0],
	(typeof PACK)[0],
	(typeof PACK)[0],
	(typeof PACK)[0],
]
const ids = (characters: readonly { championId: number }[]) =>
	characters.map((character) => character.championId)

test('a pattern is the shown tiles’ results, in display order', () => {
	expect(tilePattern(bob, dee, SAGAS)).toBe('bad good good good bad good superior good')
	expect(tilePattern(bob, dee, SAGAS, ['gender', 'nbDeaths'])).toBe('bad superior')
	expect(tilePattern(dee, dee, SAGAS, CLASSIC_CATEGORIES)).toBe('good good good good good good good good')
})

describe('afterGuess: the same tiles give the same candidates', () => {
	test.each([
		// guess, answer, what is left: Bob's tiles on Dee say female, more deaths, other hair
		{ guess: bob, answer: dee, left: [4] },
		// Ann's tiles on Eve say female, more deaths, the same hair: Eve alone (Dee's hair differs)
		{ guess: ann, answer: eve, left: [5] },
		// Fox's tiles on Cid: male, fewer deaths, hair in part; Bob's would read the same (black, not blond)
		{ guess: fox, answer: cid, left: [2, 3] },
		// Eve's tiles on Ann: female, fewer deaths, the same hair
		{ guess: eve, answer: ann, left: [1] },
		// a right guess leaves the answer alone
		{ guess: dee, answer: dee, left: [4] },
	])('$guess.championName on $answer.championName leaves $left', ({ guess, answer, left }) => {
		expect(ids(afterGuess(PACK, guess, answer, SAGAS))).toEqual(left)
	})

	test('with hair and deaths hidden, only gender tells them apart', () => {
		const shown = CLASSIC_CATEGORIES.filter((category) => category !== 'hair' && category !== 'nbDeaths')
		// Bob is wrong and male: every woman is left
		expect(ids(afterGuess(PACK, bob, dee, SAGAS, shown))).toEqual([1, 4, 5])
		// Eve is wrong, though her shown tiles are all good on Dee: she rules only herself out
		expect(ids(afterGuess(PACK, eve, dee, SAGAS, shown))).toEqual([1, 4])
	})
})

test('remainingCounts: the field before the first guess and after each', () => {
	expect(remainingCounts(PACK, [bob, dee], dee, SAGAS)).toEqual([6, 1, 1])
	const genderOnly = CLASSIC_CATEGORIES.filter((category) => category === 'gender')
	expect(remainingCounts(PACK, [bob, ann, eve, dee], dee, SAGAS, genderOnly)).toEqual([6, 3, 2, 1, 1])
})

describe('splitOf and bestSplit', () => {
	test('a split counts the candidates each pattern would leave, the guess that wins a group of its own', () => {
		const genderOnly = CLASSIC_CATEGORIES.filter((category) => category === 'gender')
		// Bob on the six: himself (a win), two other men, three women
		expect(splitOf(bob, PACK, SAGAS, genderOnly)).toMatchObject({ groups: [3, 2, 1], mayWin: true })
		// (0 + 2² + 3²) / 6: the win leaves nothing to find
		expect(splitOf(bob, PACK, SAGAS, genderOnly).expectedLeft).toBeCloseTo(13 / 6, 9)
	})

	test('the best split has the fewest candidates to expect; a tie goes to a guess that may win, then the lower id', () => {
		const genderOnly = CLASSIC_CATEGORIES.filter((category) => category === 'gender')
		// every guess splits 3 men from 3 women and may win: the same figures, so the lowest id
		expect(bestSplit(PACK, PACK, SAGAS, genderOnly)?.guess.championId).toBe(1)
		// among Dee and Eve alone, with every tile shown: either wins or tells the other; Dee's id is lower
		expect(bestSplit([dee, eve], PACK, SAGAS)?.guess).toBe(dee)
		// a guess outside the candidates that tells them all apart still loses to one that may win at once
		expect(bestSplit([ann, eve], [fox, eve], SAGAS)?.guess).toBe(eve)
	})

	test('the best split is the exhaustive minimum over every guess', () => {
		const best = bestSplit(PACK, PACK, SAGAS)
		const every = PACK.map((guess) => splitOf(guess, PACK, SAGAS).expectedLeft)
		expect(best?.expectedLeft).toBe(Math.min(...every))
	})

	test('no candidates, nothing to split', () => {
		expect(bestSplit([], PACK, SAGAS)?.expectedLeft).toBe(0)
		expect(bestSplit(PACK, [], SAGAS)).toBeNull()
	})
})

test('classicInsight: each step’s field, the best split then, and the perfect player’s count', () => {
	const insight = classicInsight(PACK, [bob, dee], dee, SAGAS)
	expect(insight.steps.map((step) => [step.guess.championName, step.before, step.after])).toEqual([
		['Bob', 6, 1],
		['Dee', 1, 1],
	])
	expect(insight.steps[1]?.best?.guess).toBe(dee)
	// from Bob, the best split leaves Dee alone: she is the second guess
	expect(insight.perfectGuesses).toBe(2)
	expect(perfectPlay(PACK, dee, dee, SAGAS)).toBe(1)
	expect(classicInsight(PACK, [], dee, SAGAS).perfectGuesses).toBeNull()
})

test('a perfect player ends even where the shown tiles cannot tell the candidates apart', () => {
	const genderOnly = CLASSIC_CATEGORIES.filter((category) => category === 'gender')
	// after Bob, three women the board cannot tell apart: the perfect player guesses them in turn
	expect(perfectPlay(PACK, bob, eve, SAGAS, genderOnly)).toBeLessThanOrEqual(4)
	expect(perfectPlay(PACK, bob, eve, SAGAS, genderOnly)).toBeGreaterThanOrEqual(2)
})
