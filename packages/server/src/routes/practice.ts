import { randomInt } from 'node:crypto'
import { encryptJson, hasPracticeSeries, ModeParamsSchema, PracticeQuerySchema } from '@dragondle/core'
import { RefusedError } from '../errors.ts'
import { earliestGameNumero } from '../today.ts'
import { JSON_TYPE, type RouteContext, type SchemaApp } from './context.ts'

/**
 * Practice answers per address, in write allowances (RATE_LIMIT_PER_MINUTE per window, decision
 * 107): 60 a minute by default, a new practice game each second, more than anyone plays, while a
 * scraper of the pool waits. Lifting the write limit (a benchmark) lifts this one too.
 */
export const PRACTICE_ALLOWANCES = 2

/**
 * Practice (decision 084): a random answer of a mode, encrypted like the daily one. Served rather than
 * drawn in the browser because the image modes' pictures have opaque names only the server knows.
 */
export function registerPracticeRoutes(app: SchemaApp, ctx: RouteContext) {
	const schema = { params: ModeParamsSchema, querystring: PracticeQuerySchema }
	const { max, windowSeconds } = ctx.config.rateLimit
	const rateLimit = { max: PRACTICE_ALLOWANCES * max, timeWindow: windowSeconds * 1000 }
	app.get('/games/:mode/practice', { schema, config: { rateLimit } }, async (request, reply) => {
		const { mode } = request.params
		const { series } = request.query
		if (series !== undefined && !hasPracticeSeries(mode)) {
			throw new RefusedError(400, `querystring.series: ${mode} has no series filter`, 'INVALID_INPUT')
		}
		const today = earliestGameNumero(ctx.clock, ctx.config.launchDay)
		const answer = ctx.daily.practice(mode, today, series, (n) => (n > 0 ? randomInt(n) : 0))
		if (answer === null) {
			throw new RefusedError(404, `No ${mode} answer of the series ${series}`, 'NO_PRACTICE_ANSWER')
		}
		const data = await encryptJson(answer, ctx.config.answerKey)
		return reply.type(JSON_TYPE).send(JSON.stringify({ data }))
	})
}
