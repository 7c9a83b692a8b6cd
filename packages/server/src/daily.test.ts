import { MODES, scheduleAnswers } from '@dragondle/core'
import { makeCharacter } from '@dragondle/core/testing'
import { expect, test } from 'vitest'
import { createDailyAnswers, EmptyPoolError } from './daily.ts'
import { makeContent } from './test/factories.ts'

const SECRET = 'test-secret'

test('the classic answer is the scheduled character, with its clue', () => {
	const content = makeContent()
	const pool = content.characters.map((character) => ({ key: String(character.championId) }))
	const keys = scheduleAnswers({ mode: 'classic', region: 'eu', pool, secret: SECRET }, 3)
	const daily = createDailyAnswers(content, SECRET)
	for (const [index, key] of keys.entries()) {
		const character = content.characters.find((entry) => String(entry.championId) === key)
		const answer = daily.answer('classic', 'eu', index + 1)
		expect(answer.champion_name).toBe(character?.championName)
		expect(answer.clues).toEqual(character?.clue ? { clue: character.clue } : {})
	}
})

test('game 1 has no yesterday; later games name the previous answer', () => {
	const daily = createDailyAnswers(makeContent(), SECRET)
	expect(daily.answer('fusion', 'us', 1).yesterday).toBeNull()
	expect(daily.answer('fusion', 'us', 8).yesterday).toBe(daily.answer('fusion', 'us', 7).champion_name)
})

test('a game number below 1 (before launch) gives game 1', () => {
	const daily = createDailyAnswers(makeContent(), SECRET)
	expect(daily.answer('classic', 'eu', -4)).toEqual(daily.answer('classic', 'eu', 1))
})

test('a fusion answer names the fused character and carries its crop and image', () => {
	const content = makeContent({ fusions: makeContent().fusions.slice(0, 1) })
	const answer = createDailyAnswers(content, SECRET).answer('fusion', 'eu', 5)
	expect(answer).toMatchObject({
		champion_name: 'Gotenks',
		fusion_imageUrl: '/art/fusions/fusion-4.webp',
		fusion_coordinates_x: 40,
		fusion_coordinates_y: 20,
		fusion_scale_factor: 1.5,
	})
})

test('a technique answer names its user and carries the technique', () => {
	const content = makeContent({ techniques: makeContent().techniques.slice(1, 2) })
	const answer = createDailyAnswers(content, SECRET).answer('technique', 'us', 2)
	expect(answer).toMatchObject({
		champion_name: 'Vegeta',
		technique_name: 'Final Flash',
		technique_imageUrl: '/art/techniques/final-flash.webp',
	})
})

test('answers are stable as days pass and the memoized schedule grows', () => {
	const early = createDailyAnswers(makeContent(), SECRET)
	const fresh = createDailyAnswers(makeContent(), SECRET)
	const first = early.answer('silhouette', 'eu', 3)
	early.answer('silhouette', 'eu', 200)
	expect(early.answer('silhouette', 'eu', 3)).toEqual(first)
	expect(fresh.answer('silhouette', 'eu', 200)).toEqual(early.answer('silhouette', 'eu', 200))
})

test.each(MODES)('every %s answer is valid for a year in both regions', (mode) => {
	const daily = createDailyAnswers(makeContent(), SECRET)
	for (let numero = 1; numero <= 365; numero++) {
		expect(daily.answer(mode, numero % 2 ? 'eu' : 'us', numero).champion_name).not.toBe('')
	}
})

test('a mode without entries has no answer', () => {
	const daily = createDailyAnswers(makeContent({ fusions: [] }), SECRET)
	expect(() => daily.answer('fusion', 'eu', 1)).toThrow(EmptyPoolError)
})

test('a silhouette answer carries the character’s own crop centre, 60/30 unless the pack says otherwise', () => {
	const characters = [
		makeCharacter({ championId: 0, championName: 'Goku', silhouette: { x: 40, y: 20 } }),
		makeCharacter({ championId: 1, championName: 'Vegeta' }),
	]
	const daily = createDailyAnswers(makeContent({ characters }), SECRET)
	const answers = [1, 2, 3, 4, 5, 6].map((n) => daily.answer('silhouette', 'eu', n))
	for (const answer of answers) {
		const centre = answer.champion_name === 'Goku' ? [40, 20] : [60, 30]
		expect([answer.silhouette_x, answer.silhouette_y]).toEqual(centre)
	}
	expect(new Set(answers.map((answer) => answer.champion_name))).toEqual(new Set(['Goku', 'Vegeta']))
})
