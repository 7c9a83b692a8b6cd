import { DailyAnswerSchema, decryptJson, MODES } from '@dragondle/core'
import { makeCharacter } from '@dragondle/core/testing'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { makeContent } from '../test/factories.ts'
import { makeTestApp, NOON_JAN_10, playerId } from '../test/test-app.ts'

/** 2026-01-10 23:00 UTC: already game 11 in eu (01:00 UTC+2), still game 10 in us (17:00 UTC−6). */
const LATE_JAN_10 = Date.UTC(2026, 0, 10, 23)

async function getAnswer(app: Awaited<ReturnType<typeof makeTestApp>>['app'], url: string, key: string) {
	const response = await app.inject({ method: 'GET', url })
	expect(response.statusCode).toBe(200)
	expect(response.headers['cache-control']).toBe('no-store')
	return decryptJson(response.json().data, key)
}

test('the classic answer decrypts to the day’s answer with yesterday’s name and clues', async () => {
	const { app, config, daily } = await makeTestApp()
	const answer = v.parse(
		DailyAnswerSchema,
		await getAnswer(app, '/api/games/classic/answer?utc=2', config.answerKey),
	)
	expect(answer).toEqual(daily.answer('classic', 'eu', 10))
	expect(answer.game_numero).toBe(10)
	expect(answer.yesterday).toBe(daily.answer('classic', 'eu', 9).champion_name)
})

test('the answer name route decrypts to the champion name', async () => {
	const { app, config, daily } = await makeTestApp()
	const name = await getAnswer(app, '/api/games/technique/answer/name?utc=-6', config.answerKey)
	expect(name).toBe(daily.answer('technique', 'us', 10).champion_name)
})

test('the region follows the utc offset: late on Jan 10 UTC, eu plays game 11 and us game 10', async () => {
	const { app, config } = await makeTestApp({ clock: () => LATE_JAN_10 })
	const eu = v.parse(
		DailyAnswerSchema,
		await getAnswer(app, '/api/games/fusion/answer?utc=1', config.answerKey),
	)
	const us = v.parse(
		DailyAnswerSchema,
		await getAnswer(app, '/api/games/fusion/answer?utc=-5', config.answerKey),
	)
	expect([eu.game_numero, us.game_numero]).toEqual([11, 10])
})

test('the game rolls over at the region’s midnight (22:00 UTC for eu)', async () => {
	let now = Date.UTC(2026, 0, 10, 21, 59, 59, 999)
	const { app, config } = await makeTestApp({ clock: () => now })
	const before = v.parse(
		DailyAnswerSchema,
		await getAnswer(app, '/api/games/classic/answer?utc=2', config.answerKey),
	)
	// asked again, the sealed answer is sent at once (decision 091): still the same game
	const again = v.parse(
		DailyAnswerSchema,
		await getAnswer(app, '/api/games/classic/answer?utc=2&gameNumero=10', config.answerKey),
	)
	expect(again).toEqual(before)
	now += 1
	const after = v.parse(
		DailyAnswerSchema,
		await getAnswer(app, '/api/games/classic/answer?utc=2', config.answerKey),
	)
	expect([before.game_numero, after.game_numero]).toEqual([10, 11])
	expect(after.yesterday).toBe(before.champion_name)
})

test('before launch the answer is game 1, with no yesterday', async () => {
	const { app, config } = await makeTestApp({ clock: () => Date.UTC(2025, 5, 1) })
	const answer = v.parse(
		DailyAnswerSchema,
		await getAnswer(app, '/api/games/classic/answer', config.answerKey),
	)
	expect(answer).toMatchObject({ game_numero: 1, yesterday: null })
})

test.each(MODES)('the %s answer decrypts to an answer of that mode', async (mode) => {
	const { app, config, daily } = await makeTestApp()
	const answer = v.parse(
		DailyAnswerSchema,
		await getAnswer(app, `/api/games/${mode}/answer?utc=2`, config.answerKey),
	)
	expect(answer.mode).toBe(mode)
	expect(answer).toEqual(daily.answer(mode, 'eu', 10))
})

test('the image modes send opaque image URLs that never name the answer', async () => {
	const { app, config } = await makeTestApp()
	for (const mode of ['fusion', 'technique', 'silhouette'] as const) {
		const answer = v.parse(
			DailyAnswerSchema,
			await getAnswer(app, `/api/games/${mode}/answer`, config.answerKey),
		)
		const urls = Object.entries(answer).filter(([field]) => field.endsWith('_imageUrl'))
		expect(urls).toHaveLength(1)
		for (const [, url] of urls) {
			expect(url).toMatch(/^\/art\/i\/[0-9a-f]{20}\.webp$/)
			expect(String(url).toLowerCase()).not.toContain(answer.champion_name.toLowerCase())
		}
	}
	const silhouette = v.parse(
		DailyAnswerSchema,
		await getAnswer(app, '/api/games/silhouette/answer', config.answerKey),
	)
	expect(silhouette).toMatchObject({
		silhouette_x: 60,
		silhouette_y: 30,
		silhouette_late_x: 50,
		silhouette_late_y: 25,
	})
})

