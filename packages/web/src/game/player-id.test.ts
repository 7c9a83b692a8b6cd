import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { MODES } from '@dragondle/core'
import { expect, onTestFinished, test, vi } from 'vitest'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue, writeValue } from '../storage/store.ts'
import { postWinAsPlayer } from './player-id.ts'

/** Posts of wins and issues of ids do not wait between their attempts here. */
const NO_WAIT = { sleep: async () => {} }
const WIN = { name: 'Goku', utc: 1 }

type Server = {
	/** Each request, as `METHOD path player`. */
	calls: string[]
	/** The ids issued so far: the only ones whose wins count. */
	issued: string[]
	/** How many more ids this address may have; past it, 429. */
	issuesLeft: number
	/** Every post of a win is refused as from an unknown player. */
	isRefusingEveryone: boolean
	/** Issued ids the server no longer counts (over a week old): refused as unknown. */
	expired: string[]
}

function reply(response: ServerResponse, status: number, body: unknown): void {
	response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

async function bodyOf(request: IncomingMessage): Promise<{ player?: string }> {
	let text = ''
	for await (const chunk of request) text += chunk
	return text === '' ? {} : JSON.parse(text)
}

/**
 * The two routes as the server answers them, on a real port: POST /api/players issues ids while
 * the address has some left; a win counts only with an issued id, else 403 UNKNOWN_PLAYER.
 */
async function startServer(): Promise<Server> {
	const server: Server = { calls: [], issued: [], issuesLeft: 10, isRefusingEveryone: false, expired: [] }
	const http = createServer(async (request, response) => {
		const { player } = await bodyOf(request)
		server.calls.push(`${request.method} ${request.url} ${player ?? ''}`.trim())
		if (request.url === '/api/players') {
			if (server.issuesLeft-- <= 0) return reply(response, 429, { message: 'Rate limit exceeded' })
			server.issued.push(`issued-${server.issued.length + 1}-0123456789`)
			return reply(response, 200, { player: server.issued.at(-1) })
		}
		const counts = server.issued.includes(player ?? '') && !server.expired.includes(player ?? '')
		if (server.isRefusingEveryone || !counts) {
			return reply(response, 403, { message: 'Unknown player', code: 'UNKNOWN_PLAYER' })
		}
		return reply(response, 200, { correct: true, rank: 3, count: 3 })
	})
	await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
	const { port } = http.address() as AddressInfo
	vi.stubEnv('VITE_API_ORIGIN', `http://127.0.0.1:${port}`)
	onTestFinished(async () => {
		vi.unstubAllEnvs()
		await new Promise((resolve) => http.close(resolve))
	})
	return server
}

test('the first win asks the server for an id and keeps it; the next wins reuse it', async () => {
	const server = await startServer()
	expect(await postWinAsPlayer('classic', WIN, NO_WAIT)).toEqual({ correct: true, rank: 3, count: 3 })
	expect(await postWinAsPlayer('fusion', WIN, NO_WAIT)).toMatchObject({ rank: 3 })
	const [player] = server.issued
	expect(readValue(STORAGE_KEYS.player)).toBe(player)
	expect(server.calls).toEqual([
		'POST /api/players',
		`POST /api/games/classic/answer ${player}`,
		`POST /api/games/fusion/answer ${player}`,
	])
})

test('wins posted together ask for one id', async () => {
	const server = await startServer()
	const wins = await Promise.all(MODES.map((mode) => postWinAsPlayer(mode, WIN, NO_WAIT)))
	expect(wins).toEqual(MODES.map(() => expect.objectContaining({ rank: 3 })))
	expect(server.issued).toHaveLength(1)
})

test('an id the page made itself before ids were issued is replaced, and the win posted once more', async () => {
	const server = await startServer()
	const madeByThePage = '0123456789abcdef0123456789abcdef'
	writeValue(STORAGE_KEYS.player, madeByThePage)
	expect(await postWinAsPlayer('technique', WIN, NO_WAIT)).toMatchObject({ rank: 3 })
	const [player] = server.issued
	expect(readValue(STORAGE_KEYS.player)).toBe(player)
	expect(server.calls).toEqual([
		`POST /api/games/technique/answer ${madeByThePage}`,
		'POST /api/players',
		`POST /api/games/technique/answer ${player}`,
	])
})

test('an id the server no longer counts (over a week old) is replaced, and the win posted once more', async () => {
	const server = await startServer()
	expect(await postWinAsPlayer('classic', WIN, NO_WAIT)).toMatchObject({ rank: 3 })
	const [old] = server.issued
	server.expired.push(old ?? '')
	expect(await postWinAsPlayer('fusion', WIN, NO_WAIT)).toMatchObject({ rank: 3 })
	const renewed = server.issued[1]
	expect(readValue(STORAGE_KEYS.player)).toBe(renewed)
	expect(server.calls.slice(2)).toEqual([
		`POST /api/games/fusion/answer ${old}`,
		'POST /api/players',
		`POST /api/games/fusion/answer ${renewed}`,
	])
})

test('an id refused again is not retried in a loop: the win reads as not posted', async () => {
	const server = await startServer()
	server.isRefusingEveryone = true
	expect(await postWinAsPlayer('classic', WIN, NO_WAIT)).toBeNull()
	expect(server.calls.filter((call) => call.startsWith('POST /api/games/'))).toHaveLength(2)
	expect(server.issued).toHaveLength(2)
})

test('without an id (the address has had its ids for the hour) the win is not posted, and is later', async () => {
	const server = await startServer()
	server.issuesLeft = 0
	expect(await postWinAsPlayer('silhouette', WIN, NO_WAIT)).toBeNull()
	expect(server.calls).toEqual(['POST /api/players'])
	expect(readValue(STORAGE_KEYS.player)).toBe('')

	server.issuesLeft = 1
	expect(await postWinAsPlayer('silhouette', WIN, NO_WAIT)).toMatchObject({ rank: 3 })
	expect(readValue(STORAGE_KEYS.player)).toBe(server.issued[0])
})

test('an unreachable server gets the three attempts of any post, then the win reads as not posted', async () => {
	const server = await startServer()
	vi.stubEnv('VITE_API_ORIGIN', 'http://127.0.0.1:1')
	const sleep = vi.fn(async (_ms: number) => {})
	expect(await postWinAsPlayer('classic', WIN, { sleep })).toBeNull()
	expect(sleep.mock.calls).toEqual([[5000], [5000]])
	expect(server.calls).toEqual([])
	expect(readValue(STORAGE_KEYS.player)).toBe('')
})
