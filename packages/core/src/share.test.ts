import { expect, test } from 'vitest'
import { CLASSIC_CATEGORIES, type ClassicCategory, type TileResult } from './compare.ts'
import { allDoneShareText, classicShareText, imageShareText, type ShareWords } from './share.ts'

// Words that show what the text asked for; the English wording is tested against the locale file
// in the web package (use-share-words.test.ts).
const WORDS: ShareWords = {
	title: ({ mode, gameNumero, guesses }) => `title ${mode} #${gameNumero} ${guesses}`,
	more: (count) => `more ${count}`,
	mark: (mark) => `mark ${mark}`,
	challenger: (disabledCells) => `challenger ${disabledCells}`,
	allDoneTitle: (gameNumero) => `all done #${gameNumero}`,
	allDoneLine: (mode, guesses) => `${mode} ${guesses}`,
	bonus: 'bonus',
	addendum: 'addendum',
	narrowed: (counts) => `narrowed ${counts.join(' > ')}`,
}

const WIN: TileResult[] = ['good', 'good', 'good', 'good', 'good', 'good', 'good', 'good']
const MISS: TileResult[] = ['bad', 'partial', 'good', 'bad', 'partial', 'good', 'superior', 'inferior']
const MISS_LINE = '🟥🟧🟩🟥🟧🟩⬆️⬇️'
const WIN_LINE = '🟩🟩🟩🟩🟩🟩🟩🟩'
const URL = 'https://dragondle.example'
const END = ['', 'addendum', URL]

/** A row of tiles from results given in category order. */
function tilesOf(results: readonly TileResult[]) {
	return results.map((result, index) => ({ category: CLASSIC_CATEGORIES[index] as ClassicCategory, result }))
}

function rowsOf(guesses: number) {
	return [...Array.from({ length: guesses - 1 }, () => MISS), WIN].map(tilesOf)
}

test.each([
	[1, ['title classic #123 1', WIN_LINE]],
	[2, ['title classic #123 2', MISS_LINE, WIN_LINE]],
	[5, ['title classic #123 5', MISS_LINE, MISS_LINE, MISS_LINE, MISS_LINE, WIN_LINE]],
	[6, ['title classic #123 6', MISS_LINE, MISS_LINE, MISS_LINE, MISS_LINE, WIN_LINE, 'more 1']],
	[40, ['title classic #123 40', MISS_LINE, MISS_LINE, MISS_LINE, MISS_LINE, WIN_LINE, 'more 35']],
])('the Classic share of a win in %i guesses', (guesses, lines) => {
	expect(classicShareText({ gameNumero: 123, rows: rowsOf(guesses), disabled: [], url: URL }, WORDS)).toBe(
		[...lines, ...END].join('\n'),
	)
})

test('the Classic share shows the most recent rows, newest last', () => {
	const results: TileResult[][] = [
		['bad'],
		['partial'],
		['superior'],
		['inferior'],
		['bad'],
		['partial'],
		['good'],
	]
	const text = classicShareText({ gameNumero: 7, rows: results.map(tilesOf), disabled: [], url: URL }, WORDS)
	expect(text.split('\n').slice(1, 7)).toEqual(['⬆️', '⬇️', '🟥', '🟧', '🟩', 'more 2'])
})

test('a challenger win leaves its disabled categories out of every row and marks how many', () => {
	const disabled: ClassicCategory[] = ['race', 'nbDeaths']
	const text = classicShareText({ gameNumero: 8, rows: rowsOf(2), disabled, url: URL }, WORDS)
	// MISS without race (partial) and deaths (superior)
	expect(text.split('\n')).toEqual([
		'title classic #8 2',
		'🟥🟩🟥🟧🟩⬇️',
		'🟩🟩🟩🟩🟩🟩',
		'challenger 2',
		...END,
	])
})

test('the challenger mark comes after the line of rows left out', () => {
	const text = classicShareText({ gameNumero: 8, rows: rowsOf(7), disabled: ['gender'], url: URL }, WORDS)
	expect(text.split('\n').slice(-5)).toEqual(['more 2', 'challenger 1', ...END])
})

test.each([
	['no counts', undefined, []],
	['no guesses counted', [], []],
	['a win in three', [102, 14, 3, 1], ['narrowed 102 > 14 > 3 > 1']],
] as const)('the narrowed line, asked for in Settings (decision 124): %s', (_case, narrowed, line) => {
	const text = classicShareText(
		{ gameNumero: 8, rows: rowsOf(7), disabled: ['gender'], url: URL, narrowed },
		WORDS,
	)
	expect(text.split('\n').slice(-5 - line.length)).toEqual(['more 2', 'challenger 1', ...line, ...END])
})

