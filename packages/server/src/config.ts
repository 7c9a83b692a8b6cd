import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** A real calendar day: the regex alone would accept 2026-02-30. */
const DaySchema = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day like 2026-01-01')
	.refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'not a calendar day')

const DatabaseUrlSchema = z
	.string()
	.refine(
		(url) => /^postgres(ql)?:\/\//.test(url),
		'expected a postgres:// or postgresql:// URL (unset = SQLite)',
	)

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value)

const EnvSchema = z.object({
	PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
	HOST: z.string().min(1).default('localhost'),
	DATA_DIR: z.string().min(1).default('./data'),
	DATABASE_URL: z.preprocess(emptyAsUnset, DatabaseUrlSchema.optional()),
	ANSWER_KEY: z.string().min(1).default('dragondle-dev'),
	SCHEDULE_SECRET: z.string().min(1).default('dragondle-schedule-dev'),
	TRANSFER_KEY: z.string().min(1).default('dragondle-transfer-dev'),
	LAUNCH_DAY: DaySchema.default('2026-01-01'),
	WEB_DIST: z.string().min(1).optional(),
	LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
})

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string }

export type Config = {
	port: number
	host: string
	dataDir: string
	database: DatabaseConfig
	answerKey: string
	scheduleSecret: string
	/** Reserved for the transfer routes (DESIGN.md "Transfer"). */
	transferKey: string
	launchDay: string
	webDist: string
	logLevel: (typeof LOG_LEVELS)[number]
}

/** Parses the environment; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>, cwd: string): Config {
	const parsed = EnvSchema.safeParse(env)
	if (!parsed.success) {
		const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`)
		throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
	}
	const vars = parsed.data
	const dataDir = resolve(cwd, vars.DATA_DIR)
	return {
		port: vars.PORT,
		host: vars.HOST,
		dataDir,
		database: vars.DATABASE_URL
			? { kind: 'postgres', url: vars.DATABASE_URL }
			: { kind: 'sqlite', file: resolve(dataDir, 'dragondle.sqlite') },
		answerKey: vars.ANSWER_KEY,
		scheduleSecret: vars.SCHEDULE_SECRET,
		transferKey: vars.TRANSFER_KEY,
		launchDay: vars.LAUNCH_DAY,
		webDist: vars.WEB_DIST ? resolve(cwd, vars.WEB_DIST) : DEFAULT_WEB_DIST,
		logLevel: vars.LOG_LEVEL,
	}
}
