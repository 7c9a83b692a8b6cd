import type { FAILURE_CODES } from '@dragondle/core'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { describeValidation, ServiceUnavailableError } from '../errors.ts'
import type { Clock } from '../today.ts'
import { isInputError } from '../valibot-fastify.ts'

export type FailureCode = (typeof FAILURE_CODES)[number]

/**
 * A transfer or streak call refused on purpose: answered `{ valid: false, code, message }`, with
 * Retry-After when `retryAfterSeconds` says when asking again may succeed.
 */
export class FailureError extends Error {
	constructor(
		readonly statusCode: number,
		readonly code: FailureCode,
		message: string,
		readonly retryAfterSeconds?: number,
	) {
		super(message)
		this.name = 'FailureError'
	}
}

/** How often the same refusal on purpose with a 5xx is logged at most. */
const WARN_EVERY_MS = 60_000

type Failure = { status: number; code: FailureCode; message: string; retryAfter?: number }

type FailureOptions = {
	/** The code of a request the route's schema refuses: INVALID_DATA for bodies, INVALID_TOKEN for queries. */
	invalid: FailureCode
	/** Whether a refused request was refused for its size (a field over its limit): 413 then. */
	isTooLarge?: (request: FastifyRequest) => boolean
	/** The app's clock, which spaces the warnings. */
	clock: Clock
}

/**
 * The error handler of the transfer and streak routes (docs/product.md §7: their answers carry `valid`): every
 * failure, from the rate limit to the database, is `{ valid: false, code, message }` with a code
 * of core's FAILURE_CODES. It logs like the app's handler, and hides the text of a 5xx.
 */
export function answerFailures(options: FailureOptions) {
	// when each code was last logged: a refusal on purpose with a 5xx (a full transfer store) is the
	// operator's to see, once a minute, not once for each request anyone can send
	const warnedAt = new Map<FailureCode, number>()
	return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
		const failure = toFailure(error, request, options)
		if (error instanceof ServiceUnavailableError)
			request.log.warn({ err: error.cause ?? error, reqId: request.id }, error.message)
		else if (error instanceof FailureError && failure.status >= 500) {
			const now = options.clock()
			if (now - (warnedAt.get(failure.code) ?? Number.NEGATIVE_INFINITY) >= WARN_EVERY_MS) {
				warnedAt.set(failure.code, now)
				request.log.warn({ code: failure.code }, `${error.message} (logged at most once a minute)`)
			}
		} else if (failure.status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed')
		// the client's doing: debug only, no line per refused request at the default level
		else request.log.debug({ err: error, reqId: request.id }, 'request refused')
		if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter))
		const { code, message } = failure
		return reply.code(failure.status).send({ valid: false, code, message })
	}
}

function toFailure(error: FastifyError, request: FastifyRequest, options: FailureOptions): Failure {
	if (error instanceof FailureError) {
		const { statusCode: status, code, message, retryAfterSeconds: retryAfter } = error
		return { status, code, message, retryAfter }
	}
	if (error instanceof ServiceUnavailableError) {
		const { message, retryAfterSeconds } = error
		return { status: 503, code: 'UNAVAILABLE', message, retryAfter: retryAfterSeconds }
	}
	const status = error.statusCode ?? 500
	// the rate limiter has set Retry-After already
	if (status === 429) return { status, code: 'RATE_LIMITED', message: error.message }
	const isValidation = isInputError(error)
	if (status === 413 || (isValidation && options.isTooLarge?.(request))) {
		return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' }
	}
	if (isValidation) {
		const message = describeValidation(error.validationContext, error.validation)
		return { status: 400, code: options.invalid, message }
	}
	// a body that is no JSON, of another type, empty: the request is wrong, whatever its status
	if (status >= 400 && status < 500) return { status: 400, code: 'INVALID_DATA', message: error.message }
	// not a refusal but a bug (logged): the client can only try again later
	return { status: 500, code: 'UNAVAILABLE', message: 'Internal Server Error' }
}
