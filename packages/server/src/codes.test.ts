import { TOKEN_ALPHABET } from '@dragondle/core'
import { expect, test } from 'vitest'
import { drawCode, drawStreakCode, STREAK_CODE_PATTERN } from './codes.ts'

test('a drawn code has the length asked for, in the token alphabet only', () => {
	for (let i = 0; i < 200; i++) {
		const code = drawCode(5)
		expect(code).toHaveLength(5)
		expect([...code].every((char) => TOKEN_ALPHABET.includes(char))).toBe(true)
	}
})

test('every character of the alphabet is drawn, none favoured', () => {
	const counts = new Map<string, number>()
	for (const char of drawCode(31_000)) counts.set(char, (counts.get(char) ?? 0) + 1)
	expect(counts.size).toBe(TOKEN_ALPHABET.length)
	// 1000 expected each; 5 standard deviations (about 5 × 31) either side
	for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(160)
})

test('a streak code is three groups of four, dash-separated, and matches the pattern', () => {
	const code = drawStreakCode()
	expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
	expect(code).toMatch(STREAK_CODE_PATTERN)
	expect(new Set(Array.from({ length: 100 }, drawStreakCode)).size).toBe(100)
})

test.each([
	'ABCD-EFGH-JKM',
	'ABCD-EFGH-JKMNP',
	'ABCDEFGHJKMN',
	'abcd-efgh-jkmn',
	'ABCD-EFGH-JKM0',
	' ABCD-EFGH-JKMN',
])('%j is not shaped like a streak code', (text) => {
	expect(STREAK_CODE_PATTERN.test(text)).toBe(false)
})
