import { loadContent } from '@dragondle/content'
import { ChallengeResponseSchema, DailyAnswerSchema, decryptJson } from '@dragondle/core'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { makeArtNames, makeContent } from '../test/factories.ts'
import { makeTestApp } from '../test/test-app.ts'

type App = Awaited<ReturnType<typeof makeTestApp>>['app']

async function challenge(app: App, payload: object) {
	return app.inject({ method: 'POST', url: '/api/challenges', payload })
}

async function resolve(app: App, token: string, key: string) {
	const response = await app.inject({ method: 'GET', url: `/api/challenges/${token}` })
	expect(response.statusCode).toBe(200)
	const { data, nbGuesses } = v.parse(ChallengeResponseSchema, response.json())
	return { answer: v.parse(DailyAnswerSchema, await decryptJson(data, key)), nbGuesses }
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
	const other = await makeTestApp({ env: { SCHEDULE_SECRET: 'another-install-secret-of-32-characters' } })
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

test('a challenge never names an entry not playable yet: its since has not come', async () => {
	const base = makeContent()
	const fusions = base.fusions.map((fusion) => ({ ...fusion, since: 400 }))
	const characters = base.characters.map((character) =>
		character.championName === 'Piccolo' ? { ...character, since: 400 } : character,
	)
	// the test clock's game is 10
	const { app } = await makeTestApp({ content: { ...base, characters, fusions } })
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
	const made = await makeTestApp({ env: { SCHEDULE_SECRET: 'one-install-secret-of-32-characters-or-more' } })
	const { token } = (await challenge(made.app, { mode: 'classic', name: 'Piccolo', nbGuesses: 1 })).json()
	const base = makeContent()
	const characters = base.characters.map((character) =>
		character.championName === 'Piccolo' ? { ...character, since: 400 } : character,
	)
	const later = await makeTestApp({
		env: { SCHEDULE_SECRET: 'one-install-secret-of-32-characters-or-more' },
		content: { ...base, characters },
	})
	const response = await later.app.inject({ method: 'GET', url: `/api/challenges/${token}` })
	expect(response.statusCode).toBe(404)
	expect(response.json()).toMatchObject({ code: 'INVALID_CHALLENGE' })
})

/** The real pack: its fusions have several forms of one name (Vegito, Vegito Blue, Super Vegito…). */
const PACK = loadContent()
const nameOf = (championId: number) =>
	PACK.characters.find((character) => character.championId === championId)?.championName ?? ''
/** The pictures the test app names the pack's entries by. */
const ART = makeArtNames()

test('the real pack has fusions whose forms share a name, the case a picture tells apart', () => {
	const names = PACK.fusions.map((fusion) => nameOf(fusion.championId))
	expect(new Set(names).size).toBeLessThan(names.length)
})

test.each(PACK.fusions.map((fusion) => [fusion.form, fusion] as const))(
	'a fusion challenge of %s resolves to that very form’s picture and crop',
	async (_form, fusion) => {
		const { app, config } = await makeTestApp({ content: PACK })
		const picture = ART.fusion(fusion.id)
		const body = { mode: 'fusion', name: nameOf(fusion.championId), picture, nbGuesses: 3 }
		const created = await challenge(app, body)
		expect(created.statusCode).toBe(200)
		const { answer, nbGuesses } = await resolve(app, created.json().token, config.answerKey)
		expect(answer).toMatchObject({
			mode: 'fusion',
			champion_name: nameOf(fusion.championId),
			fusion_imageUrl: picture,
			fusion_coordinates_x: fusion.x,
			fusion_coordinates_y: fusion.y,
			fusion_late_x: fusion.late.x,
			fusion_late_y: fusion.late.y,
			fusion_scale_factor: fusion.scale,
		})
		expect(nbGuesses).toBe(3)
	},
)

test.each([
	['technique', 'Vegeta', 'Final Flash', ART.technique('final-flash')],
	['silhouette', 'Bulma', undefined, ART.silhouette(3)],
] as const)(
	'a %s challenge of %s with its picture resolves to that picture',
	async (mode, name, technique, picture) => {
		const { app, config } = await makeTestApp()
		const created = await challenge(app, { mode, name, technique, picture, nbGuesses: 2 })
		expect(created.statusCode).toBe(200)
		const { answer } = await resolve(app, created.json().token, config.answerKey)
		expect(answer).toMatchObject({ mode, champion_name: name, [`${mode}_imageUrl`]: picture })
	},
)

test('a fusion challenge without a picture (an older page) still resolves by name, to its first form', async () => {
	const { app, config } = await makeTestApp({ content: PACK })
	const first = PACK.fusions.find((fusion) => nameOf(fusion.championId) === 'Gotenks')
	const created = await challenge(app, { mode: 'fusion', name: 'Gotenks', nbGuesses: 1 })
	expect(created.statusCode).toBe(200)
	const { answer } = await resolve(app, created.json().token, config.answerKey)
	expect(answer).toMatchObject({ champion_name: 'Gotenks', fusion_imageUrl: ART.fusion(first?.id ?? '') })
})

test.each([
	['another name’s picture', { mode: 'fusion', name: 'Gotenks', picture: ART.fusion('vegito-blue') }],
	['a picture no entry has', { mode: 'fusion', name: 'Gotenks', picture: `/art/i/${'0'.repeat(20)}.webp` }],
	['a picture in Classic, which shows none', { mode: 'classic', name: 'Goku', picture: ART.silhouette(0) }],
	['another mode’s picture', { mode: 'fusion', name: 'Vegito', picture: ART.silhouette(22) }],
] as const)('a challenge naming %s is refused with a 404 UNKNOWN_ANSWER', async (_case, body) => {
	const { app } = await makeTestApp({ content: PACK })
	const response = await challenge(app, { ...body, nbGuesses: 1 })
	expect(response.statusCode).toBe(404)
	expect(response.json()).toMatchObject({ code: 'UNKNOWN_ANSWER' })
})

test.each(['/art/i/vegito-blue.webp', 'https://example.com/a.png', '', 'x'.repeat(200)])(
	'a challenge whose picture is %j, not an opaque picture URL, is a 400 naming the field',
	async (picture) => {
		const { app } = await makeTestApp()
		const response = await challenge(app, { mode: 'fusion', name: 'Gotenks', picture, nbGuesses: 1 })
		expect(response.statusCode).toBe(400)
		expect(response.json().message).toContain('body.picture')
	},
)

test('the picture of a form not playable yet is refused, though other forms of its name are playable', async () => {
	// every form but a name's first comes on game 400, after the test clock's game (10)
	const later = PACK.fusions.filter(
		(fusion, index) => PACK.fusions.findIndex((known) => known.championId === fusion.championId) !== index,
	)
	expect(later.length).toBeGreaterThan(0)
	const fusions = PACK.fusions.map((fusion) => (later.includes(fusion) ? { ...fusion, since: 400 } : fusion))
	const { app } = await makeTestApp({ content: { ...PACK, fusions } })
	for (const fusion of later) {
		const name = nameOf(fusion.championId)
		const picture = ART.fusion(fusion.id)
		const refused = await challenge(app, { mode: 'fusion', name, picture, nbGuesses: 1 })
		expect(refused.statusCode).toBe(404)
		expect(refused.json()).toMatchObject({ code: 'UNKNOWN_ANSWER' })
		expect((await challenge(app, { mode: 'fusion', name, nbGuesses: 1 })).statusCode).toBe(200)
	}
})
