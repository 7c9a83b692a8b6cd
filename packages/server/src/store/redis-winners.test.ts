import { randomInt } from 'node:crypto'
import { Redis } from 'ioredis'
import { describe, expect, onTestFinished, test } from 'vitest'
import { makeTestApp, NOON_JAN_10, playerId } from '../test/test-app.ts'

const TEST_REDIS_URL = process.env.TEST_REDIS_URL
const DAY_MS = 86_400_000

describe.skipIf(!TEST_REDIS_URL)('the winner counter on Redis', () => {
	test('two instances sharing Redis give ranks 1..N with no gap or repeat, and a player keeps their rank', async () => {
		const connect = () => {
			const redis = new Redis(TEST_REDIS_URL ?? '')
			onTestFinished(() => {
				redis.disconnect()
			})
			return redis
		}
		// a game of this run alone: other runs share the Redis server. Its day stays within what a
		// player id can carry (a 16-bit day number, until 2149): 40,000 games from 2026 end in 2135.
		const gameNumero = 10 + randomInt(1000, 40_000)
		const clock = () => NOON_JAN_10 + (gameNumero - 10) * DAY_MS
		const cleanup = connect()
		onTestFinished(async () => {
			await cleanup.del(
				...['ranks', 'count', 'guesses'].map((key) => `dragondle:winners:{classic:eu:${gameNumero}}:${key}`),
			)
		})
		const env = { RATE_LIMIT_PER_MINUTE: '1000' }
		const first = await makeTestApp({ clock, env, redis: connect() })
		const second = await makeTestApp({ clock, env, redis: connect() })
		const name = first.daily.answer('classic', 'eu', gameNumero).champion_name
		// each win says its guesses: 1 to 4 in turn
		const win = (app: typeof first.app, player: string, index = 0) =>
			app.inject({
				method: 'POST',
				url: '/api/games/classic/answer',
				payload: { name, utc: 0, player, nbGuesses: 1 + (index % 4) },
			})

		const players = Array.from({ length: 40 }, (_, i) => playerId(i, undefined, clock()))
		const answers = await Promise.all(
			players.map((player, i) => win(i % 2 === 0 ? first.app : second.app, player, i)),
		)
		const ranks = answers.map((answer) => answer.json().rank as number)
		expect([...ranks].sort((a, b) => a - b)).toEqual(players.map((_, i) => i + 1))

		// the same player again, on the other instance: the first rank, counted once
		const again = await win(second.app, players[0] ?? '')
		expect(again.json()).toEqual({ correct: true, rank: ranks[0], count: 40 })
		const count = await first.app.inject({ url: `/api/winners/classic?gameNumero=${gameNumero}&utc=0` })
		expect(count.json()).toEqual({ count: 40 })
		// by guess number, counts only: ten of each, the repeated win adding nothing
		const guesses = await second.app.inject({
			url: `/api/winners/classic/guesses?gameNumero=${gameNumero}&utc=0`,
		})
		expect(guesses.json()).toEqual({ byGuesses: [1, 2, 3, 4].map((nbGuesses) => ({ nbGuesses, count: 10 })) })
		expect(await cleanup.hgetall(`dragondle:winners:{classic:eu:${gameNumero}}:guesses`)).toEqual({
			1: '10',
			2: '10',
			3: '10',
			4: '10',
		})
		// nothing was written to the database: the counter is not one hot row
		expect(await first.store.winnerCount({ mode: 'classic', region: 'eu', gameNumero })).toBe(0)
		expect(await first.store.guessCounts({ mode: 'classic', region: 'eu', gameNumero })).toEqual([])
	})
})
