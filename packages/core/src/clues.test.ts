import { expect, test } from 'vitest'
import { CLUE_AFTER_TRIES, clueState } from './clues.ts'

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
