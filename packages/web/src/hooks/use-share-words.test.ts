import {
	allDoneShareText,
	CLASSIC_CATEGORIES,
	classicShareText,
	imageShareText,
	type TileResult,
} from '@dragondle/core'
import { expect, test } from 'vitest'
import { createI18n, NAMESPACES } from '../i18n.ts'
import { shareWords } from './use-share-words.ts'

// the real English locale files: every word of a share text comes from them
const i18n = createI18n()
await i18n.loadNamespaces([...NAMESPACES])
const WORDS = shareWords(i18n.t)
const URL = 'https://dragondle.example'
const END = ['', 'Four hidden Dragon Ball characters a day, free to play:', URL]
const WIN: TileResult[] = Array.from({ length: 8 }, () => 'good')
const MISS: TileResult[] = ['bad', 'partial', 'good', 'bad', 'partial', 'good', 'superior', 'inferior']

/** A row of tiles from results in category order. */
function tilesOf(results: readonly TileResult[]) {
	return results.flatMap((result, index) => {
		const category = CLASSIC_CATEGORIES[index]
		return category ? [{ category, result }] : []
	})
}

test.each([
	[1, 'I found #Dragondle Classic #123 in one shot 🥇', 1, null],
	[2, 'I found #Dragondle Classic #123 in 2 shots', 2, null],
	[5, 'I found #Dragondle Classic #123 in 5 shots', 5, null],
	[6, 'I found #Dragondle Classic #123 in 6 shots', 5, '+1 more'],
	[31, 'I found #Dragondle Classic #123 in 31 shots', 5, '+26 more'],
])('a Classic win in %i guesses: %s', (guesses, title, shownRows, more) => {
	const rows = [...Array.from({ length: guesses - 1 }, () => MISS), WIN].map(tilesOf)
	const lines = classicShareText({ gameNumero: 123, rows, disabled: [], url: URL }, WORDS).split('\n')
	expect(lines[0]).toBe(title)
	expect(lines.slice(1 + shownRows)).toEqual([...(more ? [more] : []), ...END])
})

test.each([
	[1, '⚔️ Challenger zone: 1 category hidden'],
	[3, '⚔️ Challenger zone: 3 categories hidden'],
])('a challenger win with %i categories hidden says so after the rows', (count, mark) => {
	const disabled = CLASSIC_CATEGORIES.slice(0, count)
	const text = classicShareText({ gameNumero: 5, rows: [tilesOf(WIN)], disabled, url: URL }, WORDS)
	expect(text.split('\n')).toEqual([
		'I found #Dragondle Classic #5 in one shot 🥇',
		'🟩'.repeat(8 - count),
		mark,
		...END,
	])
})

test.each([
	['fusion', 1, 'I found #Dragondle Fusion #7 in one shot 🥇', '🟩'],
	['technique', 2, 'I found #Dragondle Technique #7 in 2 shots', '🟥🟩'],
	['silhouette', 5, 'I found #Dragondle Silhouette #7 in 5 shots', '🟥🟥🟥🟥🟩'],
	['fusion', 6, 'I found #Dragondle Fusion #7 in 6 shots', '🟥🟥🟥🟥🟥🟩'],
	['silhouette', 12, 'I found #Dragondle Silhouette #7 in 12 shots', '+2 more 🟥🟥🟥🟥🟥🟥🟥🟥🟥🟩'],
] as const)('a %s win in %i guesses', (mode, nbGuesses, title, squares) => {
	const text = imageShareText({ mode, gameNumero: 7, nbGuesses, marks: [], url: URL }, WORDS)
	expect(text.split('\n')).toEqual([title, squares, ...END])
})

test('a Technique win names what it was won without', () => {
	const text = imageShareText(
		{ mode: 'technique', gameNumero: 9, nbGuesses: 3, marks: ['no-colours', 'full-blur'], url: URL },
		WORDS,
	)
	expect(text.split('\n').slice(2, 4)).toEqual(['⬛ without colours', '🌫️ without unblurring'])
})

test('the all-done share: one line per mode, a medal on a one-shot', () => {
	const results = [
		{ mode: 'classic', nbGuesses: 4 },
		{ mode: 'fusion', nbGuesses: 1 },
		{ mode: 'technique', nbGuesses: 7 },
		{ mode: 'silhouette', nbGuesses: 2 },
	] as const
	expect(allDoneShareText({ gameNumero: 12, results, url: URL }, WORDS).split('\n')).toEqual([
		'I found every #Dragondle character of day #12!',
		'Classic: 4 shots',
		'Fusion: one shot 🥇',
		'Technique: 7 shots',
		'Silhouette: 2 shots',
		...END,
	])
})

/** The share words in a language, from its real locale files. */
async function wordsIn(language: 'es' | 'fr' | 'pt-BR') {
	const instance = createI18n(language)
	await instance.loadNamespaces([...NAMESPACES])
	return shareWords(instance.t)
}

// A quick win is not called easy (decision 111): the medal marks a one-shot, nothing marks 2 to 5.
// Each language names the mode as a mode ("modo Técnica"), never as the game's own name ("el
// #Dragondle Técnica"), and groups numbers its own way.
test.each([
	['es', 'technique', 1, '#Dragondle #7, modo Técnica: ¡lo adiviné a la primera! 🥇'],
	['es', 'technique', 3, '#Dragondle #7, modo Técnica: lo adiviné en 3 intentos'],
	['es', 'classic', 5, '#Dragondle #7, modo Clásico: lo adiviné en 5 intentos'],
	['fr', 'technique', 1, "#Dragondle #7, mode Technique : je l'ai trouvé du premier coup 🥇"],
	['fr', 'fusion', 2, "#Dragondle #7, mode Fusion : je l'ai trouvé en 2 essais"],
	['pt-BR', 'silhouette', 1, '#Dragondle #7, modo Silhueta: acertei de primeira 🥇'],
	['pt-BR', 'technique', 4, '#Dragondle #7, modo Técnica: acertei em 4 tentativas'],
] as const)('%s: a %s win in %i guesses is titled "%s"', async (language, mode, guesses, title) => {
	const words = await wordsIn(language)
	expect(words.title({ mode, gameNumero: 7, guesses })).toBe(title)
})

test.each([['es'], ['fr'], ['pt-BR']] as const)(
	'%s: no win in 2 to 5 guesses is called easy',
	async (language) => {
		const words = await wordsIn(language)
		for (const guesses of [2, 3, 4, 5]) {
			const title = words.title({ mode: 'classic', gameNumero: 7, guesses })
			expect(title).not.toMatch(/f[aá]cil|facile|\(/i)
		}
	},
)

test("a share counts more rows than it shows in the language's digits", async () => {
	const words = await wordsIn('fr')
	expect(words.more(1234)).toBe('+1\u202f234 de plus')
})

test('the narrowed line, when Settings asks for it, reads the counts with arrows after the challenger mark', () => {
	const rows = [tilesOf(MISS), tilesOf(MISS), tilesOf(WIN)]
	const text = classicShareText(
		{ gameNumero: 5, rows, disabled: ['gender'], url: URL, narrowed: [102, 14, 3, 1] },
		WORDS,
	)
	expect(text.split('\n').slice(-5)).toEqual([
		'⚔️ Challenger zone: 1 category hidden',
		'🔎 Narrowed it down: 102 → 14 → 3 → 1',
		...END,
	])
})
