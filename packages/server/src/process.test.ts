import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadContent } from '@dragondle/content'
import { decryptJson, gameNumeroAt } from '@dragondle/core'
import Database from 'better-sqlite3'
import { expect, onTestFinished, test } from 'vitest'
import { createDailyAnswers } from './daily.ts'
import { startServerProcess } from './test/server-process.ts'
import { playerId } from './test/test-app.ts'

const SECRET = 'process-schedule-secret-of-32-characters'
const LAUNCH_DAY = '2026-01-01'

function dataDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-process-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	return dir
}

/** Resolves once `condition` holds, checked every 20 ms; fails after 10 s. */
async function until(condition: () => boolean | Promise<boolean>) {
	const deadline = Date.now() + 10_000
	while (!(await condition())) {
		if (Date.now() > deadline) throw new Error(`still not so after 10 s: ${condition}`)
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
}

function todaysClassicName(): string {
	const gameNumero = gameNumeroAt(Date.now(), 'eu', LAUNCH_DAY)
	return createDailyAnswers(loadContent(), { secret: SECRET }).answer('classic', 'eu', gameNumero)
		.champion_name
}

test('SIGTERM stops taking connections, lets the request in flight finish, then exits 0', async () => {
	const server = await startServerProcess({ DATA_DIR: dataDir(), SCHEDULE_SECRET: SECRET, LAUNCH_DAY })
	onTestFinished(() => {
		server.child.kill('SIGKILL')
	})
	const body = JSON.stringify({ name: todaysClassicName(), utc: 0, player: playerId(1, SECRET, Date.now()) })
	const { port } = new URL(server.url)
	// a request whose body is still arriving when the signal comes
	const socket = connect(Number(port), '127.0.0.1')
	let answer = ''
	socket.on('data', (chunk) => {
		answer += chunk
	})
	const closed = new Promise((resolve) => socket.once('close', resolve))
	// the server says 100 Continue once it has the request's head: the request is then in flight
	socket.write(
		`POST /api/games/classic/answer HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
	)
	await until(() => answer.startsWith('HTTP/1.1 100 Continue\r\n\r\n'))
	socket.write(body.slice(0, 10))
	server.child.kill('SIGTERM')
	await until(
		async () =>
			!(await fetch(`${server.url}/health`).then(
				() => true,
				() => false,
			)),
	)
	expect(server.child.exitCode).toBeNull()

	socket.write(body.slice(10))
	await closed
	expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /)
	expect(answer).toContain('"correct":true,"rank":1')
	expect(await server.exited).toBe(0)
}, 60_000)

test('a SQLite server killed in the middle of writes loses no win it acknowledged, and its file stays sound', async () => {
	const dir = dataDir()
	const server = await startServerProcess({
		DATA_DIR: dir,
		SCHEDULE_SECRET: SECRET,
		LAUNCH_DAY,
		RATE_LIMIT_PER_MINUTE: '100000',
	})
	onTestFinished(() => {
		server.child.kill('SIGKILL')
	})
	const name = todaysClassicName()
	const acknowledged = new Map<string, number>()
	let next = 0
	let killed = false
	const worker = async () => {
		while (!killed) {
			const player = playerId(next++, SECRET, Date.now())
			try {
				const response = await fetch(`${server.url}/api/games/classic/answer`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ name, utc: 0, player }),
				})
				if (response.ok) acknowledged.set(player, ((await response.json()) as { rank: number }).rank)
			} catch {
				// the process is gone: this win was never acknowledged
			}
			if (acknowledged.size >= 300 && !killed) {
				killed = true
				server.child.kill('SIGKILL')
			}
		}
	}
	await Promise.all(Array.from({ length: 16 }, worker))
	await server.exited

	const db = new Database(join(dir, 'dragondle.sqlite'))
	onTestFinished(() => {
		db.close()
	})
	expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
	const rows = db.prepare('select player, rank from winners').all() as { player: string; rank: number }[]
	const stored = new Map(rows.map((row) => [row.player, row.rank]))
	for (const [player, rank] of acknowledged) expect(stored.get(player), player).toBe(rank)
	// what was committed is whole: ranks 1..N, no gap, no repeat, and the count agrees
	expect(rows.map((row) => row.rank).sort((a, b) => a - b)).toEqual(rows.map((_, i) => i + 1))
	const { count } = db.prepare('select count from win_counts').get() as { count: number }
	expect(count).toBe(rows.length)
	expect(acknowledged.size).toBeGreaterThanOrEqual(300)
}, 60_000)

/** The secrets an install keeps in its SQLite file (decision 107), by name. */
function keptSecrets(dir: string): Record<string, string> {
	const db = new Database(join(dir, 'dragondle.sqlite'), { readonly: true })
	try {
		const rows = db.prepare('select name, value from install_secrets').all() as {
			name: string
			value: string
		}[]
		return Object.fromEntries(rows.map((row) => [row.name, row.value]))
	} finally {
		db.close()
	}
}

test('a production start with no settings draws its own secrets, keeps them across a restart, and answers with them', async () => {
	const dir = dataDir()
	const answerOf = async () => {
		const server = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dir, LAUNCH_DAY })
		try {
			const { data } = (await (await fetch(`${server.url}/api/games/classic/answer?utc=0`)).json()) as {
				data: string
			}
			const secrets = keptSecrets(dir)
			const answer = (await decryptJson(data, secrets.ANSWER_KEY ?? '')) as { champion_name: string }
			return { secrets, name: answer.champion_name }
		} finally {
			server.child.kill('SIGTERM')
			await server.exited
		}
	}
	const first = await answerOf()
	expect(Object.keys(first.secrets).sort()).toEqual(['ANSWER_KEY', 'SCHEDULE_SECRET', 'TRANSFER_KEY'])
	const gameNumero = gameNumeroAt(Date.now(), 'eu', LAUNCH_DAY)
	const draw = { secret: first.secrets.SCHEDULE_SECRET ?? '' }
	expect(first.name).toBe(
		createDailyAnswers(loadContent(), draw).answer('classic', 'eu', gameNumero).champion_name,
	)
	const second = await answerOf()
	expect(second).toEqual(first)
}, 60_000)

test('a SCHEDULE_SECRET under 32 characters stops the start with a message naming it', async () => {
	await expect(
		startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir(), SCHEDULE_SECRET: 'short-secret' }),
	).rejects.toThrow(/exited \(1\)[\s\S]*SCHEDULE_SECRET: use 32 random characters or more/)
})
