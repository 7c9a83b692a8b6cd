import { expect, test } from 'vitest'
import { CLUE_AFTER_TRIES, clueIn, clueKeyOf, clueState } from './clues.ts'

test.each([
	[0, { kind: 'locked', triesLeft: 6 }],
	[1, { kind: 'locked', triesLeft: 5 }],
	[5, { kind: 'locked', triesLeft: 1 }],
	[6, { kind: 'unlocked' }],
	[9, { kind: 'unlocked' }],
] as const)('after %i tries the clue is %o', (tries, state) => {
	expect(CLUE_AFTER_TRIES).toBe(6)
	expect(clueState(tries)).toEqual(state)
})

test('the number of tries is a parameter', () => {
	expect(clueState(2, 3)).toEqual({ kind: 'locked', triesLeft: 1 })
	expect(clueState(3, 3)).toEqual({ kind: 'unlocked' })
})

test("a clue is keyed 'clue' in English and 'clue_<language>' in another (decision 103)", () => {
	expect(clueKeyOf('en')).toBe('clue')
	expect(clueKeyOf('pt-BR')).toBe('clue_pt-BR')
})

test("the day's clue reads in the player's language, in English when the answer has none in it", () => {
	const clues = { clue: 'A bald monk', clue_fr: 'Un moine chauve' }
	expect(clueIn(clues, 'fr')).toBe('Un moine chauve')
	expect(clueIn(clues, 'es')).toBe('A bald monk')
	expect(clueIn(clues, 'en')).toBe('A bald monk')
	expect(clueIn({}, 'fr')).toBeUndefined()
})
