// How many daily players one instance serves (decision 096): the midnight rush over real HTTP,
// players arriving at a rising rate, each doing what the page does on a first visit and a win.
// The players-per-second figure is the highest arrival rate at which every step so far answered
// every request, with the 99th percentile of all requests' times under 100 ms; the CPU time the
// server's processes spent per player turns into daily players for a 2-core machine.
//
// Two configurations: (a) one instance on SQLite; (b) two instances on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL) and Redis (BENCH_REDIS_URL or TEST_REDIS_URL) behind
// nginx running deploy/nginx.conf (skipped, with a note, without them or nginx). The load
// generator runs on the same machine: its CPU time, the server's and the rest of the machine's
// are measured each step. On the SQLite instance, request by request afterwards: the ping against a
// bare Fastify hello (for reference) and Classic's page against the ping (target ≥ 0.5, decision
// 107). Results go to bench/results/capacity.json.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { gameNumeroAt, nextResetAt, REGION_OFFSET_HOURS, REGIONS, type Region } from '@dragondle/core'
import { freePort } from '@dragondle/server/testing'
import autocannon from 'autocannon'
import { type Figure, reportFigures } from './figures.ts'
import { BENCH_LAUNCH_DAY, benchAnswerName, buildProductionServer } from './production-server.ts'
import { arrive, type Game, quantile, REQUEST_KINDS, type RequestKind } from './rush.ts'
import {
	cpuBetween,
	cpuSecondsOf,
	findNginx,
	machineBusySeconds,
	postgresStack,
	type Stack,
	sqliteStack,
} from './stack.ts'

const ROOT = join(import.meta.dirname, '..')
const env = process.env
/** Each step's players arrive for this long. */
const STEP_SECONDS = Number(env.BENCH_STEP_SECONDS ?? 15)
/** The first step's arrival rate (players per second), also the warm-up's. */
const START_RATE = Number(env.BENCH_START_RATE ?? 25)
/** Each step's rate over the previous one's, until a step fails. */
const RAMP = Number(env.BENCH_RAMP ?? 1.5)
const MAX_RATE = Number(env.BENCH_MAX_RATE ?? 5000)
/** Steps between the last passed and the first failed rate, each halving the gap (geometrically). */
const BISECTIONS = Number(env.BENCH_BISECTIONS ?? 2)
/**
 * A step that failed by its slowest requests alone (nothing failed, and the median stayed under
 * RETRY_MEDIAN_MS) is run again this many times before it is believed: on a machine shared with
 * other work, a neighbour's busy moment delays a few requests. An overloaded server's median
 * climbs too, and that step is not run again.
 */
const RETRIES = Number(env.BENCH_RETRIES ?? 1)
const RETRY_MEDIAN_MS = 10
/** A new server's code is not optimized yet: it plays this long at the first rate, unmeasured. */
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 8)
/** A step passes when every request was answered and this share of them … */
const QUANTILE = 0.99
/** … answered within this time. */
const LIMIT_MS = 100
/** The share of the server's usable cores (Stack's `cores`) the day's players may take on average. */
const TARGET_UTILISATION = Number(env.BENCH_TARGET_UTILISATION ?? 0.5)
/** The share of a day's players who arrive in the hour after their region's midnight … */
const FIRST_HOUR_SHARE = Number(env.BENCH_FIRST_HOUR_SHARE ?? 0.2)
/** … and how much busier its first minutes are than that hour's average. */
const RUSH_PEAK = Number(env.BENCH_RUSH_PEAK ?? 2)
const DATABASE_URL = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL
const REDIS_URL = env.BENCH_REDIS_URL ?? env.TEST_REDIS_URL
/** Which configurations to run: sqlite, postgres or both (the default). */
const CONFIGS = (env.BENCH_CONFIGS ?? 'sqlite,postgres').split(',')

type Step = {
	rate: number
	players: number
	/** Players per second who arrived (the Poisson process's own count). */
	arrivedPerSecond: number
	requests: number
	p99Ms: number
	p50Ms: number
	/** Each request's p99, by request. */
	p99ByRequest: Partial<Record<RequestKind, number>>
	errors: number
	firstErrors: string[]
	/** How late the generator started players against their arrival, p99 (ms). */
	lagP99Ms: number
	/** CPU seconds each of the server's components spent. */
	cpuSeconds: Record<string, number>
	/** The server's CPU time (all its components) per player, in ms. */
	cpuMsPerPlayer: number
	/** Shares of one core, over the step: the server's, the load generator's, everything else's. */
	serverCores: number
	benchCores: number
	otherCores: number | null
	passed: boolean
}

