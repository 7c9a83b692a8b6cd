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

test('today’s answer is sealed once, ready without waiting after that, and again at the next game', async () => {
	let now = Date.UTC(2026, 0, 10, 21, 59, 59, 999)
	const sealed = sealedAt(() => now)
	expect(sealed.ready('classic', 'eu')).toBeUndefined()
	const first = sealed.get('classic', 'eu')
	expect(sealed.get('classic', 'eu')).toBe(first)
	const answer = await first
	expect(sealed.ready('classic', 'eu')).toBe(answer)
	expect(answer.today.gameNumero).toBe(10)
	expect(await decryptJson(answer.name, KEY)).toBe(answer.today.answer.champion_name)
	// midnight in eu: the sealed answer is yesterday's, so nothing is ready until game 11 is sealed
	now += 1
	expect(sealed.ready('classic', 'eu')).toBeUndefined()
	expect((await sealed.get('classic', 'eu')).today.gameNumero).toBe(11)
	expect(sealed.ready('classic', 'eu')?.today.gameNumero).toBe(11)
	// the other region's game has not changed
	expect(sealed.ready('classic', 'us')).toBeUndefined()
})

test('before launch day, game 1 is sealed once, not on every request', async () => {
	const sealed = sealedAt(() => Date.UTC(2025, 5, 1))
	const first = sealed.get('fusion', 'us')
	expect(sealed.get('fusion', 'us')).toBe(first)
	expect((await first).today.gameNumero).toBe(1)
	expect(sealed.ready('fusion', 'us')).toBe(await first)
})
