import { parseArgs } from 'node:util'
import { gameNumeroAt, MODES, type Mode, REGIONS } from '@dragondle/core'
import { drawStreakCode } from '../codes.ts'
import { type Config, loadConfig } from '../config.ts'
import { openStore } from '../store/open-store.ts'
import type { Store, StreakRestore } from '../store/store.ts'

/*
 * `npm run streak-code -- --mode classic --game 123 --guesses 4 [--count N]`: creates single-use
 * streak codes in the database that DATA_DIR / DATABASE_URL name (as the server does), prints one
 * per line and exits (docs/architecture.md "Streak codes", docs/decisions/078).
 */

const USAGE = `Usage: npm run streak-code -- --mode <${MODES.join('|')}> --game <number> --guesses <number> [--count <n>]`
/** Far more than any mode's pool of answers: a guess count above it is a typing mistake. */
const MAX_GUESSES = 1000
const MAX_COUNT = 1000
/** Draws per code before giving up (31^12 codes: a collision is already next to impossible). */
const CODE_DRAWS = 5

type Request = StreakRestore & { count: number }

/** The arguments, checked; throws an Error whose message tells the operator what to fix. */
function parseRequest(args: string[], config: Config, now: number): Request {
	const { values } = parseArgs({
		args,
		options: {
			mode: { type: 'string' },
			game: { type: 'string' },
			guesses: { type: 'string' },
			count: { type: 'string', default: '1' },
		},
		strict: true,
		allowPositionals: false,
	})
	const mode = values.mode
	if (!isMode(mode)) throw new Error(`--mode must be one of ${MODES.join(', ')}; got ${mode ?? 'nothing'}`)
	const today = Math.max(...REGIONS.map((region) => gameNumeroAt(now, region, config.launchDay)))
	const gameNumero = wholeNumber('--game', values.game, today)
	const nbGuesses = wholeNumber('--guesses', values.guesses, MAX_GUESSES)
	const count = wholeNumber('--count', values.count, MAX_COUNT)
	return { mode, gameNumero, nbGuesses, count }
}

function isMode(value: unknown): value is Mode {
	return MODES.some((mode) => mode === value)
}

/** A whole number from 1 to `max`, written in plain digits. */
function wholeNumber(name: string, text: string | undefined, max: number): number {
	if (text === undefined) throw new Error(`${name} is missing`)
	const value = /^\d{1,9}$/.test(text.trim()) ? Number(text) : Number.NaN
	if (!(value >= 1 && value <= max)) {
		const why = name === '--game' ? ', the latest game so far' : ''
		throw new Error(`${name} must be a whole number from 1 to ${max}${why}; got ${text}`)
	}
	return value
}

async function createCode(store: Store, restore: StreakRestore, createdAt: number): Promise<string> {
	for (let draw = 0; draw < CODE_DRAWS; draw++) {
		const code = drawStreakCode()
		if (await store.createStreakCode({ ...restore, code, createdAt })) return code
	}
	throw new Error(`no free code found in ${CODE_DRAWS} draws`)
}

function describeDatabase(config: Config): string {
	return config.database.kind === 'sqlite' ? `SQLite ${config.database.file}` : 'PostgreSQL (DATABASE_URL)'
}

async function main(): Promise<number> {
	let config: Config
	let request: Request
	try {
		config = loadConfig(process.env, process.cwd())
		request = parseRequest(process.argv.slice(2), config, Date.now())
	} catch (error) {
		console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
		return 2
	}
	const { count, ...restore } = request
	const store = await openStore(config.database)
	try {
		for (let i = 0; i < count; i++) console.log(await createCode(store, restore, Date.now()))
	} finally {
		await store.close()
	}
	const what = `${restore.mode} game ${restore.gameNumero} in ${restore.nbGuesses} guesses`
	console.error(`${count} single-use code(s) for ${what}, stored in ${describeDatabase(config)}`)
	return 0
}

main().then(
	(code) => {
		process.exitCode = code
	},
	(error: unknown) => {
		console.error(`streak-code failed: ${error instanceof Error ? error.message : String(error)}`)
		process.exitCode = 1
	},
)