type Configuration = {
	label: string
	/** The cores the server can use on a 2-core machine of its own (the CPU bound's). */
	usableCores: number
	steps: Step[]
	/** The highest rate whose step and every step before it passed (players per second); 0 for none. */
	sustainedRate: number
	/** CPU ms per player over every passing step, by component and in all. */
	cpuMsPerPlayer: number
	cpuMsPerPlayerByComponent: Record<string, number>
	/** Cores the server and the load generator took at the sustained rate (its last passing step). */
	serverCoresThere: number | null
	benchCoresThere: number | null
	dailyByCpu: number
	dailyByRush: number
	dailyPlayers: number
	/** Cores the machine's other work took, on average over the steps (null off Linux). */
	otherCores: number | null
}

/**
 * The region whose next midnight is furthest away (the other's is 8 to 16 hours off), so that the
 * answer does not change during the run; its game and answer on the bench's schedule.
 */
function gameOfTheRun(): { game: () => Game; redisKeys: () => string[] } {
	const now = Date.now()
	const region: Region = [...REGIONS].sort((a, b) => nextResetAt(now, b) - nextResetAt(now, a))[0] ?? 'eu'
	const names = new Map<number, string>()
	const game = (): Game => {
		const gameNumero = gameNumeroAt(Date.now(), region, BENCH_LAUNCH_DAY)
		let answerName = names.get(gameNumero)
		if (answerName === undefined) {
			answerName = benchAnswerName('classic', region, gameNumero)
			names.set(gameNumero, answerName)
		}
		return { mode: 'classic', utc: REGION_OFFSET_HOURS[region], region, gameNumero, answerName }
	}
	game()
	const redisKeys = () =>
		[...names.keys()].flatMap((numero) =>
			['ranks', 'count'].map((kind) => `dragondle:winners:{classic:${region}:${numero}}:${kind}`),
		)
	return { game, redisKeys }
}

/** Player addresses start at a random place, so a rerun within the hour meets no limit of the last. */
let nextPlayer = Math.floor(Math.random() * 12_000_000)

async function runStep(stack: Stack, game: () => Game, rate: number, seconds: number): Promise<Step> {
	const cpuBefore = await stack.cpu()
	const machineBefore = machineBusySeconds()
	const benchBefore = process.cpuUsage()
	const arrivals = await arrive(stack.base, game, rate, seconds, nextPlayer, Math.round(rate * 1000))
	const benchUsage = process.cpuUsage(benchBefore)
	const machineAfter = machineBusySeconds()
	const cpuSeconds = cpuBetween(cpuBefore, await stack.cpu())
	nextPlayer += arrivals.players
	const timings = arrivals.results.flatMap((result) => result.timings)
	const all = timings.map(([, ms]) => ms)
	const p99ByRequest: Partial<Record<RequestKind, number>> = {}
	for (const kind of REQUEST_KINDS) {
		p99ByRequest[kind] = quantile(
			timings.filter(([of]) => of === kind).map(([, ms]) => ms),
			QUANTILE,
		)
	}
	const errors = arrivals.results.flatMap((result) => (result.error === null ? [] : [result.error]))
	const serverSeconds = Object.values(cpuSeconds).reduce((sum, value) => sum + value, 0)
	const benchSeconds = (benchUsage.user + benchUsage.system) / 1e6
	const elapsed = arrivals.elapsedSeconds
	const p99Ms = quantile(all, QUANTILE)
	return {
		rate,
		players: arrivals.players,
		arrivedPerSecond: arrivals.players / seconds,
		requests: all.length,
		p99Ms,
		p50Ms: quantile(all, 0.5),
		p99ByRequest,
		errors: errors.length,
		firstErrors: [...new Set(errors)].slice(0, 3),
		lagP99Ms: quantile(arrivals.lagMs, QUANTILE),
		cpuSeconds,
		cpuMsPerPlayer: (serverSeconds * 1000) / Math.max(1, arrivals.players),
		serverCores: serverSeconds / elapsed,
		benchCores: benchSeconds / elapsed,
		otherCores:
			machineBefore === null || machineAfter === null
				? null
				: (machineAfter - machineBefore - serverSeconds - benchSeconds) / elapsed,
		passed: errors.length === 0 && p99Ms < LIMIT_MS,
	}
}

const round = (value: number) => (value >= 100 ? Math.round(value) : Math.round(value * 10) / 10)

