import { answerCharacterIds, MODES } from '@dragondle/core'
import { expect, test } from 'vitest'
import { loadAnswerPools } from './answer-pools.ts'
import { loadContent } from './index.ts'

// The picture insight's pools (decision 125) must be the ones the server schedules from: a
// character missing here would be counted as never possible, one too many as possible.
test.each(MODES)('the insight reads the %s pool the server draws from, on every game', (mode) => {
	const content = loadContent()
	const insight = { characters: content.characters, ...loadAnswerPools() }
	for (const gameNumero of [1, 100, 10_000]) {
		expect(answerCharacterIds(mode, insight, gameNumero)).toEqual(
			answerCharacterIds(mode, content, gameNumero),
		)
	}
})

test('Fusion’s answers are the fused characters alone, Technique’s the attacks’ users', () => {
	const { characters } = loadContent()
	const pools = { characters, ...loadAnswerPools() }
	const fusion = answerCharacterIds('fusion', pools, 1)
	const technique = answerCharacterIds('technique', pools, 1)
	expect(fusion.size).toBeGreaterThan(1)
	expect(fusion.size).toBeLessThan(characters.length)
	expect(technique.size).toBeLessThan(loadContent().techniques.length)
})
