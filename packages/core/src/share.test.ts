import { expect, test } from 'vitest'
import type { TileResult } from './compare.ts'
import { allDoneShareText, classicShareText, imageShareText } from './share.ts'

const WIN: TileResult[] = ['good', 'good', 'good', 'good', 'good', 'good', 'good', 'good']
const MISS: TileResult[] = ['bad', 'partial', 'good', 'bad', 'partial', 'good', 'superior', 'inferior']
const MISS_LINE = '🟥🟧🟩🟥🟧🟩⬆️⬇️'
const WIN_LINE = '🟩🟩🟩🟩🟩🟩🟩🟩'
const URL = 'https://dragondle.example'

function rowsOf(guesses: number): TileResult[][] {
	return [...Array.from({ length: guesses - 1 }, () => MISS), WIN]
}

test.each([
	[1, ['I found #Dragondle Classic #123 in one shot 🥇', WIN_LINE, '', URL]],
	[
		4,
		['I found #Dragondle Classic #123 in 4 shots (easy)', MISS_LINE, MISS_LINE, MISS_LINE, WIN_LINE, '', URL],
	],
	[
		5,
		[
			'I found #Dragondle Classic #123 in 5 shots (easy)',
			MISS_LINE,
			MISS_LINE,
			MISS_LINE,
			MISS_LINE,
			WIN_LINE,
			'',
			URL,
		],
	],
	[
		6,
		[
			'I found #Dragondle Classic #123 in 6 shots',
			MISS_LINE,
			MISS_LINE,
			MISS_LINE,
			MISS_LINE,
			WIN_LINE,
			'+1 more',
			'',
			URL,
		],
	],
	[
		9,
		[
			'I found #Dragondle Classic #123 in 9 shots',
			MISS_LINE,
			MISS_LINE,
			MISS_LINE,
			MISS_LINE,
			WIN_LINE,
			'+4 more',
			'',
			URL,
		],
	],
])('the share of a win in %i guesses', (guesses, lines) => {
	expect(classicShareText({ gameNumero: 123, rows: rowsOf(guesses), url: URL })).toBe(lines.join('\n'))
})

test('the share shows the most recent rows, newest last', () => {
	const rows: TileResult[][] = [
		['bad'],
		['partial'],
		['superior'],
		['inferior'],
		['bad'],
		['partial'],
		['good'],
	]
	const text = classicShareText({ gameNumero: 7, rows, url: URL })
	expect(text.split('\n').slice(1, 7)).toEqual(['⬆️', '⬇️', '🟥', '🟧', '🟩', '+2 more'])
})

test.each([
	[1, [], ['I found #Dragondle Fusion #7 in one shot 🥇', '🟩', '', URL]],
	[3, [], ['I found #Dragondle Fusion #7 in 3 shots (easy)', '🟥🟥🟩', '', URL]],
	[10, [], ['I found #Dragondle Fusion #7 in 10 shots', '🟥🟥🟥🟥🟥🟥🟥🟥🟥🟩', '', URL]],
	[13, [], ['I found #Dragondle Fusion #7 in 13 shots', '+3 more 🟥🟥🟥🟥🟥🟥🟥🟥🟥🟩', '', URL]],
] as const)('an image-mode win in %d guesses shares %j', (nbGuesses, marks, lines) => {
	expect(imageShareText({ mode: 'fusion', gameNumero: 7, nbGuesses, marks, url: URL }).split('\n')).toEqual(
		lines,
	)
})

test('a Technique win marks what it was won without', () => {
	const text = imageShareText({
		mode: 'technique',
		gameNumero: 9,
		nbGuesses: 2,
		marks: ['no-colours', 'full-blur'],
		url: URL,
	})
	expect(text.split('\n')).toEqual([
		'I found #Dragondle Technique #9 in 2 shots (easy)',
		'🟥🟩',
		'⬛ without colours',
		'🌫️ without unblurring',
		'',
		URL,
	])
})

test('the all-done share text has a line per mode, a medal on one-shots, and names no answer', () => {
	const text = allDoneShareText({
		gameNumero: 12,
		results: [
			{ mode: 'classic', nbGuesses: 4 },
			{ mode: 'fusion', nbGuesses: 1 },
			{ mode: 'technique', nbGuesses: 7 },
			{ mode: 'silhouette', nbGuesses: 2 },
		],
		url: URL,
	})
	expect(text.split('\n')).toEqual([
		'I found every #Dragondle character of day #12!',
		'Classic: 4 shots',
		'Fusion: one shot 🥇',
		'Technique: 7 shots',
		'Silhouette: 2 shots',
		'',
		URL,
	])
})
