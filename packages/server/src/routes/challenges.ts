import {
	ChallengeBodySchema,
	ChallengeCreatedSchema,
	ChallengeParamsSchema,
	ChallengeResponseSchema,
	encryptJson,
} from '@dragondle/core'
import { createChallengeTokens } from '../challenge-token.ts'
import { RefusedError } from '../errors.ts'
import { earliestGameNumero } from '../today.ts'
import type { RouteContext, SchemaApp } from './context.ts'

/**
 * Challenge links (decision 084): a finished game becomes an opaque signed token; a friend's page
 * resolves it to the same answer, encrypted like the daily one, and the challenger's guesses.
 */
export function registerChallengeRoutes(app: SchemaApp, ctx: RouteContext) {
	const tokens = createChallengeTokens(ctx.config.scheduleSecret)
	const { max, lookupMax, windowSeconds } = ctx.config.rateLimit
	const config = { rateLimit: { max, timeWindow: windowSeconds * 1000 } }
	// resolving a token is a token-like lookup: the stricter limit, as for transfer tokens (decision 078)
	const lookupConfig = { rateLimit: { max: lookupMax, timeWindow: windowSeconds * 1000 } }

	const post = { body: ChallengeBodySchema, response: { 200: ChallengeCreatedSchema } }
	app.post('/challenges', { schema: post, config }, async (request) => {
		const { mode, name, picture, nbGuesses } = request.body
		// only an entry already playable everywhere: a link must not reveal one that is not; the
		// picture, when sent, picks the very entry played (each of Fusion's forms shares its name)
		const today = earliestGameNumero(ctx.clock, ctx.config.launchDay)
		const index = ctx.daily.indexOf(mode, request.body, today)
		if (index === null) {
			const shown = picture === undefined ? '' : ' in that picture'
			throw new RefusedError(404, `No ${mode} answer is named ${name}${shown}`, 'UNKNOWN_ANSWER')
		}
		return { token: tokens.seal({ mode, index, nbGuesses }) }
	})

	const get = { params: ChallengeParamsSchema, response: { 200: ChallengeResponseSchema } }
	app.get('/challenges/:token', { schema: get, config: lookupConfig }, async (request) => {
		const challenge = tokens.open(request.params.token)
		const today = earliestGameNumero(ctx.clock, ctx.config.launchDay)
		const answer = challenge ? ctx.daily.atIndex(challenge.mode, challenge.index, today) : null
		if (challenge === null || answer === null) {
			throw new RefusedError(404, 'This challenge link is not valid.', 'INVALID_CHALLENGE')
		}
		return { data: await encryptJson(answer, ctx.config.answerKey), nbGuesses: challenge.nbGuesses }
	})
}
