import { expect, test } from 'vitest'
import type { TileResult } from './compare.ts'
import { classicShareText } from './share.ts'

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