function printStep(step: Step) {
	const worst = Object.entries(step.p99ByRequest).sort(([, a], [, b]) => b - a)[0]
	const cells = [
		String(round(step.rate)).padStart(6),
		String(step.players).padStart(7),
		step.p50Ms.toFixed(1).padStart(6),
		step.p99Ms.toFixed(1).padStart(7),
		`${(worst?.[0] ?? '').padEnd(27)} ${(worst?.[1] ?? 0).toFixed(1).padStart(6)}`,
		String(step.errors).padStart(6),
		step.lagP99Ms.toFixed(1).padStart(6),
		step.cpuMsPerPlayer.toFixed(2).padStart(8),
		step.serverCores.toFixed(2).padStart(6),
		step.benchCores.toFixed(2).padStart(6),
		(step.otherCores?.toFixed(2) ?? '–').padStart(6),
		step.passed ? 'pass' : 'FAIL',
	]
	console.log(`  ${cells.join('  ')}`)
	for (const error of step.firstErrors) console.log(`        error: ${error}`)
}

async function measure(stack: Stack, game: () => Game): Promise<Configuration> {
	console.log(`\n${stack.label} (${stack.base})`)
	console.log(
		`  rate/s  players  p50 ms   p99 ms  slowest request (p99 ms)             errors  lag p99  CPU ms/pl  server  bench   other  (cores)`,
	)
	await runStep(stack, game, START_RATE, WARMUP_SECONDS)
	const steps: Step[] = []
	/** Runs a rate's step, again when it fails by its tail alone (RETRIES): whether it passed. */
	const passes = async (rate: number): Promise<boolean> => {
		for (let attempt = 0; ; attempt++) {
			await new Promise((resolve) => setTimeout(resolve, 1000))
			const step = await runStep(stack, game, rate, STEP_SECONDS)
			steps.push(step)
			printStep(step)
			const isTailOnly = step.errors === 0 && step.p50Ms < RETRY_MEDIAN_MS
			if (step.passed || !isTailOnly || attempt >= RETRIES) return step.passed
		}
	}
	let passed = 0
	let failed: number | undefined
	for (let rate = START_RATE; rate <= MAX_RATE && failed === undefined; rate *= RAMP) {
		if (await passes(rate)) passed = rate
		else failed = rate
	}
	for (let bisection = 0; failed !== undefined && passed > 0 && bisection < BISECTIONS; bisection++) {
		const rate = Math.sqrt(passed * failed)
		if (await passes(rate)) passed = rate
		else failed = rate
	}
	// the CPU per player of the steps that passed up to the sustained rate; when none passed (a
	// machine busy with other work), of the first rate's steps, whose players were all served
	const counted =
		passed > 0
			? steps.filter((step) => step.passed && step.rate <= passed)
			: steps.filter((step) => step.rate === START_RATE && step.errors === 0)
	const players = counted.reduce((sum, step) => sum + step.players, 0)
	const byComponent: Record<string, number> = {}
	for (const step of counted) {
		for (const [component, seconds] of Object.entries(step.cpuSeconds)) {
			byComponent[component] = (byComponent[component] ?? 0) + (seconds * 1000) / Math.max(1, players)
		}
	}
	const cpuMsPerPlayer = Object.values(byComponent).reduce((sum, value) => sum + value, 0)
	const sustained = steps.findLast((step) => step.passed && step.rate === passed)
	const dailyByCpu = (stack.cores * 86_400 * TARGET_UTILISATION * 1000) / cpuMsPerPlayer
	const dailyByRush = (passed * 3600) / (FIRST_HOUR_SHARE * RUSH_PEAK)
	return {
		label: stack.label,
		usableCores: stack.cores,
		steps,
		sustainedRate: passed,
		cpuMsPerPlayer,
		cpuMsPerPlayerByComponent: byComponent,
		serverCoresThere: sustained?.serverCores ?? null,
		benchCoresThere: sustained?.benchCores ?? null,
		dailyByCpu,
		dailyByRush,
		dailyPlayers: Math.min(dailyByCpu, dailyByRush),
		otherCores: steps.some((step) => step.otherCores === null)
			? null
			: steps.reduce((sum, step) => sum + (step.otherCores ?? 0), 0) / Math.max(1, steps.length),
	}
}

/** Throughput over 3 s of 10 connections, and the CPU the answering process spent per request. */
type Throughput = { rps: number; cpuMicros: number }

/** The ping against a bare Fastify hello, and a page against the ping. */
type PingAndPage = { hello: Throughput; ping: Throughput; page: Throughput; line: string }