test('a correct guess records a win: ranks go up, a player counts once, case does not matter', async () => {
	const { app, daily } = await makeTestApp()
	const name = daily.answer('classic', 'eu', 10).champion_name
	const post = (player: string, guess = name) =>
		app.inject({ method: 'POST', url: '/api/games/classic/answer', payload: { name: guess, utc: 2, player } })
	expect((await post(playerId(1))).json()).toEqual({ correct: true, rank: 1, count: 1 })
	expect((await post(playerId(2), name.toUpperCase())).json()).toEqual({ correct: true, rank: 2, count: 2 })
	expect((await post(playerId(1))).json()).toEqual({ correct: true, rank: 1, count: 2 })
	expect((await post(playerId(3), 'Nobody')).json()).toEqual({ correct: false, count: 2 })
})

test.each([
	['Son Goku', ' son  GOKU ', true],
	['Kaiō', 'kaio', true],
	['Beerus’ Cat', "beerus' cat", true],
	['Beerus’ Cat', 'beerus cat', true],
	['Son Goku', 'Son Gokuu', false],
	['Son Goku', 'Goku', false],
])(
	'the answer %s is won by the guess %j: %s (core’s isSameName, as the client checks)',
	async (name, guess, correct) => {
		const content = makeContent({ characters: [makeCharacter({ championId: 0, championName: name })] })
		const { app } = await makeTestApp({ content })
		const payload = { name: guess, utc: 2, player: playerId(1) }
		const response = await app.inject({ method: 'POST', url: '/api/games/classic/answer', payload })
		expect(response.json().correct).toBe(correct)
	},
)

test('a win with its guess count is counted by guess number, once per player; a wrong guess and an older page’s win count none', async () => {
	const { app, daily } = await makeTestApp()
	const name = daily.answer('fusion', 'eu', 10).champion_name
	const post = (player: string, nbGuesses?: number, guess = name) =>
		app.inject({
			method: 'POST',
			url: '/api/games/fusion/answer',
			payload: { name: guess, utc: 2, player, ...(nbGuesses === undefined ? {} : { nbGuesses }) },
		})
	expect((await post(playerId(1), 3)).json()).toEqual({ correct: true, rank: 1, count: 1 })
	await post(playerId(2), 1)
	await post(playerId(3), 3)
	await post(playerId(1), 1)
	await post(playerId(4))
	await post(playerId(5), 2, 'Nobody')
	const guesses = await app.inject({ method: 'GET', url: '/api/winners/fusion/guesses?gameNumero=10&utc=2' })
	expect(guesses.json()).toEqual({
		byGuesses: [
			{ nbGuesses: 1, count: 1 },
			{ nbGuesses: 3, count: 2 },
		],
	})
})

test('a win counts for the game of the player’s region', async () => {
	const { app, daily } = await makeTestApp({ clock: () => NOON_JAN_10 })
	const name = daily.answer('silhouette', 'us', 10).champion_name
	const payload = { name, utc: -6, player: playerId(1) }
	await app.inject({ method: 'POST', url: '/api/games/silhouette/answer', payload })
	const us = await app.inject({ method: 'GET', url: '/api/winners/silhouette?gameNumero=10&utc=-6' })
	const eu = await app.inject({ method: 'GET', url: '/api/winners/silhouette?gameNumero=10&utc=2' })
	expect([us.json().count, eu.json().count]).toEqual([1, 0])
})

test.each([
	['an unknown mode', 'GET', '/api/games/quote/answer', undefined, 'params.mode'],
	['a utc above +14', 'GET', '/api/games/classic/answer?utc=15', undefined, 'querystring.utc'],
	[
		'a utc that is not a number',
		'GET',
		'/api/games/classic/answer/name?utc=abc',
		undefined,
		'querystring.utc',
	],
	['a missing name', 'POST', '/api/games/classic/answer', { utc: 0, player: playerId(1) }, 'body.name'],
	[
		'a bad player id',
		'POST',
		'/api/games/classic/answer',
		{ name: 'Goku', utc: 0, player: 'x y' },
		'body.player',
	],
	['an empty utc', 'GET', '/api/games/classic/answer?utc=', undefined, 'querystring.utc'],
	[
		'a utc of null in a win',
		'POST',
		'/api/games/classic/answer',
		{ name: 'Goku', utc: null, player: playerId(1) },
		'body.utc',
	],
	[
		'a utc written as a string in a win',
		'POST',
		'/api/games/classic/answer',
		{ name: 'Goku', utc: '2', player: playerId(1) },
		'body.utc',
	],
	[
		'a guess count of 0',
		'POST',
		'/api/games/classic/answer',
		{ name: 'Goku', utc: 0, player: playerId(1), nbGuesses: 0 },
		'body.nbGuesses',
	],
	[
		'a guess count that is not whole',
		'POST',
		'/api/games/classic/answer',
		{ name: 'Goku', utc: 0, player: playerId(1), nbGuesses: 2.5 },
		'body.nbGuesses',
	],
	[
		'a guess count written as a string',
		'POST',
		'/api/games/classic/answer',
		{ name: 'Goku', utc: 0, player: playerId(1), nbGuesses: '3' },
		'body.nbGuesses',
	],
	[
		'a guess count over 1,000',
		'POST',
		'/api/games/classic/answer',
		{ name: 'Goku', utc: 0, player: playerId(1), nbGuesses: 1001 },
		'body.nbGuesses',
	],
	[
		'a utc below −12',
		'POST',
		'/api/games/classic/answer',
		{ name: 'Goku', utc: -13, player: playerId(1) },
		'body.utc',
	],
] as const)('%s is a 400 naming the field', async (_name, method, url, payload, field) => {
	const { app } = await makeTestApp()
	const response = await app.inject({ method, url, ...(payload ? { payload } : {}) })
	expect(response.statusCode).toBe(400)
	expect(response.json()).toEqual({ message: expect.stringContaining(field), code: 'INVALID_INPUT' })
	expect(response.body).not.toMatch(/\bat .*\.ts:\d+/)
})

