import { decryptJson } from '@dragondle/core'
import { expect, test } from 'vitest'
import { createDailyAnswers } from './daily.ts'
import { makeArtNames, makeContent } from './test/factories.ts'
import { createSealedAnswers } from './today.ts'

const KEY = 'test-answer-key'

function sealedAt(clock: () => number) {
	const daily = createDailyAnswers(makeContent(), { secret: 'secret' }, makeArtNames())
	return createSealedAnswers({ daily, clock, launchDay: '2026-01-01' }, KEY)
}

test('today’s answer is sealed once, and again at the next game', async () => {
	let now = Date.UTC(2026, 0, 10, 21, 59, 59, 999)
	const sealed = sealedAt(() => now)
	const [first, second] = await Promise.all([sealed.get('classic', 'eu'), sealed.get('classic', 'eu')])
	expect(second).toBe(first)
	expect(await sealed.get('classic', 'eu')).toBe(first)
	expect(first.today.gameNumero).toBe(10)
	expect(await decryptJson(first.name, KEY)).toBe(first.today.answer.champion_name)
	// midnight in eu: the sealed answer is yesterday's, so game 11 is sealed
	now += 1
	const next = await sealed.get('classic', 'eu')
	expect(next.today.gameNumero).toBe(11)
	expect(await sealed.get('classic', 'eu')).toBe(next)
	// the other region's game has not changed
	expect((await sealed.get('classic', 'us')).today.gameNumero).toBe(10)
})

test('before launch day, game 1 is sealed once, not on every request', async () => {
	const sealed = sealedAt(() => Date.UTC(2025, 5, 1))
	const first = await sealed.get('fusion', 'us')
	expect(await sealed.get('fusion', 'us')).toBe(first)
	expect(first.today.gameNumero).toBe(1)
})
