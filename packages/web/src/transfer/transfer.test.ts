import { expect, test } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { summarizeProgress } from './transfer.ts'

test('a progress is summed up mode by mode: games won and the current streak, modes with no win left out', () => {
	const progress = new Map<string, unknown>([
		[
			STORAGE_KEYS.history.classic.name,
			[
				{ gameNumero: 7, nbGuesses: 4, rank: null },
				{ gameNumero: 9, nbGuesses: 2, rank: 3 },
				{ gameNumero: 10, nbGuesses: 1, rank: 1 },
			],
		],
		[STORAGE_KEYS.history.silhouette.name, [{ gameNumero: 5, nbGuesses: 6, rank: null }]],
		[STORAGE_KEYS.history.fusion.name, []],
		[STORAGE_KEYS.notesSeen.name, 'n1'],
	])
	expect(summarizeProgress(progress, 11)).toEqual([
		{ mode: 'classic', gamesWon: 3, currentStreak: 2 },
		{ mode: 'silhouette', gamesWon: 1, currentStreak: 0 },
	])
	expect(summarizeProgress(new Map(), 11)).toEqual([])
})