/** A page, served at least this share as fast as the ping (decision 107). */
const PAGE_TARGET_RATIO = 0.5

/**
 * The ping (`GET /api/`) against a bare Fastify hello, for reference only, and Classic's page as a
 * browser in Spanish asks for it (compression offered: from memory, decision 107) against the ping,
 * which must serve it at least PAGE_TARGET_RATIO as fast.
 */
async function pingAndPage(base: string, pid: number | undefined): Promise<PingAndPage> {
	const port = await freePort()
	const script = `import('fastify').then(({ default: Fastify }) => { const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); app.listen({ port: ${port}, host: '127.0.0.1' }) })`
	const hello = spawn(process.execPath, ['-e', script], {
		cwd: join(ROOT, 'packages/server'),
		stdio: 'ignore',
	})
	try {
		for (let attempt = 0; !(await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.ok; attempt++) {
			if (attempt > 200) throw new Error('the bare hello did not start')
			await new Promise((resolve) => setTimeout(resolve, 50))
		}
		const run = async (
			url: string,
			process: number | undefined,
			headers: Record<string, string> = {},
		): Promise<Throughput> => {
			await autocannon({ url, headers, connections: 10, duration: 1 })
			const before = cpuSecondsOf(process)
			const result = await autocannon({ url, headers, connections: 10, duration: 3 })
			const cpu = (cpuSecondsOf(process) ?? 0) - (before ?? 0)
			return { rps: result.requests.average, cpuMicros: (cpu * 1e6) / Math.max(1, result.requests.total) }
		}
		const bare = await run(`http://127.0.0.1:${port}/`, hello.pid)
		const ping = await run(`${base}/api/`, pid)
		const page = await run(`${base}/classic`, pid, {
			'accept-encoding': 'br, gzip',
			'accept-language': 'es-MX,es;q=0.9,en;q=0.8',
		})
		const pageRatio = page.rps / ping.rps
		const line = [
			`ping ${Math.round(ping.rps)} req/s (${ping.cpuMicros.toFixed(0)} µs CPU) against a bare Fastify hello's ${Math.round(bare.rps)} (${bare.cpuMicros.toFixed(0)} µs): ${(ping.rps / bare.rps).toFixed(2)} by rate, ${(bare.cpuMicros / ping.cpuMicros).toFixed(2)} by CPU (for reference, no goal)`,
			`GET /classic in Spanish ${Math.round(page.rps)} req/s (${page.cpuMicros.toFixed(0)} µs CPU): ${pageRatio.toFixed(2)} of the ping (target ≥ ${PAGE_TARGET_RATIO}: ${pageRatio >= PAGE_TARGET_RATIO ? 'met' : 'MISSED'})`,
		].join('; ')
		return { hello: bare, ping, page, line }
	} finally {
		hello.kill('SIGTERM')
	}
}

if (!existsSync(join(ROOT, 'packages/web/dist/index.html'))) {
	throw new Error('no web build (the page is part of every visit): run npm run build first')
}
buildProductionServer()
const started = Date.now()
const { game, redisKeys } = gameOfTheRun()
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()
	.map((value) => value.toFixed(2))
	.join(' ')} at the start`
console.log(
	`Capacity: players arriving at ${game().region}'s midnight (Poisson), each a first visit and a win (7 requests); steps of ${STEP_SECONDS} s from ${START_RATE}/s, ×${RAMP}, then ${BISECTIONS} bisections; pass: no error and p99 < ${LIMIT_MS} ms. Machine: ${machine}.`,
)
const configurations: Configuration[] = []
let pingFigures: PingAndPage | undefined
/** The stack running, stopped on Ctrl-C or SIGTERM too: its database and its nginx are the run's own. */
let running: Stack | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.once(signal, () => {
		console.log(`\n${signal}: stopping ${running?.label ?? 'nothing'}`)
		void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(130))
	})
}
async function measureOn(start: () => Promise<Stack>, after?: (stack: Stack) => Promise<void>) {
	const stack = await start()
	running = stack
	try {
		configurations.push(await measure(stack, game))
		await after?.(stack)
	} finally {
		running = undefined
		await stack.stop()
	}
}
if (CONFIGS.includes('sqlite')) {
	await measureOn(sqliteStack, async (stack) => {
		pingFigures = await pingAndPage(stack.base, stack.pid)
	})
}
if (CONFIGS.includes('postgres')) {
	const nginx = findNginx()
	if (!DATABASE_URL || !REDIS_URL || !nginx) {
		console.log(
			'\n(b) skipped: it needs BENCH_DATABASE_URL (or TEST_DATABASE_URL), BENCH_REDIS_URL (or TEST_REDIS_URL) and nginx',
		)
	} else {
		await measureOn(() => postgresStack(nginx, DATABASE_URL, REDIS_URL, redisKeys))
	}
}

