import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import { expect, onTestFinished, test } from 'vitest'
import { TIMEOUTS } from './app.ts'
import { startServerProcess } from './test/server-process.ts'
import { makeTestApp } from './test/test-app.ts'

function dataDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-privacy-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	return dir
}

const TOKEN = 'QWERT'
const TRANSFER_KEY = 'transfer-key-never-logged-7f1c'
const FORWARDED = '192.0.2.177'
const AGENT = 'agent-never-logged-3b9d'

test('at the default level no request leaves a line in the log: no token, key, address or agent', async () => {
	const server = await startServerProcess({ DATA_DIR: dataDir(), LOG_LEVEL: 'info', TRANSFER_KEY })
	onTestFinished(() => {
		server.child.kill('SIGKILL')
	})
	const before = server.output()
	expect(before).toContain('Dragondle is ready')
	const headers = { 'x-transfer-key': TRANSFER_KEY, 'x-forwarded-for': FORWARDED, 'user-agent': AGENT }
	const requests = [
		`/api/userData?token=${TOKEN}`,
		`/api/userData?token=${TOKEN}x`,
		'/api/games/classic/answer?utc=1',
		'/api/games/classic/answer?utc=99',
		`/no/such/page?token=${TOKEN}`,
		`/api/no-such-route?token=${TOKEN}`,
	]
	for (const path of requests) await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer()
	const win = await fetch(`${server.url}/api/games/classic/answer`, {
		method: 'POST',
		headers: { ...headers, 'content-type': 'application/json' },
		body: JSON.stringify({ name: 'Nobody', utc: 0, player: 'made-up-player' }),
	})
	expect(win.status).toBe(403)
	// once the process has ended, its log is whole: after the start, only the shutdown's two lines
	server.child.kill('SIGTERM')
	expect(await server.exited).toBe(0)
	const log = server.output()
	const lines = log.slice(before.length).split('\n').filter(Boolean)
	expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
		'SIGTERM received: no new connections, finishing the requests in flight',
		'stopped',
	])
	for (const secret of [TOKEN, TRANSFER_KEY, FORWARDED, AGENT, 'made-up-player'])
		expect(log).not.toContain(secret)
}, 60_000)

/** Opens a raw connection and writes `head` at once, then `trickle` one byte every `everyMs`. */
function trickle(port: number, head: string, trickle: string, everyMs: number) {
	const socket = connect(port, '127.0.0.1')
	const started = Date.now()
	let answer = ''
	socket.on('data', (chunk) => {
		answer += chunk
	})
	socket.on('error', () => undefined)
	socket.write(head)
	let sent = 0
	const timer = setInterval(() => {
		if (socket.destroyed || sent >= trickle.length) return
		socket.write(trickle.charAt(sent++))
	}, everyMs)
	const closed = new Promise<{ seconds: number; answer: string }>((resolve) =>
		socket.once('close', () => {
			clearInterval(timer)
			resolve({ seconds: (Date.now() - started) / 1000, answer })
		}),
	)
	onTestFinished(() => {
		clearInterval(timer)
		socket.destroy()
	})
	return closed
}

test('a body or headers trickled byte by byte are cut within 30 s with a 408', async () => {
	expect(TIMEOUTS.requestMs + TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(30_000)
	const server = await startServerProcess({ DATA_DIR: dataDir() })
	onTestFinished(() => {
		server.child.kill('SIGKILL')
	})
	const port = Number(new URL(server.url).port)
	const body = JSON.stringify({ name: 'Goku', utc: 0, player: 'x'.repeat(40) })
	const slowBody = trickle(
		port,
		`POST /api/games/classic/answer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
		body,
		1000,
	)
	const slowHeaders = trickle(port, 'GET /api/ HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.padEnd(60, 'a'), 1000)
	const [cutBody, cutHeaders] = await Promise.all([slowBody, slowHeaders])
	for (const cut of [cutBody, cutHeaders]) {
		expect(cut.seconds).toBeLessThan(30)
		expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /)
	}
	// the headers' own limit is shorter than the whole request's
	expect(cutHeaders.seconds).toBeLessThan(cutBody.seconds)
	// the server is still there for everyone else
	expect((await fetch(`${server.url}/api/`)).status).toBe(200)
}, 60_000)

test('a full transfer store is logged once a minute, not once for each refused export', async () => {
	const lines: string[] = []
	const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
	const { app } = await makeTestApp({ env: { TRANSFER_MAX_LIVE: '1' }, logger })
	const post = (n: number) =>
		app.inject({
			method: 'POST',
			url: '/api/userData',
			remoteAddress: `198.51.100.${n}`,
			headers: { 'x-transfer-key': 'dragondle-transfer-dev' },
			payload: { data: `progress ${n}` },
		})
	expect((await post(1)).statusCode).toBe(200)
	const refused = [await post(2), await post(3), await post(4)]
	expect(refused.map((answer) => answer.json().code)).toEqual([
		'STORAGE_FULL',
		'STORAGE_FULL',
		'STORAGE_FULL',
	])
	expect(lines.filter((line) => line.includes('STORAGE_FULL'))).toHaveLength(1)
	expect(lines.join('')).not.toContain('198.51.100')
})
