import { StreakRedeemBodySchema, StreakRedeemResponseSchema } from '@dragondle/core'
import { STREAK_CODE_PATTERN } from '../codes.ts'
import type { RouteContext, SchemaApp } from './context.ts'
import { answerFailures, FailureError } from './failure.ts'

/** The message a code that does not work gets (docs/product.md §8). */
const UNKNOWN_CODE = 'The code does not match any known key.'

/**
 * POST /api/streak/redeem {code}: a single-use code made by the operator (`npm run streak-code`)
 * restores a streak once (docs/architecture.md "Streak codes").
 */
export function registerStreakRoutes(app: SchemaApp, ctx: RouteContext) {
	const { lookupMax, windowSeconds } = ctx.config.rateLimit
	const schema = { body: StreakRedeemBodySchema, response: { 200: StreakRedeemResponseSchema } }
	const options = {
		schema,
		config: { rateLimit: { max: lookupMax, timeWindow: windowSeconds * 1000 } },
		errorHandler: answerFailures({ invalid: 'INVALID_DATA', clock: ctx.clock }),
	}
	app.post('/streak/redeem', options, async (request) => {
		// the schema has trimmed it; a text that is not shaped like a code is no code of ours
		const { code } = request.body
		const restored = STREAK_CODE_PATTERN.test(code)
			? await ctx.store.redeemStreakCode(code, ctx.clock())
			: undefined
		if (!restored) throw new FailureError(404, 'UNKNOWN_CODE', UNKNOWN_CODE)
		return { valid: true as const, ...restored }
	})
}
