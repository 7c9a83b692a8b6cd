import type { FastifySchemaCompiler } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'

/** How many different inputs each route remembers per part; past it, it starts again. */
export const REMEMBERED_INPUTS = 256

type Validate = ReturnType<typeof validatorCompiler>
/** What the zod check returns (always an object): the checked value, or the refusal. */
type Result = Extract<ReturnType<Validate>, { value?: unknown }>

/**
 * The routes' validation: zod through fastify-type-provider-zod, with the result remembered for a
 * route's path parameters and query string (decision 091).
 *
 * Thousands of players a second ask the same few addresses (`/api/games/classic/answer?utc=2`),
 * and zod checked the same `{ mode: 'classic' }` and `{ utc: '2' }` again for each: the costliest
 * step of the cached answers, about 5 µs of their 35–45. An input seen before (the same names and the
 * same text values) now gets the same checked value back, frozen so that no request can change
 * what the next one reads. Bodies are always checked (they are posted, large and rarely the same);
 * so is anything but plain text (a repeated query name gives a list); refusals are not remembered,
 * so each is worked out with its own message. Each route keeps at most REMEMBERED_INPUTS inputs
 * per part, so made-up addresses cost a check each, as before, and memory stays bounded.
 */
export const rememberingValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
	const validate: Validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0])
	if (route.httpPart !== 'params' && route.httpPart !== 'querystring') return validate
	const known = new Map<string, Result>()
	return (data: unknown) => {
		const key = keyOf(data)
		if (key === undefined) return validate(data)
		const remembered = known.get(key)
		if (remembered !== undefined) return remembered
		const result = validate(data) as Result
		if (result.error !== undefined) return result
		if (known.size >= REMEMBERED_INPUTS) known.clear()
		const kept: Result = {
			value: typeof result.value === 'object' ? Object.freeze(result.value) : result.value,
		}
		known.set(key, kept)
		return kept
	}
}

/**
 * The input as one string (each name and value prefixed with its length, so no two inputs share
 * one), or undefined when it is not names with plain text values.
 */
function keyOf(data: unknown): string | undefined {
	if (typeof data !== 'object' || data === null) return undefined
	let key = ''
	for (const name in data) {
		const value = (data as Record<string, unknown>)[name]
		if (typeof value !== 'string') return undefined
		key += `${name.length}:${name}${value.length}:${value}`
	}
	return key
}
