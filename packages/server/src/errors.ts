import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { isInputError } from './valibot-fastify.ts'

/** Stable codes the client may branch on; the message is for people. */
const CODES: Readonly<Record<number, string>> = {
	400: 'BAD_REQUEST',
	404: 'NOT_FOUND',
	405: 'METHOD_NOT_ALLOWED',
	413: 'PAYLOAD_TOO_LARGE',
	415: 'UNSUPPORTED_MEDIA_TYPE',
	429: 'RATE_LIMITED',
}

/** A request the server understood and refuses, with a stable code the client may branch on. */
export class RefusedError extends Error {
	constructor(
		readonly statusCode: number,
		message: string,
		readonly code: string,
	) {
		super(message)
		this.name = 'RefusedError'
	}
}

/**
 * A dependency (the database) is not answering: 503 with `Retry-After` and a message for people.
 * The cause stays in the log.
 */
export class ServiceUnavailableError extends Error {
	readonly statusCode = 503
	constructor(
		message: string,
		readonly code: string,
		readonly retryAfterSeconds: number,
		options?: ErrorOptions,
	) {
		super(message, options)
		this.name = 'ServiceUnavailableError'
	}
}

/**
 * Logs every error, answers `{ message, code }` and never a stack trace (docs/architecture.md
 * "Conventions").
 * The text of a 5xx stays in the log: it may name tables, files or secrets.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
	// a refusal is the client's doing: logged at debug only, as a line per bad request at the
	// default level would be a line per request for whoever sends them (decision 092)
	if (isInputError(error)) {
		request.log.debug({ err: error, reqId: request.id }, 'invalid input')
		const message = describeValidation(error.validationContext, error.validation)
		return reply.code(400).send({ message, code: 'INVALID_INPUT' })
	}
	if (error instanceof ServiceUnavailableError) {
		request.log.warn({ err: error.cause ?? error, reqId: request.id }, error.message)
		reply.header('retry-after', String(error.retryAfterSeconds))
		return reply.code(503).send({ message: error.message, code: error.code })
	}
	const status =
		error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
	if (status >= 500) {
		request.log.error({ err: error, reqId: request.id }, 'request failed')
		return reply.code(status).send({ message: STATUS_CODES[status] ?? 'Internal Server Error' })
	}
	request.log.debug({ err: error, reqId: request.id }, 'bad request')
	const code = error instanceof RefusedError ? error.code : (CODES[status] ?? 'BAD_REQUEST')
	return reply.code(status).send({ message: error.message, code })
}

/** Answers unknown routes, API or not, with the same JSON shape as other errors. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
	const path = request.url.split('?')[0]
	return reply.code(404).send({ message: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' })
}

type Issue = { instancePath: string; message?: string }

/** "querystring.utc: Invalid value: Expected <=14 but received 15", one clause per issue. */
export function describeValidation(context: string | undefined, issues: readonly Issue[]): string {
	const clauses = issues.map((issue) => {
		const field = [context ?? 'input', ...issue.instancePath.split('/').filter(Boolean)].join('.')
		return `${field}: ${issue.message ?? 'invalid'}`
	})
	return clauses.join('; ')
}

/** Node's parser errors that have a status of their own; every other one is a 400. */
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
	HPE_HEADER_OVERFLOW: 431,
	ERR_HTTP_REQUEST_TIMEOUT: 408,
}

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (a raw byte the parser
 * rejects, a Content-Length that is no number, a bad chunk): the same `{ message, code }` shape and
 * security headers as every other error, written straight to the socket.
 */
export function answerClientError(
	error: Error & { code?: string },
	socket: Duplex,
	headers: Readonly<Record<string, string>>,
) {
	if (error.code === 'ECONNRESET' || !socket.writable) return
	// The request before the bad bytes (e.g. a GET with a bad Transfer-Encoding) may already have
	// its answer on the way: a second one would corrupt it. Node's own handler closes the socket then.
	const ongoing = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
	if (ongoing?.headersSent) {
		socket.destroy()
		return
	}
	const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400
	const body = JSON.stringify({
		message: status === 431 ? 'The request headers are too large.' : 'The request is malformed.',
		code: status === 400 ? 'BAD_REQUEST' : (STATUS_CODES[status] ?? '').toUpperCase().replaceAll(' ', '_'),
	})
	const lines = [
		`HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
		'Content-Type: application/json; charset=utf-8',
		`Content-Length: ${Buffer.byteLength(body)}`,
		'Connection: close',
		...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
	]
	socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`)
}
