import { DailyAnswerSchema, decryptJson, MODES } from '@dragondle/core'
import { makeCharacter } from '@dragondle/core/testing'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { makeContent } from '../test/factories.ts'
import { makeTestApp } from '../test/test-app.ts'

const DBZ_NAMES = ['Cell', 'Frieza', 'Majin Buu']

/** The fixture pack plus three characters who debuted in Dragon Ball Z. */
function contentWithDbz() {
	const base = makeContent()
	const dbz = DBZ_NAMES.map((championName, index) =>
		makeCharacter({ championId: 20 + index, championName, animeDebut: 'DBZ/100', mangaDebut: null }),
	)
	return { ...base, characters: [...base.characters, ...dbz] }
}

async function practice(app: Awaited<ReturnType<typeof makeTestApp>>['app'], url: string, key: string) {
	const response = await app.inject({ method: 'GET', url })
	expect(response.statusCode).toBe(200)
	return v.parse(DailyAnswerSchema, await decryptJson(response.json().data, key))
}

test.each(MODES)('a %s practice answer decrypts to an answer of that mode', async (mode) => {
	const { app, config } = await makeTestApp()
	const answer = await practice(app, `/api/games/${mode}/practice`, config.answerKey)
	expect(answer.mode).toBe(mode)
})

test.each(['classic', 'silhouette'] as const)(
	'%s practice filtered by series only ever answers a character of that series',
	async (mode) => {
		const { app, config } = await makeTestApp({ content: contentWithDbz() })
		const names = new Set<string>()
		for (let draw = 0; draw < 30; draw++) {
			names.add(
				(await practice(app, `/api/games/${mode}/practice?series=dbz`, config.answerKey)).champion_name,
			)
		}
		expect([...names].every((name) => DBZ_NAMES.includes(name))).toBe(true)
		// random: 30 draws of 3 names show more than one
		expect(names.size).toBeGreaterThan(1)
	},
)

test('a series nobody debuted in is a 404 NO_PRACTICE_ANSWER', async () => {
	const { app } = await makeTestApp()
	const response = await app.inject({ method: 'GET', url: '/api/games/classic/practice?series=daima' })
	expect(response.statusCode).toBe(404)
	expect(response.json()).toEqual({
		message: 'No classic answer of the series daima',
		code: 'NO_PRACTICE_ANSWER',
	})
})

test.each([
	['/api/games/classic/practice?series=dbx', 'querystring.series'],
	['/api/games/fusion/practice?series=dbz', 'querystring.series'],
	['/api/games/quote/practice', 'params.mode'],
])('%s is a 400 naming the field', async (url, field) => {
	const { app } = await makeTestApp()
	const response = await app.inject({ method: 'GET', url })
	expect(response.statusCode).toBe(400)
	expect(response.json()).toEqual({ message: expect.stringContaining(field), code: 'INVALID_INPUT' })
})

test('a character not playable yet (since a later game) is never a practice answer', async () => {
	const base = makeContent()
	const characters = base.characters.map((character) =>
		character.championName === 'Goku' ? character : { ...character, since: 400 },
	)
	const { app, config } = await makeTestApp({ content: { ...base, characters } })
	for (let draw = 0; draw < 10; draw++) {
		expect((await practice(app, '/api/games/classic/practice', config.answerKey)).champion_name).toBe('Goku')
	}
})

test('practice is limited per address to twice RATE_LIMIT_PER_MINUTE (60 a minute): a person never meets it, a scraper does', async () => {
	const { app } = await makeTestApp()
	const read = (remoteAddress: string) =>
		app.inject({ method: 'GET', url: '/api/games/classic/practice', remoteAddress })
	for (let i = 0; i < 60; i++) expect((await read('203.0.113.60')).statusCode).toBe(200)
	const refused = await read('203.0.113.60')
	expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED'])
	expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
	expect((await read('203.0.113.61')).statusCode).toBe(200)
})
