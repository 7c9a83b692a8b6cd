import {
	afterGuess,
	bestSplit,
	type Character,
	CLASSIC_CATEGORIES,
	type ClassicCategory,
	classicInsight,
	compareCharacters,
	remainingCounts,
	shownCategories,
} from '@dragondle/core'
import { describe, expect, test } from 'vitest'
import { loadPlayContent } from './index.ts'

// Issue 38 on the real pack: core's candidate filter and best split (packages/core/src/insight.ts)
// against a search written out here, the plain way, over all 102 characters.
const { characters, sagas } = loadPlayContent()

/** The shown tiles' results a guess would show if `candidate` were the answer, written out plainly. */
function plainTiles(guess: Character, candidate: Character, shown: readonly ClassicCategory[]): string {
	return JSON.stringify(
		compareCharacters(guess, candidate, sagas)
			.filter((tile) => shown.includes(tile.category))
			.map((tile) => tile.result),
	)
}

/** Every character the guesses would have shown exactly these tiles for: the plain filter. */
function plainCandidates(
	guesses: readonly Character[],
	answer: Character,
	shown: readonly ClassicCategory[],
): Character[] {
	return characters.filter((candidate) =>
		guesses.every((guess) =>
			guess.championId === answer.championId
				? candidate.championId === answer.championId
				: candidate.championId !== guess.championId &&
					plainTiles(guess, candidate, shown) === plainTiles(guess, answer, shown),
		),
	)
}

/** The fewest candidates to expect after a guess, over every guess: the plain exhaustive search. */
function plainBestExpected(candidates: readonly Character[], shown: readonly ClassicCategory[]): number {
	let best = Number.POSITIVE_INFINITY
	for (const guess of characters) {
		const groups = new Map<string, number>()
		for (const candidate of candidates) {
			const key =
				candidate.championId === guess.championId ? 'the answer' : plainTiles(guess, candidate, shown)
			groups.set(key, (groups.get(key) ?? 0) + 1)
		}
		let left = 0
		for (const [key, size] of groups) left += key === 'the answer' ? (size - 1) * (size - 1) : size * size
		best = Math.min(best, left / candidates.length)
	}
	return best
}

const byName = (name: string) => {
	const character = characters.find((entry) => entry.championName === name)
	if (!character) throw new Error(`no ${name} in the pack`)
	return character
}

const GAMES: { answer: string; guesses: string[]; hidden: ClassicCategory[] }[] = [
	{ answer: 'Vegeta', guesses: ['Goku', 'Bulma', 'Nappa', 'Vegeta'], hidden: [] },
	{ answer: 'Frieza', guesses: ['Krillin', 'Cell', 'Frieza'], hidden: [] },
	{ answer: 'Android 18', guesses: ['Piccolo', 'Android 17', 'Android 18'], hidden: ['race', 'hair'] },
	{
		answer: 'Beerus',
		guesses: ['Goku', 'Whis', 'Beerus'],
		hidden: ['gender', 'origin', 'affiliation', 'hair', 'hasTransformation', 'nbDeaths', 'animeDebut'],
	},
]

describe('the insight on the real pack agrees with a plain exhaustive search', () => {
	for (const game of GAMES) {
		const shown = shownCategories(game.hidden)
		const answer = byName(game.answer)
		const guesses = game.guesses.map(byName)
		test(`${game.guesses.join(' → ')}${game.hidden.length ? `, ${game.hidden.length} categories hidden` : ''}`, () => {
			const counts = remainingCounts(characters, guesses, answer, sagas, shown)
			expect(counts).toEqual([
				characters.length,
				...guesses.map((_, index) => plainCandidates(guesses.slice(0, index + 1), answer, shown).length),
			])
			expect(counts.at(-1)).toBe(1)
			const insight = classicInsight(characters, guesses, answer, sagas, shown)
			let candidates: readonly Character[] = characters
			insight.steps.forEach((step, index) => {
				expect(step.before).toBe(candidates.length)
				expect(step.best?.expectedLeft).toBeCloseTo(plainBestExpected(candidates, shown), 9)
				candidates = plainCandidates(guesses.slice(0, index + 1), answer, shown)
				expect(step.after).toBe(candidates.length)
			})
			expect(insight.perfectGuesses).toBeGreaterThanOrEqual(1)
			expect(insight.perfectGuesses).toBeLessThanOrEqual(characters.length)
		})
	}

	test('every answer stays a candidate after any opening guess, and only a right guess leaves it alone', () => {
		const opener = byName('Goku')
		for (const answer of characters) {
			const left = afterGuess(characters, opener, answer, sagas)
			expect(left).toContain(answer)
			if (answer.championId === opener.championId) expect(left).toEqual([answer])
			else expect(left).not.toContain(opener)
		}
	})

	test('the first best split of the whole pack, with every category shown', () => {
		const best = bestSplit(characters, characters, sagas, CLASSIC_CATEGORIES)
		expect(best?.expectedLeft).toBeCloseTo(plainBestExpected(characters, CLASSIC_CATEGORIES), 9)
	})
})
