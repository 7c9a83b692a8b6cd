import { describe, expect, test } from 'vitest'
import { drawStreakCode } from '../codes.ts'
import type { Store, StreakCode } from '../store/store.ts'
import { makeTestApp, NOON_JAN_10 } from '../test/test-app.ts'
import { TEST_STORES } from '../test/test-stores.ts'

const UNKNOWN = { valid: false, code: 'UNKNOWN_CODE', message: 'The code does not match any known key.' }

type App = Awaited<ReturnType<typeof makeTestApp>>['app']
type Answer = Awaited<ReturnType<App['inject']>>

function redeem(app: App, payload: unknown, remoteAddress?: string) {
	return app.inject({ method: 'POST', url: '/api/streak/redeem', payload: payload as object, remoteAddress })
}

function expectFailure(answer: Answer, status: number, code: string) {
	expect([answer.statusCode, answer.json()]).toEqual([
		status,
		{ valid: false, code, message: expect.stringMatching(/\S/) },
	])
	expect(answer.headers['x-content-type-options']).toBe('nosniff')
}

async function storedCode(store: Store, fields: Partial<StreakCode> = {}): Promise<string> {
	const code = drawStreakCode()
	const restore = { mode: 'fusion', gameNumero: 7, nbGuesses: 3, ...fields } as const
	expect(await store.createStreakCode({ code, createdAt: NOON_JAN_10, ...restore })).toBe(true)
	return code
}

function streakSuite(open: () => Promise<Store>) {
	test('a code restores its streak once; the second time it is UNKNOWN_CODE with the message of docs/product.md §8', async () => {
		const { app, store } = await makeTestApp({ store: await open() })
		const code = await storedCode(store)
		const first = await redeem(app, { code })
		expect([first.statusCode, first.json()]).toEqual([
			200,
			{ valid: true, mode: 'fusion', gameNumero: 7, nbGuesses: 3 },
		])
		expect(first.headers['cache-control']).toBe('no-store')
		const second = await redeem(app, { code })
		expect([second.statusCode, second.json()]).toEqual([404, UNKNOWN])
	})

	test('of 10 concurrent redeems of one code exactly one succeeds', async () => {
		const { app, store } = await makeTestApp({ store: await open() })
		const code = await storedCode(store, { mode: 'technique' })
		const answers = await Promise.all(
			Array.from({ length: 10 }, (_, i) => redeem(app, { code }, `192.0.2.${i}`)),
		)
		expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(404)])
	})

	test('the code is trimmed, then matched exactly', async () => {
		const { app, store } = await makeTestApp({ store: await open() })
		const code = await storedCode(store)
		expect([(await redeem(app, { code: code.toLowerCase() })).json()]).toEqual([UNKNOWN])
		expect([(await redeem(app, { code: code.replaceAll('-', '') })).json()]).toEqual([UNKNOWN])
		expect((await redeem(app, { code: ` ${code}\n` })).statusCode).toBe(200)
	})
}

for (const { name, open, skip } of TEST_STORES) {
	describe.skipIf(skip)(`streak codes on ${name}`, () => {
		streakSuite(open)
	})
}

test.each([
	['unknown', 'ABCD-EFGH-JKMN'],
	['not shaped like a code', 'hello'],
	['a NUL', 'ABCD-EFGH-JKM\u0000'],
])('a code %s is UNKNOWN_CODE', async (_, code) => {
	const { app } = await makeTestApp()
	const answer = await redeem(app, { code })
	expect([answer.statusCode, answer.json()]).toEqual([404, UNKNOWN])
})

test.each([
	['no body', undefined],
	['no code', {}],
	['an empty code', { code: '' }],
	['a blank code', { code: '   ' }],
	['a code over 64 characters', { code: 'A'.repeat(65) }],
	['a code not a string', { code: 12 }],
])('a redeem with %s is INVALID_DATA', async (_, payload) => {
	const { app } = await makeTestApp()
	expectFailure(await redeem(app, payload), 400, 'INVALID_DATA')
})

test('a body that is no JSON is INVALID_DATA; one over 16 KiB PAYLOAD_TOO_LARGE', async () => {
	const { app } = await makeTestApp()
	const headers = { 'content-type': 'application/json' }
	const post = (payload: string) =>
		app.inject({ method: 'POST', url: '/api/streak/redeem', headers, payload })
	expectFailure(await post('{"code":'), 400, 'INVALID_DATA')
	expectFailure(await post(JSON.stringify({ code: 'A'.repeat(17 * 1024) })), 413, 'PAYLOAD_TOO_LARGE')
})

test('with the database gone, a redeem answers 503 UNAVAILABLE with Retry-After', async () => {
	const { app, store } = await makeTestApp()
	const code = await storedCode(store)
	await store.close()
	const answer = await redeem(app, { code })
	expectFailure(answer, 503, 'UNAVAILABLE')
	expect(answer.headers['retry-after']).toBe('5')
})
