import Fastify, { type FastifyError } from 'fastify'
import * as v from 'valibot'
import { expect, expectTypeOf, onTestFinished, test } from 'vitest'
import {
	type InputIssue,
	isInputError,
	serializerCompiler,
	type ValibotTypeProvider,
	validatorCompiler,
} from './valibot-fastify.ts'

const QuerySchema = v.object({
	name: v.pipe(v.string(), v.trim(), v.minLength(1)),
	count: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(1)), '1'),
})
const AnswerSchema = v.object({ greeting: v.string(), count: v.number() })

/**
 * A bare Fastify app with the module's compilers and one route: what the handler read, and what
 * its error handler was given for a refused request.
 */
async function makeApp(answer: (query: v.InferOutput<typeof QuerySchema>) => unknown = (query) => query) {
	const app = Fastify().withTypeProvider<ValibotTypeProvider>()
	app.setValidatorCompiler(validatorCompiler)
	app.setSerializerCompiler(serializerCompiler)
	const refused: FastifyError[] = []
	app.setErrorHandler((error: FastifyError, _request, reply) => {
		refused.push(error)
		return reply.code(error.statusCode ?? 500).send({ isInput: isInputError(error) })
	})
	app.get(
		'/greet',
		{ schema: { querystring: QuerySchema, response: { 200: AnswerSchema } } },
		async (request) => {
			expectTypeOf(request.query).toEqualTypeOf<{ name: string; count: number }>()
			return answer(request.query) as v.InferInput<typeof AnswerSchema>
		},
	)
	onTestFinished(() => app.close())
	await app.ready()
	return { app, refused }
}

test('a handler reads the parsed input: trimmed, its default filled, its number read from text', async () => {
	const { app } = await makeApp((query) => ({ greeting: `hello ${query.name}`, count: query.count }))
	const plain = await app.inject({ url: '/greet?name=%20Goku%20' })
	expect(plain.json()).toEqual({ greeting: 'hello Goku', count: 1 })
	const counted = await app.inject({ url: '/greet?name=Goku&count=3' })
	expect(counted.json()).toEqual({ greeting: 'hello Goku', count: 3 })
})

test('a refused request is a 400 whose issues name each field and say why', async () => {
	const { app, refused } = await makeApp()
	const answer = await app.inject({ url: '/greet?name=%20&count=0' })
	expect(answer.statusCode).toBe(400)
	expect(answer.json()).toEqual({ isInput: true })
	const [error] = refused
	expect(error?.validationContext).toBe('querystring')
	const issues = error?.validation as InputIssue[]
	expect(issues.map(({ instancePath, keyword }) => ({ instancePath, keyword }))).toEqual([
		{ instancePath: '/name', keyword: 'min_length' },
		{ instancePath: '/count', keyword: 'min_value' },
	])
	expect(issues[1]?.message).toBe('Invalid value: Expected >=1 but received 0')
})

test('a missing field is refused as required, not as a bad key', async () => {
	const { app, refused } = await makeApp()
	expect((await app.inject({ url: '/greet' })).statusCode).toBe(400)
	expect(refused[0]?.validation).toMatchObject([{ instancePath: '/name', message: 'Required' }])
})

test('an error that is not a refused input is not taken for one', async () => {
	const { app } = await makeApp(() => {
		throw Object.assign(new Error('broken'), { statusCode: 503 })
	})
	const answer = await app.inject({ url: '/greet?name=Goku' })
	expect(answer.statusCode).toBe(503)
	expect(answer.json()).toEqual({ isInput: false })
})

test('an answer is written as its schema reads it, fields it does not name left out', async () => {
	const { app } = await makeApp(() => ({ greeting: 'hi', count: 2, secret: 'kept back' }))
	const answer = await app.inject({ url: '/greet?name=Goku' })
	expect(answer.statusCode).toBe(200)
	expect(answer.body).toBe('{"greeting":"hi","count":2}')
})

test('an answer that breaks its schema is a 500, never sent as it is', async () => {
	const { app, refused } = await makeApp(() => ({ greeting: 'hi', count: 'two' }))
	const answer = await app.inject({ url: '/greet?name=Goku' })
	expect(answer.statusCode).toBe(500)
	expect(answer.body).not.toContain('two')
	expect(refused[0]?.message).toBe('The answer of GET /greet does not match its schema')
})
