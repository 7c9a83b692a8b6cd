import { expect, test } from 'vitest'
import { answerCharacterIds, ruledOutSteps, winnerStanding } from './picture-insight.ts'

const POOLS = {
	characters: [{ championId: 1 }, { championId: 2 }, { championId: 3, since: 20 }, { championId: 4 }],
	fusions: [{ championId: 7 }, { championId: 7 }, { championId: 8, since: 12 }],
	techniques: [{ championId: 1 }, { championId: 1 }, { championId: 5 }],
}

test.each([
	['classic', 10, [1, 2, 4]],
	['silhouette', 10, [1, 2, 4]],
	['silhouette', 20, [1, 2, 3, 4]],
	// a fusion form counts its character once; an entry since game 12 is in from game 12
	['fusion', 11, [7]],
	['fusion', 12, [7, 8]],
	// two attacks of one user: one character
	['technique', 10, [1, 5]],
] as const)('the %s pool of game %i is the characters %j', (mode, gameNumero, ids) => {
	expect([...answerCharacterIds(mode, POOLS, gameNumero)].sort()).toEqual(ids)
})

const POOL = new Set([1, 2, 3, 4, 5])

test.each([
	['a first-guess win leaves the answer alone', [3], [{ guessId: 3, ruledOut: 4, left: 1 }]],
	[
		'each wrong guess of the pool rules out one',
		[1, 2, 3],
		[
			{ guessId: 1, ruledOut: 1, left: 4 },
			{ guessId: 2, ruledOut: 2, left: 3 },
			{ guessId: 3, ruledOut: 4, left: 1 },
		],
	],
	[
		'a guess outside the pool rules out nothing: it could never have been the answer',
		[9, 1],
		[
			{ guessId: 9, ruledOut: 0, left: 5 },
			{ guessId: 1, ruledOut: 1, left: 4 },
		],
	],
	[
		'a game given up ends with the wrong guesses ruled out',
		[4, 5],
		[
			{ guessId: 4, ruledOut: 1, left: 4 },
			{ guessId: 5, ruledOut: 2, left: 3 },
		],
	],
])('%s', (_name, guesses, steps) => {
	expect(ruledOutSteps(POOL, guesses, 3)).toEqual(steps)
})

test.each([
	['no winner counted yet', [], 3, { winners: 0, fewer: 0, same: 0, more: 0 }],
	[
		'winners on both sides',
		[
			{ nbGuesses: 1, count: 2 },
			{ nbGuesses: 3, count: 5 },
			{ nbGuesses: 8, count: 1 },
		],
		3,
		{ winners: 8, fewer: 2, same: 5, more: 1 },
	],
	['the fastest', [{ nbGuesses: 4, count: 3 }], 1, { winners: 3, fewer: 0, same: 0, more: 3 }],
])('a win among %s', (_name, byGuesses, nbGuesses, standing) => {
	expect(winnerStanding(byGuesses, nbGuesses)).toEqual(standing)
})
