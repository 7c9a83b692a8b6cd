import { expect, test } from 'vitest'
import type { GameState } from './game.ts'
import { applyGuess, NEW_GAME, restoreGame } from './game.ts'
import { makeCharacter } from './test-factories.ts'

const CHARACTERS = [
	makeCharacter({ championId: 0, championName: 'Son Goku' }),
	makeCharacter({ championId: 1, championName: 'Vegeta' }),
	makeCharacter({ championId: 2, championName: 'Piccolo' }),
	makeCharacter({ championId: 3, championName: 'Mr. Satan' }),
]
const ANSWER = 'Piccolo'

function playing(...guesses: string[]): GameState {
	return { guesses, status: 'playing' }
}

test('a new game has no guesses and is being played', () => {
	expect(NEW_GAME).toEqual({ guesses: [], status: 'playing' })
})

test('a wrong guess is added and the game goes on', () => {
	expect(applyGuess(NEW_GAME, 'Vegeta', ANSWER, CHARACTERS)).toEqual({
		kind: 'accepted',
		state: playing('Vegeta'),
		correct: false,
	})
})

test('a correct guess ends the game as won', () => {
	expect(applyGuess(playing('Vegeta'), 'Piccolo', ANSWER, CHARACTERS)).toEqual({
		kind: 'accepted',
		state: { guesses: ['Vegeta', 'Piccolo'], status: 'won' },
		correct: true,
	})
})

test.each([
	['piccolo', true],
	['PICCOLO', true],
	['  Piccolo ', true],
	['mr. satan', false],
])('a guess typed %j is stored under the canonical name (correct: %s)', (typed, correct) => {
	const outcome = applyGuess(NEW_GAME, typed, ANSWER, CHARACTERS)
	const canonical = CHARACTERS.find((c) => c.championName.toLowerCase() === typed.trim().toLowerCase())
	expect(outcome).toMatchObject({ kind: 'accepted', correct, state: { guesses: [canonical?.championName] } })
})

test.each<[string, GameState, string, string]>([
	['an unknown name', NEW_GAME, 'Gokuu', 'unknown-name'],
	['an empty name', NEW_GAME, '', 'unknown-name'],
	['a name already guessed', playing('Vegeta'), 'Vegeta', 'already-guessed'],
	['a name already guessed in another case', playing('Vegeta'), 'VEGETA', 'already-guessed'],
	['any guess after the win', { guesses: ['Piccolo'], status: 'won' }, 'Vegeta', 'game-over'],
	['the answer again after the win', { guesses: ['Piccolo'], status: 'won' }, 'Piccolo', 'game-over'],
])('%s is refused', (_, state, name, kind) => {
	expect(applyGuess(state, name, ANSWER, CHARACTERS)).toEqual({ kind })
})

test.each<[string, unknown, GameState]>([
	['nothing stored', undefined, NEW_GAME],
	['null', null, NEW_GAME],
	['a string', 'Vegeta', NEW_GAME],
	['an object', { guesses: ['Vegeta'] }, NEW_GAME],
	['a list holding a number', ['Vegeta', 3], NEW_GAME],
	['an empty list', [], NEW_GAME],
	['wrong guesses', ['Vegeta', 'Son Goku'], playing('Vegeta', 'Son Goku')],
	['unknown names', ['Vegeta', 'Cell', 'Son Goku'], playing('Vegeta', 'Son Goku')],
	['duplicates', ['Vegeta', 'vegeta', 'Vegeta'], playing('Vegeta')],
	['names in another case', ['son goku'], playing('Son Goku')],
	['the answer', ['Vegeta', 'Piccolo'], { guesses: ['Vegeta', 'Piccolo'], status: 'won' }],
	['guesses after the answer', ['Piccolo', 'Vegeta'], { guesses: ['Piccolo'], status: 'won' }],
])('restoring %s gives the expected game', (_, stored, expected) => {
	expect(restoreGame(stored, ANSWER, CHARACTERS)).toEqual(expected)
})
