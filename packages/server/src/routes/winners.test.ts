import { expect, test } from 'vitest'
import { makeTestApp, NOON_JAN_10, playerId } from '../test/test-app.ts'

test('the winner count of a game is what the store holds for its mode and region', async () => {
	const { app, store } = await makeTestApp()
	await store.recordWin({ mode: 'fusion', region: 'us', gameNumero: 4, player: playerId(1) })
	await store.recordWin({ mode: 'fusion', region: 'us', gameNumero: 4, player: playerId(2) })
	const response = await app.inject({ method: 'GET', url: '/api/winners/fusion?gameNumero=4&utc=-6' })
	expect(response.statusCode).toBe(200)
	expect(response.headers['cache-control']).toBe('no-store')
	expect(response.json()).toEqual({ count: 2 })
	const eu = await app.inject({ method: 'GET', url: '/api/winners/fusion?gameNumero=4' })
	expect(eu.json()).toEqual({ count: 0 })
})

test('a count read is sent again for a second, then read anew', async () => {
	let now = NOON_JAN_10
	const { app, store } = await makeTestApp({ clock: () => now })
	const url = '/api/winners/classic?gameNumero=4&utc=2'
	const count = async () => (await app.inject({ method: 'GET', url })).json().count
	expect(await count()).toBe(0)
	await store.recordWin({ mode: 'classic', region: 'eu', gameNumero: 4, player: playerId(1) })
	now += 999
	expect(await count()).toBe(0)
	now += 1
	expect(await count()).toBe(1)
})

test('a game’s winners by guess number are what the store holds for its mode and region, read anew each time', async () => {
	const { app, store } = await makeTestApp()
	const url = '/api/winners/technique/guesses?gameNumero=4&utc=-6'
	expect((await app.inject({ method: 'GET', url })).json()).toEqual({ byGuesses: [] })
	const game = { mode: 'technique', region: 'us', gameNumero: 4 } as const
	await store.recordWin({ ...game, player: playerId(1), nbGuesses: 5 })
	await store.recordWin({ ...game, player: playerId(2), nbGuesses: 2 })
	await store.recordWin({ ...game, player: playerId(3), nbGuesses: 5 })
	const response = await app.inject({ method: 'GET', url })
	expect(response.statusCode).toBe(200)
	expect(response.headers['cache-control']).toBe('no-store')
	expect(response.json()).toEqual({
		byGuesses: [
			{ nbGuesses: 2, count: 1 },
			{ nbGuesses: 5, count: 2 },
		],
	})
	const eu = await app.inject({ method: 'GET', url: '/api/winners/technique/guesses?gameNumero=4' })
	expect(eu.json()).toEqual({ byGuesses: [] })
})

test.each([
	['/api/winners/fusion/guesses?gameNumero=four', 'querystring.gameNumero'],
	['/api/winners/fusion/guesses?gameNumero=0', 'querystring.gameNumero'],
	['/api/winners/fusion/guesses?gameNumero=100001', 'querystring.gameNumero'],
	['/api/winners/fusion/guesses', 'querystring.gameNumero'],
	['/api/winners/card/guesses?gameNumero=1', 'params.mode'],
	['/api/winners/silhouette/guesses?gameNumero=1&utc=15', 'querystring.utc'],
	['/api/winners/silhouette/guesses?gameNumero=1&utc=east', 'querystring.utc'],
])('%s is a 400 naming %s', async (url, field) => {
	const { app } = await makeTestApp()
	const response = await app.inject({ method: 'GET', url })
	expect(response.statusCode).toBe(400)
	expect(response.json()).toEqual({ message: expect.stringContaining(field), code: 'INVALID_INPUT' })
})

test.each([
	['/api/winners/fusion?gameNumero=four', 'querystring.gameNumero'],
	['/api/winners/fusion?gameNumero=0', 'querystring.gameNumero'],
	['/api/winners/fusion', 'querystring.gameNumero'],
	['/api/winners/card?gameNumero=1', 'params.mode'],
	['/api/winners/classic?gameNumero=1&utc=-20', 'querystring.utc'],
])('%s is a 400 naming %s', async (url, field) => {
	const { app } = await makeTestApp()
	const response = await app.inject({ method: 'GET', url })
	expect(response.statusCode).toBe(400)
	expect(response.json().message).toContain(field)
})

test('winner counts are limited per address to four times RATE_LIMIT_PER_MINUTE (120 a minute): a page never meets it, a scraper does', async () => {
	const { app } = await makeTestApp()
	const read = (gameNumero: number, remoteAddress = '203.0.113.70') =>
		app.inject({ method: 'GET', url: `/api/winners/classic?gameNumero=${gameNumero}&utc=2`, remoteAddress })
	for (let n = 1; n <= 120; n++) expect((await read(n)).statusCode).toBe(200)
	const refused = await read(121)
	expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED'])
	expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
	expect((await read(121, '203.0.113.71')).statusCode).toBe(200)
})