test('a choice hiding every category (an edited value) shares every category, unmarked', () => {
	const text = classicShareText(
		{ gameNumero: 8, rows: rowsOf(1), disabled: [...CLASSIC_CATEGORIES], url: URL },
		WORDS,
	)
	expect(text.split('\n')).toEqual(['title classic #8 1', WIN_LINE, ...END])
})

test.each([
	['fusion', 1, ['title fusion #7 1', '🟩']],
	['silhouette', 2, ['title silhouette #7 2', '🟥🟩']],
	['technique', 5, ['title technique #7 5', '🟥🟥🟥🟥🟩']],
	['fusion', 6, ['title fusion #7 6', '🟥🟥🟥🟥🟥🟩']],
	['silhouette', 10, ['title silhouette #7 10', '🟥🟥🟥🟥🟥🟥🟥🟥🟥🟩']],
	['technique', 13, ['title technique #7 13', 'more 3 🟥🟥🟥🟥🟥🟥🟥🟥🟥🟩']],
] as const)('a %s win in %d guesses', (mode, nbGuesses, lines) => {
	expect(imageShareText({ mode, gameNumero: 7, nbGuesses, marks: [], url: URL }, WORDS).split('\n')).toEqual([
		...lines,
		...END,
	])
})

test('a Technique win marks what it was won without, after the squares', () => {
	const text = imageShareText(
		{ mode: 'technique', gameNumero: 9, nbGuesses: 2, marks: ['no-colours', 'full-blur'], url: URL },
		WORDS,
	)
	expect(text.split('\n')).toEqual([
		'title technique #9 2',
		'🟥🟩',
		'mark no-colours',
		'mark full-blur',
		...END,
	])
})

test.each([
	['answered right', true, ['title technique #9 2', '🟥🟩', 'mark no-colours', 'bonus', ...END]],
	['answered wrong', false, ['title technique #9 2', '🟥🟩', 'mark no-colours', ...END]],
	['not answered', undefined, ['title technique #9 2', '🟥🟩', 'mark no-colours', ...END]],
] as const)('a bonus question %s: its line after the marks only when right', (_case, bonus, lines) => {
	const text = imageShareText(
		{ mode: 'technique', gameNumero: 9, nbGuesses: 2, marks: ['no-colours'], bonus, url: URL },
		WORDS,
	)
	expect(text.split('\n')).toEqual(lines)
})

test('a Fusion win with the bonus answered right has the bonus line after its squares', () => {
	const text = imageShareText(
		{ mode: 'fusion', gameNumero: 4, nbGuesses: 1, marks: [], bonus: true, url: URL },
		WORDS,
	)
	expect(text.split('\n')).toEqual(['title fusion #4 1', '🟩', 'bonus', ...END])
})

test('the all-done share has a line per mode in play order', () => {
	const text = allDoneShareText(
		{
			gameNumero: 12,
			results: [
				{ mode: 'classic', nbGuesses: 4 },
				{ mode: 'fusion', nbGuesses: 1 },
				{ mode: 'technique', nbGuesses: 7 },
				{ mode: 'silhouette', nbGuesses: 2 },
			],
			url: URL,
		},
		WORDS,
	)
	expect(text.split('\n')).toEqual([
		'all done #12',
		'classic 4',
		'fusion 1',
		'technique 7',
		'silhouette 2',
		...END,
	])
})

test.each([
	[['race', 'nbDeaths'], 'classic 4 challenger 2'],
	[['hair'], 'classic 4 challenger 1'],
	[[], 'classic 4'],
	// a value no win could record (an edited store hiding all 8) hides none, as on the board
	[[...CLASSIC_CATEGORIES], 'classic 4'],
] as const)(
	'the all-done share marks Classic’s line with the challenger zone as its share does: %j',
	(disabled, line) => {
		const text = allDoneShareText(
			{
				gameNumero: 12,
				results: [
					{ mode: 'classic', nbGuesses: 4, disabled },
					{ mode: 'fusion', nbGuesses: 1 },
				],
				url: URL,
			},
			WORDS,
		)
		expect(text.split('\n').slice(1, 3)).toEqual([line, 'fusion 1'])
	},
)
