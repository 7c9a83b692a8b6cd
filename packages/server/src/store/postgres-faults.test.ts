import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadContent } from '@dragondle/content'
import { gameNumeroAt } from '@dragondle/core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest'
import { createDailyAnswers } from '../daily.ts'
import { POSTGRES_BIN, startOwnPostgres } from '../test/own-postgres.ts'
import { type ServerProcess, startServerProcess } from '../test/server-process.ts'
import { playerId } from '../test/test-app.ts'

const SECRET = 'faults-schedule-secret-of-32-characters'
const LAUNCH_DAY = '2026-01-01'

function todaysClassicName(): string {
	const gameNumero = gameNumeroAt(Date.now(), 'eu', LAUNCH_DAY)
	return createDailyAnswers(loadContent(), { secret: SECRET }).answer('classic', 'eu', gameNumero)
		.champion_name
}

async function get(server: ServerProcess, path: string) {
	const response = await fetch(`${server.url}${path}`)
	return { status: response.status, headers: response.headers, body: await response.text() }
}

/** Posts today's win as player id number n of this install. */
async function postWin(server: ServerProcess, n: number) {
	const player = playerId(n, SECRET, Date.now())
	const response = await fetch(`${server.url}/api/games/classic/answer`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ name: todaysClassicName(), utc: 0, player }),
	})
	return { status: response.status, headers: response.headers, body: await response.text() }
}

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
	const deadline = Date.now() + ms
	for (;;) {
		const value = await probe()
		if (ok(value) || Date.now() > deadline) return value
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
}

/** Everything a player needs before a win: none of it may depend on the database. */
const DATABASE_FREE = [
	'/api/games/classic/answer?utc=0',
	'/api/games/silhouette/answer/name?utc=0',
	'/cache/cache.json',
	'/health',
	'/api/',
]

describe.skipIf(!POSTGRES_BIN)('PostgreSQL going away and coming back', () => {
	let postgres: Awaited<ReturnType<typeof startOwnPostgres>>
	beforeAll(async () => {
		postgres = await startOwnPostgres()
	}, 60_000)
	afterAll(async () => postgres?.destroy())

	function server(databaseUrl: string) {
		const dataDir = mkdtempSync(join(tmpdir(), 'dragondle-faults-'))
		onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
		return startServerProcess({
			DATABASE_URL: databaseUrl,
			DATA_DIR: dataDir,
			SCHEDULE_SECRET: SECRET,
			LAUNCH_DAY,
		})
	}

	test('a restart of PostgreSQL never stops the server: answers keep coming, database routes answer 503 with Retry-After, then recover alone', async () => {
		const running = await server(postgres.url)
		onTestFinished(() => {
			running.child.kill('SIGKILL')
		})
		expect((await postWin(running, 1)).status).toBe(200)
		expect((await get(running, '/ready')).status).toBe(200)

		postgres.stop()
		for (const path of DATABASE_FREE) expect((await get(running, path)).status, path).toBe(200)
		for (const answer of [
			await get(running, '/api/winners/classic?gameNumero=1&utc=0'),
			await get(running, '/api/winners/classic/guesses?gameNumero=1&utc=0'),
			await postWin(running, 2),
			await get(running, '/ready'),
		]) {
			expect(answer.status).toBe(503)
			expect(answer.headers.get('retry-after')).toBe('5')
			expect(JSON.parse(answer.body)).toEqual({
				message: expect.stringMatching(/database is not answering/),
				code: 'DATABASE_UNAVAILABLE',
			})
		}
		// the pool's idle connections die with the database: the process must outlive their errors
		await eventually(
			async () => running.output(),
			(output) => output.includes('database error outside a request'),
		)
		expect(running.child.exitCode).toBeNull()
		expect((await get(running, '/api/games/fusion/answer?utc=0')).status).toBe(200)

		postgres.start()
		const back = await eventually(
			() => postWin(running, 3),
			(answer) => answer.status === 200,
		)
		expect(back.status).toBe(200)
		expect(JSON.parse(back.body)).toMatchObject({ correct: true, rank: 2, count: 2 })
		expect((await get(running, '/ready')).status).toBe(200)
		expect(running.child.exitCode).toBeNull()
	}, 90_000)

	test('a server started while PostgreSQL is down serves the answers, and creates its tables once the database is up', async () => {
		const admin = new pg.Client({ connectionString: postgres.url })
		await admin.connect()
		await admin.query('create database late_start')
		await admin.end()
		postgres.stop()
		const running = await server(postgres.url.replace(/\/postgres$/, '/late_start'))
		onTestFinished(() => {
			running.child.kill('SIGKILL')
		})
		for (const path of DATABASE_FREE) expect((await get(running, path)).status, path).toBe(200)
		expect((await get(running, '/ready')).status).toBe(503)

		postgres.start()
		const ready = await eventually(
			() => get(running, '/ready'),
			(answer) => answer.status === 200,
		)
		expect(ready.status).toBe(200)
		expect(JSON.parse((await postWin(running, 4)).body)).toMatchObject({
			correct: true,
			rank: 1,
		})
	}, 90_000)
})