// ---------------------------------------------------------------- the archive (decision 084)

test.each([
	['eu', 2],
	['us', -6],
] as const)('in %s a past game’s answer is served on request, as it was on its day', async (region, utc) => {
	const { app, config, daily } = await makeTestApp()
	for (const numero of [1, 5, 9]) {
		const url = `/api/games/classic/answer?utc=${utc}&gameNumero=${numero}`
		const answer = v.parse(DailyAnswerSchema, await getAnswer(app, url, config.answerKey))
		expect(answer).toEqual(daily.answer('classic', region, numero))
	}
})

test.each([
	['eu', 2],
	['us', -6],
] as const)('in %s naming today’s game is today’s answer', async (region, utc) => {
	const { app, config, daily } = await makeTestApp()
	const url = `/api/games/silhouette/answer?utc=${utc}&gameNumero=10`
	const answer = v.parse(DailyAnswerSchema, await getAnswer(app, url, config.answerKey))
	expect(answer).toEqual(daily.answer('silhouette', region, 10))
})

test.each([
	['eu', 2, 11],
	['us', -6, 11],
	['eu', 2, 400],
] as const)(
	'in %s a future game (%i, game %i) is a 403 FUTURE_GAME naming today’s game',
	async (region, utc, numero) => {
		const { app } = await makeTestApp()
		const url = `/api/games/fusion/answer?utc=${utc}&gameNumero=${numero}`
		const response = await app.inject({ method: 'GET', url })
		expect(response.statusCode).toBe(403)
		expect(response.json()).toEqual({
			message: `Game ${numero} has not started yet: today is game 10 in the ${region} region.`,
			code: 'FUTURE_GAME',
		})
	},
)

test('the server’s clock decides: late on Jan 10 UTC, game 11 plays in eu and is refused in us', async () => {
	const { app, config, daily } = await makeTestApp({ clock: () => LATE_JAN_10 })
	const eu = await getAnswer(app, '/api/games/technique/answer?utc=2&gameNumero=11', config.answerKey)
	expect(eu).toEqual(daily.answer('technique', 'eu', 11))
	const us = await app.inject({ method: 'GET', url: '/api/games/technique/answer?utc=-6&gameNumero=11' })
	expect(us.statusCode).toBe(403)
	expect(us.json().code).toBe('FUTURE_GAME')
})

test('before launch only game 1 may be asked for', async () => {
	const { app } = await makeTestApp({ clock: () => Date.UTC(2025, 5, 1) })
	const one = await app.inject({ method: 'GET', url: '/api/games/classic/answer?gameNumero=1' })
	const two = await app.inject({ method: 'GET', url: '/api/games/classic/answer?gameNumero=2' })
	expect([one.statusCode, two.statusCode]).toEqual([200, 403])
})

test.each(['0', '-1', '1.5', 'abc', '', '1e3', '9999999'])(
	'a gameNumero of %j is a 400 naming the field',
	async (value) => {
		const { app } = await makeTestApp()
		const url = `/api/games/classic/answer?utc=2&gameNumero=${encodeURIComponent(value)}`
		const response = await app.inject({ method: 'GET', url })
		expect(response.statusCode).toBe(400)
		expect(response.json()).toEqual({
			message: expect.stringContaining('querystring.gameNumero'),
			code: 'INVALID_INPUT',
		})
	},
)

test('a past day’s answer is sealed once and kept: the same body every time, as today’s is', async () => {
	const { app, config } = await makeTestApp()
	const url = '/api/games/fusion/answer?utc=2&gameNumero=4'
	const [first, second] = [await app.inject({ url }), await app.inject({ url })]
	expect(first.statusCode).toBe(200)
	// each sealing draws a fresh IV: equal bodies mean the second read reused the first
	expect(second.body).toBe(first.body)
	const other = await app.inject({ url: '/api/games/fusion/answer?utc=2&gameNumero=5' })
	expect(other.body).not.toBe(first.body)
	expect(await getAnswer(app, url, config.answerKey)).toMatchObject({ mode: 'fusion', game_numero: 4 })
})
