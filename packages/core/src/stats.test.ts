import { expect, test } from 'vitest'
import { type GameRecord, statsOf, streakFlame } from './stats.ts'

function games(...pairs: [number, number][]): GameRecord[] {
	return pairs.map(([gameNumero, nbGuesses]) => ({ gameNumero, nbGuesses }))
}

test('no games give zeros everywhere', () => {
	expect(statsOf([], 10)).toEqual({
		gamesWon: 0,
		averageGuesses: 0,
		oneShots: 0,
		oneShotsPercentage: 0,
		currentStreak: 0,
		maxStreak: 0,
		distribution: [],
		guessesPerGame: [],
	})
})

test('wins, average to one decimal, one-shots and their share to two decimals, distribution', () => {
	const stats = statsOf(games([1, 1], [2, 4], [3, 2]), 3)
	expect(stats).toMatchObject({ gamesWon: 3, averageGuesses: 2.3, oneShots: 1, oneShotsPercentage: 33.33 })
	expect(stats.distribution).toEqual([
		{ nbGuesses: 1, games: 1 },
		{ nbGuesses: 2, games: 1 },
		{ nbGuesses: 4, games: 1 },
	])
	expect(stats.guessesPerGame).toEqual(games([1, 1], [2, 4], [3, 2]))
})

test.each<[string, GameRecord[], number, number, number]>([
	['three in a row up to today', games([8, 3], [9, 2], [10, 1]), 10, 3, 3],
	['three in a row up to yesterday', games([7, 3], [8, 2], [9, 1]), 10, 3, 3],
	['a day skipped since the last win', games([6, 3], [7, 2], [8, 1]), 10, 0, 3],
	['a gap inside the history', games([1, 1], [2, 1], [3, 1], [4, 1], [6, 2], [7, 2]), 7, 2, 4],
	['records out of order', games([10, 1], [8, 3], [9, 2]), 10, 3, 3],
	['one game number recorded twice', games([8, 3], [9, 2], [9, 5], [10, 1]), 10, 3, 3],
	['a last game ahead of today (a region change)', games([9, 1], [10, 1], [11, 1]), 10, 0, 3],
	['a single win today', games([10, 4]), 10, 1, 1],
])('%s: current streak and max streak', (_case, records, today, current, max) => {
	const stats = statsOf(records, today)
	expect([stats.currentStreak, stats.maxStreak]).toEqual([current, max])
})

test('a game number counts once, the first record kept, whatever storage holds', () => {
	const stats = statsOf(games([5, 2], [5, 1], [5, 7]), 5)
	expect(stats).toMatchObject({ gamesWon: 1, averageGuesses: 2, oneShots: 0 })
})

test.each([
	[0, null],
	[-3, null],
	[1, { level: 0, sideFlames: 0, isCake: false }],
	[9, { level: 0, sideFlames: 0, isCake: false }],
	[10, { level: 1, sideFlames: 0, isCake: false }],
	[55, { level: 5, sideFlames: 0, isCake: false }],
	[99, { level: 9, sideFlames: 0, isCake: false }],
	[100, { level: 0, sideFlames: 1, isCake: false }],
	[142, { level: 4, sideFlames: 1, isCake: false }],
	[199, { level: 9, sideFlames: 1, isCake: false }],
	[200, { level: 0, sideFlames: 2, isCake: false }],
	[300, { level: 0, sideFlames: 3, isCake: false }],
	[365, { level: 6, sideFlames: 3, isCake: true }],
	[730, { level: 3, sideFlames: 3, isCake: true }],
	[999, { level: 9, sideFlames: 3, isCake: false }],
	[1000, { level: 0, sideFlames: 4, isCake: false }],
	[1095, { level: 9, sideFlames: 4, isCake: true }],
])('a streak of %d is drawn as %j', (streak, flame) => {
	expect(streakFlame(streak)).toEqual(flame)
})
