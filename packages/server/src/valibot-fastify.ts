import type {
	FastifyError,
	FastifySchemaCompiler,
	FastifySchemaValidationError,
	FastifySerializerCompiler,
	FastifyTypeProvider,
} from 'fastify'
import * as v from 'valibot'

// Fastify with core's valibot schemas (decision 123): the validator and serializer compilers and the
// type provider that fastify-type-provider-zod gave for zod. No maintained one exists for valibot,
// and the three are a few lines each.

/** Marks the issues this module reports, so the error handlers tell them from any other error. */
const OURS = Symbol('valibot input issue')

/**
 * One refused part of a request, in Fastify's shape: where (`instancePath`: `/utc`, `/items/1`),
 * which check (`keyword`: valibot's, `min_value`, `regex`…) and why.
 */
export type InputIssue = FastifySchemaValidationError & { message: string; [OURS]: true }

/** Route types from the schemas: a handler reads the parsed input, and sends what the response schema takes. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
	validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown
	serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown
}

/**
 * Checks a request's params, query, headers or body against its schema: the parsed value (trimmed,
 * defaults filled, strings turned to numbers) replaces the raw one, and a refusal carries every issue.
 */
export const validatorCompiler: FastifySchemaCompiler<v.GenericSchema> =
	({ schema }) =>
	(data) => {
		const result = v.safeParse(schema, data)
		return result.success ? { value: result.output } : { error: result.issues.map(toInputIssue) }
	}

/**
 * Checks a response against its schema, then writes its JSON: an answer that breaks the API's
 * contract is a bug of ours, a 500 (its cause in the log), never a body the client cannot read.
 */
export const serializerCompiler: FastifySerializerCompiler<v.GenericSchema> =
	({ schema, method, url }) =>
	(data) => {
		const result = v.safeParse(schema, data)
		if (!result.success) {
			const cause = result.issues.map(toInputIssue)
			throw new Error(`The answer of ${method} ${url} does not match its schema`, { cause })
		}
		return JSON.stringify(result.output)
	}

/** Whether a request was refused by a route's schema, with the issues this module found. */
export function isInputError(
	error: FastifyError,
): error is FastifyError & { validation: InputIssue[]; validationContext?: string } {
	const issues: unknown = error.validation
	return Array.isArray(issues) && issues.length > 0 && issues.every((issue) => issue?.[OURS] === true)
}

function toInputIssue(issue: v.BaseIssue<unknown>): InputIssue {
	const instancePath = (issue.path ?? []).map((item) => `/${String(item.key)}`).join('')
	return {
		keyword: issue.type,
		instancePath,
		schemaPath: `#${instancePath}`,
		params: {},
		message: messageOf(issue),
		[OURS]: true,
	}
}

/**
 * The issue in words. Valibot's own text, but for a missing field, which it words as a bad key
 * ('Invalid key: Expected "name" but received undefined').
 */
function messageOf(issue: v.BaseIssue<unknown>): string {
	const isMissing = issue.path?.at(-1)?.origin === 'key' && issue.input === undefined
	return isMissing ? 'Required' : issue.message
}
