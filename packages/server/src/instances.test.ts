import { randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadContent } from '@dragondle/content'
import { gameNumeroAt } from '@dragondle/core'
import { Redis } from 'ioredis'
import pg from 'pg'
import { describe, expect, onTestFinished, test } from 'vitest'
import { createDailyAnswers } from './daily.ts'
import { type ServerProcess, startServerProcess } from './test/server-process.ts'
import { playerId } from './test/test-app.ts'

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL
const TEST_REDIS_URL = process.env.TEST_REDIS_URL

/** A database of this test alone on the machine's PostgreSQL, dropped afterwards. */
async function freshDatabase(url: string): Promise<string> {
	const name = `dragondle_instances_${Date.now()}_${process.pid}`
	const admin = new pg.Client({ connectionString: url })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	onTestFinished(async () => {
		const cleanup = new pg.Client({ connectionString: url })
		await cleanup.connect()
		await cleanup.query(`drop database if exists ${name} with (force)`)
		await cleanup.end()
	})
	const target = new URL(url)
	target.pathname = `/${name}`
	return target.toString()
}

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)(
	'two server processes behind one address space',
	() => {
		test('sharing PostgreSQL and Redis, a win on one is counted on the other and ranks are exact', async () => {
			// a launch day of this run alone gives it a game number, so Redis keys, of its own
			const secret = `instances-secret-${Date.now()}-${process.pid}-0123456789`
			const LAUNCH_DAY = new Date(Date.UTC(2000, 0, 1 + randomInt(9000))).toISOString().slice(0, 10)
			const env = {
				DATABASE_URL: await freshDatabase(TEST_DATABASE_URL ?? ''),
				REDIS_URL: TEST_REDIS_URL ?? '',
				SCHEDULE_SECRET: secret,
				LAUNCH_DAY,
				RATE_LIMIT_PER_MINUTE: '1000',
			}
			const servers: ServerProcess[] = []
			for (let i = 0; i < 2; i++) {
				const dataDir = mkdtempSync(join(tmpdir(), 'dragondle-instance-'))
				onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
				const server = await startServerProcess({ ...env, DATA_DIR: dataDir })
				onTestFinished(() => {
					server.child.kill('SIGKILL')
				})
				servers.push(server)
			}
			const [first, second] = servers as [ServerProcess, ServerProcess]
			const gameNumero = gameNumeroAt(Date.now(), 'eu', LAUNCH_DAY)
			onTestFinished(async () => {
				const redis = new Redis(TEST_REDIS_URL ?? '')
				await redis.del(
					...['ranks', 'count'].map((key) => `dragondle:winners:{fusion:eu:${gameNumero}}:${key}`),
				)
				redis.disconnect()
			})
			const name = createDailyAnswers(loadContent(), { secret }).answer(
				'fusion',
				'eu',
				gameNumero,
			).champion_name
			// players unique to this run (its secret signs them): the Redis server is shared with other runs
			const players = Array.from({ length: 30 }, (_, i) => playerId(i, secret, Date.now()))
			const win = async (server: ServerProcess, player: string) => {
				const response = await fetch(`${server.url}/api/games/fusion/answer`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ name, utc: 0, player }),
				})
				expect(response.status).toBe(200)
				return (await response.json()) as { correct: boolean; rank: number; count: number }
			}

			const first1 = await win(first, players[0] ?? '')
			expect(first1).toMatchObject({ correct: true, rank: 1 })
			const counted = await fetch(`${second.url}/api/winners/fusion?gameNumero=${gameNumero}&utc=0`)
			expect(await counted.json()).toEqual({ count: 1 })

			const rest = await Promise.all(players.slice(1).map((player, i) => win(i % 2 ? first : second, player)))
			expect(rest.map((result) => result.rank).sort((a, b) => a - b)).toEqual(
				players.slice(1).map((_, i) => i + 2),
			)
			// the first player again, on the other instance: counted once, the first rank kept
			expect(await win(second, players[0] ?? '')).toEqual({ correct: true, rank: 1, count: 30 })
			// both instances serve the same day, built from the same content
			const [bundleA, bundleB] = await Promise.all(
				servers.map((server) => fetch(`${server.url}/api/games/fusion/answer/name?utc=0`)),
			)
			expect(bundleA?.status).toBe(200)
			expect(bundleB?.status).toBe(200)
		}, 90_000)
	},
)
