// What players see, second by second, when PostgreSQL restarts under load: the production server
// (compiled) on a PostgreSQL cluster of this script's own, 16 clients asking today's answer, the
// winner count and posting wins; PostgreSQL stops at 3 s and starts again at 8 s.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, numberedPlayerId, startOwnPostgres } from '@dragondle/server/testing'
import {
	BENCH_SECRET,
	benchClassicToday,
	buildProductionServer,
	startProductionServer,
} from './production-server.ts'

const STOP_AT_S = 3
const START_AT_S = 8
const END_AT_S = 14
const CLIENTS = 16

type Kind = 'answer' | 'count' | 'win'

/** Player id number n of the bench's server (a win counts only for an id it would issue). */
const benchPlayer = (n: number) => numberedPlayerId(BENCH_SECRET, n)
type Second = Record<Kind, Record<string, number>>

buildProductionServer()
const postgres = await startOwnPostgres()
const server = await startProductionServer(await freePort(), {
	DATABASE_URL: postgres.url,
	DATA_DIR: mkdtempSync(join(tmpdir(), 'dragondle-restart-')),
})
const { base } = server
try {
	const { gameNumero, name } = benchClassicToday()
	const seconds: Second[] = Array.from({ length: END_AT_S }, () => ({ answer: {}, count: {}, win: {} }))
	const started = Date.now()
	let player = 0
	const note = (kind: Kind, outcome: string) => {
		const second = seconds[Math.floor((Date.now() - started) / 1000)]
		if (second) second[kind][outcome] = (second[kind][outcome] ?? 0) + 1
	}
	const ask = async (kind: Kind) => {
		const init: RequestInit =
			kind === 'win'
				? {
						method: 'POST',
						headers: { 'content-type': 'application/json' },
						body: JSON.stringify({ name, utc: 0, player: benchPlayer(player++) }),
					}
				: {}
		const path = {
			answer: '/api/games/classic/answer?utc=0',
			count: `/api/winners/classic?gameNumero=${gameNumero}&utc=0`,
			win: '/api/games/classic/answer',
		}[kind]
		try {
			const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(5000) })
			await response.arrayBuffer()
			note(kind, String(response.status))
		} catch {
			note(kind, 'failed')
		}
	}
	const kinds: Kind[] = ['answer', 'count', 'win']
	const client = async (index: number) => {
		const kind = kinds[index % kinds.length] ?? 'answer'
		while (Date.now() - started < END_AT_S * 1000) await ask(kind)
	}
	setTimeout(() => postgres.stop(), STOP_AT_S * 1000)
	setTimeout(() => postgres.start(), START_AT_S * 1000)
	await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))
	console.log(
		`PostgreSQL stopped at ${STOP_AT_S} s, started at ${START_AT_S} s; answers per second by status`,
	)
	console.log('second  answer GET            winner count GET      win POST              server alive')
	const cell = (outcomes: Record<string, number>) =>
		Object.entries(outcomes)
			.map(([status, count]) => `${status}×${count}`)
			.join(' ')
			.padEnd(22)
	seconds.forEach((second, index) => {
		console.log(
			`${String(index).padStart(6)}  ${cell(second.answer)}${cell(second.count)}${cell(second.win)}${server.child.exitCode === null ? 'yes' : 'no'}`,
		)
	})
} finally {
	await server.stop()
	await postgres.destroy()
}
