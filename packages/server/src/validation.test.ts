import { AnswerQuerySchema } from '@dragondle/core'
import { expect, test } from 'vitest'
import * as z from 'zod'
import { makeTestApp } from './test/test-app.ts'
import { REMEMBERED_INPUTS, rememberingValidatorCompiler } from './validation.ts'

type Checked = { value?: unknown; error?: unknown }

/** A query schema that counts how often zod checked it. */
function countingQuery() {
	const counter = { checks: 0 }
	const schema = z.object({
		name: z.string().transform((text) => {
			counter.checks++
			return text.toUpperCase()
		}),
	})
	return { counter, schema }
}

function compile(schema: z.core.$ZodType, httpPart: string) {
	const validate = rememberingValidatorCompiler({ schema, httpPart, method: 'GET', url: '/x' } as never)
	return (data: unknown) => validate(data) as Checked
}

test('a query seen before gets the value checked the first time, frozen, without a second check', () => {
	const { counter, schema } = countingQuery()
	const validate = compile(schema, 'querystring')
	const first = validate({ name: 'goku' })
	const again = validate({ name: 'goku' })
	expect(first.value).toEqual({ name: 'GOKU' })
	expect(again.value).toBe(first.value)
	expect(Object.isFrozen(again.value)).toBe(true)
	expect(counter.checks).toBe(1)
	expect(validate({ name: 'vegeta' }).value).toEqual({ name: 'VEGETA' })
	expect(counter.checks).toBe(2)
})

test('the remembered values are the same as zod gives, for the routes’ own schemas', () => {
	const validate = compile(AnswerQuerySchema, 'querystring')
	for (const query of [{ utc: '2' }, { utc: '-6', gameNumero: '12' }, {}, { utc: '5.5' }]) {
		const expected = AnswerQuerySchema.parse(query)
		expect(validate({ ...query }).value, JSON.stringify(query)).toEqual(expected)
		expect(validate({ ...query }).value, JSON.stringify(query)).toEqual(expected)
	}
})

test('inputs that only look alike are told apart', () => {
	const schema = z.object({ a: z.optional(z.string()), ab: z.optional(z.string()) })
	const validate = compile(schema, 'querystring')
	expect(validate({ ab: 'c' }).value).toEqual({ ab: 'c' })
	expect(validate({ a: 'bc' }).value).toEqual({ a: 'bc' })
	expect(validate({ a: '1:b' }).value).toEqual({ a: '1:b' })
})

test('refusals are worked out each time, with their message, and never remembered as values', () => {
	const validate = compile(AnswerQuerySchema, 'querystring')
	for (let i = 0; i < 2; i++) {
		const refused = validate({ utc: 'abc' })
		expect(refused.value).toBeUndefined()
		expect(JSON.stringify(refused.error)).toMatch(/utc must be a number of hours/)
	}
	expect(validate({ utc: '1' }).value).toEqual({ utc: 1 })
})

test('bodies and repeated query names are always checked', () => {
	const { counter, schema } = countingQuery()
	const body = compile(schema, 'body')
	body({ name: 'goku' })
	expect(body({ name: 'goku' }).value).not.toBe(body({ name: 'goku' }).value)
	expect(counter.checks).toBe(3)
	const list = compile(z.object({ name: z.array(z.string()) }), 'querystring')
	const first = list({ name: ['a', 'b'] })
	expect(list({ name: ['a', 'b'] }).value).not.toBe(first.value)
})

test(`a route remembers at most ${REMEMBERED_INPUTS} inputs, then starts again`, () => {
	const { counter, schema } = countingQuery()
	const validate = compile(schema, 'querystring')
	for (let i = 0; i < REMEMBERED_INPUTS; i++) validate({ name: `player${i}` })
	validate({ name: 'player0' })
	expect(counter.checks).toBe(REMEMBERED_INPUTS)
	// one more is past the bound: everything remembered is let go
	validate({ name: 'one more' })
	validate({ name: 'player0' })
	expect(counter.checks).toBe(REMEMBERED_INPUTS + 2)
})

test('over the app, an address asked again is answered the same, and a bad one after it is still refused', async () => {
	const { app } = await makeTestApp()
	const urls = ['/api/games/classic/answer?utc=2', '/api/games/classic/answer?utc=2']
	const [first, second] = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })))
	expect(first?.statusCode).toBe(200)
	expect(second?.body).toBe(first?.body)
	const bad = await app.inject({ method: 'GET', url: '/api/games/classic/answer?utc=2&gameNumero=x' })
	expect(bad.statusCode).toBe(400)
	const unknownMode = await app.inject({ method: 'GET', url: '/api/games/cards/answer?utc=2' })
	expect(unknownMode.statusCode).toBe(400)
})