/** A count of players, in thousands or millions. */
const thousands = (value: number) =>
	value >= 1e6 ? `${(value / 1e6).toFixed(1)} M` : `${(value / 1000).toFixed(value >= 100_000 ? 0 : 1)} k`
console.log(
	`\nSummary. Daily players on a 2-core machine = the lower of CPU: usable cores (1 for one process, 2 for two) × 86 400 s × ${TARGET_UTILISATION} / CPU per player, and rush: sustained rate × 3600 s / (${FIRST_HOUR_SHARE} of the day's players in the hour after midnight × ${RUSH_PEAK} for its first minutes)`,
)
console.log(
	`  ${'configuration'.padEnd(46)} sustained  server, bench there (cores)  CPU ms/player  daily by CPU  by rush  daily players`,
)
for (const configuration of configurations) {
	const components = Object.entries(configuration.cpuMsPerPlayerByComponent)
		.map(([component, ms]) => `${component} ${ms.toFixed(2)}`)
		.join(', ')
	const cells = [
		configuration.label.padEnd(46),
		`${round(configuration.sustainedRate)}/s`.padStart(9),
		`${configuration.serverCoresThere?.toFixed(2) ?? '–'}, ${configuration.benchCoresThere?.toFixed(2) ?? '–'}`.padStart(
			27,
		),
		configuration.cpuMsPerPlayer.toFixed(2).padStart(13),
		thousands(configuration.dailyByCpu).padStart(15),
		thousands(configuration.dailyByRush).padStart(8),
		thousands(configuration.dailyPlayers).padStart(14),
	]
	console.log(`  ${cells.join('  ')}`)
	console.log(`    CPU per player by process: ${components}`)
}
for (const { label, otherCores } of configurations) {
	if (otherCores !== null && otherCores > 0.2) {
		console.log(
			`  Note: other work took ${otherCores.toFixed(2)} cores on average during ${label}: its rate is lower than on a quiet machine (the CPU per player is less affected)`,
		)
	}
}
if (pingFigures) console.log(`  Request by request, SQLite, 1 instance: ${pingFigures.line}`)
const figures: Figure[] = configurations.flatMap(
	({ label, sustainedRate, cpuMsPerPlayer, dailyPlayers }): Figure[] => [
		{ name: `${label}: sustained arrivals`, value: sustainedRate, unit: 'players/s', digits: 0 },
		{ name: `${label}: server CPU per player`, value: cpuMsPerPlayer, unit: 'ms', digits: 2 },
		{ name: `${label}: daily players, 2 cores`, value: dailyPlayers, unit: 'players', digits: 0 },
	],
)
if (pingFigures) {
	const { hello, ping, page } = pingFigures
	figures.push(
		{
			name: 'GET /api/ (ping), SQLite',
			value: ping.rps,
			unit: 'req/s',
			digits: 0,
			ratio: { value: ping.rps / hello.rps, of: 'a bare Fastify hello' },
		},
		{
			name: 'GET /classic in Spanish, SQLite',
			value: page.rps,
			unit: 'req/s',
			digits: 0,
			ratio: { value: page.rps / ping.rps, of: 'the ping' },
			gate: { limit: `≥ ${PAGE_TARGET_RATIO} of the ping`, isMet: page.rps / ping.rps >= PAGE_TARGET_RATIO },
		},
	)
}
reportFigures(figures)
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true })
const file = join(import.meta.dirname, 'results', 'capacity.json')
writeFileSync(
	file,
	`${JSON.stringify(
		{
			date: new Date().toISOString(),
			machine,
			model: {
				stepSeconds: STEP_SECONDS,
				startRate: START_RATE,
				ramp: RAMP,
				bisections: BISECTIONS,
				quantile: QUANTILE,
				limitMs: LIMIT_MS,
				targetUtilisation: TARGET_UTILISATION,
				firstHourShare: FIRST_HOUR_SHARE,
				rushPeak: RUSH_PEAK,
			},
			configurations,
			pingAndPage: pingFigures ?? null,
			seconds: Math.round((Date.now() - started) / 1000),
		},
		null,
		'\t',
	)}\n`,
)
console.log(`\nwritten to ${file} (${Math.round((Date.now() - started) / 1000)} s)`)
