import { ChallengeResponseSchema, DailyAnswerSchema, decryptJson } from '@dragondle/core'
import { expect, test } from 'vitest'
import { makeContent } from '../test/factories.ts'
import { makeTestApp } from '../test/test-app.ts'

type App = Awaited<ReturnType<typeof makeTestApp>>['app']

async function challenge(app: App, payload: object) {
	return app.inject({ method: 'POST', url: '/api/challenges', payload })
}

async function resolve(app: App, token: string, key: string) {
	const response = await app.inject({ method: 'GET', url: `/api/challenges/${token}` })
	expect(response.statusCode).toBe(200)
	const { data, nbGuesses } = ChallengeResponseSchema.parse(response.json())
	return { answer: DailyAnswerSchema.parse(await decryptJson(data, key)), nbGuesses }
}

test.each([
	['classic', 'Piccolo', undefined],
	['silhouette', 'Bulma', undefined],
	['fusion', 'Gotenks', undefined],
	['technique', 'Vegeta', 'Final Flash'],
] as const)(
	'a %s challenge of %s resolves to the same answer and the challenger’s guesses',
	async (mode, name, technique) => {
		const { app, config } = await makeTestApp()
		const created = await challenge(app, { mode, name, technique, nbGuesses: 4 })
		expect(created.statusCode).toBe(200)
		const { token } = created.json()
		const { answer, nbGuesses } = await resolve(app, token, config.answerKey)
		expect(answer).toMatchObject({ mode, champion_name: name })
		expect(nbGuesses).toBe(4)
	},
)

test('the token names nothing: neither the answer nor the mode, and two links of one game differ', async () => {
	const { app } = await makeTestApp()
	const body = { mode: 'classic', name: 'Piccolo', nbGuesses: 2 }
	const [one, two] = [(await challenge(app, body)).json().token, (await challenge(app, body)).json().token]
	expect(one).toMatch(/^[A-Za-z0-9_-]{38}$/)
	expect(one).not.toBe(two)
	const decoded = Buffer.from(one, 'base64url').toString('latin1').toLowerCase()
	expect(decoded).not.toContain('piccolo')
	expect(decoded).not.toContain('classic')
})

test('an edited token, or one signed with another secret, is a 404 INVALID_CHALLENGE', async () => {
	const { app } = await makeTestApp()
	const { token } = (await challenge(app, { mode: 'classic', name: 'Goku', nbGuesses: 1 })).json()
	const edited = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`
	const other = await makeTestApp({ env: { SCHEDULE_SECRET: 'another-secret' } })
	for (const [target, sent] of [
		[app, edited],
		[other.app, token],
	] as const) {
		const response = await target.inject({ method: 'GET', url: `/api/challenges/${sent}` })
		expect(response.statusCode).toBe(404)
		expect(response.json()).toEqual({
			message: 'This challenge link is not valid.',
			code: 'INVALID_CHALLENGE',
		})
	}
})

test.each([
	['an unknown answer', { mode: 'classic', name: 'Nobody', nbGuesses: 1 }, 404, 'UNKNOWN_ANSWER'],
	['an unknown mode', { mode: 'quote', name: 'Goku', nbGuesses: 1 }, 400, 'INVALID_INPUT'],
	['no guesses', { mode: 'classic', name: 'Goku', nbGuesses: 0 }, 400, 'INVALID_INPUT'],
	['a missing name', { mode: 'classic', nbGuesses: 1 }, 400, 'INVALID_INPUT'],
] as const)('a challenge of %s is refused with a 4xx', async (_name, body, status, code) => {
	const { app } = await makeTestApp()
	const response = await challenge(app, body)
	expect(response.statusCode).toBe(status)
	expect(response.json().code).toBe(code)
})

test.each(['short', `${'A'.repeat(37)}!`, 'A'.repeat(39)])(
	'the token %j is a 400 naming the field',
	async (token) => {
		const { app } = await makeTestApp()
		const response = await app.inject({ method: 'GET', url: `/api/challenges/${encodeURIComponent(token)}` })
		expect(response.statusCode).toBe(400)
		expect(response.json().message).toContain('params.token')
	},
)

test('a challenge never names an entry not playable yet: its since, or its draw, has not come', async () => {
	const base = makeContent()
	const fusions = base.fusions.map((fusion) => ({ ...fusion, sinceDraw: 2 }))
	const characters = base.characters.map((character) =>
		character.championName === 'Piccolo' ? { ...character, since: 400 } : character,
	)
	// the test clock's game (10) is drawn with version 1 while version 2 starts on game 20
	const { app } = await makeTestApp({
		content: { ...base, characters, fusions },
		env: { SCHEDULE_V2_FROM: '20' },
	})
	for (const body of [
		{ mode: 'classic', name: 'Piccolo', nbGuesses: 2 },
		{ mode: 'fusion', name: 'Gotenks', nbGuesses: 2 },
	]) {
		const refused = await challenge(app, body)
		expect(refused.statusCode).toBe(404)
		expect(refused.json()).toMatchObject({ code: 'UNKNOWN_ANSWER' })
	}
	expect((await challenge(app, { mode: 'classic', name: 'Goku', nbGuesses: 2 })).statusCode).toBe(200)
})

test('a link made while an entry was playable is refused by an install that does not play it yet', async () => {
	const made = await makeTestApp({ env: { SCHEDULE_SECRET: 'one-install' } })
	const { token } = (await challenge(made.app, { mode: 'classic', name: 'Piccolo', nbGuesses: 1 })).json()
	const base = makeContent()
	const characters = base.characters.map((character) =>
		character.championName === 'Piccolo' ? { ...character, since: 400 } : character,
	)
	const later = await makeTestApp({
		env: { SCHEDULE_SECRET: 'one-install' },
		content: { ...base, characters },
	})
	const response = await later.app.inject({ method: 'GET', url: `/api/challenges/${token}` })
	expect(response.statusCode).toBe(404)
	expect(response.json()).toMatchObject({ code: 'INVALID_CHALLENGE' })
})
