// Throughput of the production server (compiled JavaScript) against baselines taken in the same
// run, for reference only: what one instance serves is bench/capacity.ts's question (decision
// 096). A bare Fastify hello is the ping's baseline; the ping is the baseline of every other
// route. On a small machine one measurement swings by a third and one process of the same
// build by a fifth, so the targets are measured in ROUNDS rounds (default 7), each with a new bare
// hello and a new server, warmed up on every target (BENCH_WARMUP_SECONDS, default 1) and then
// measured on each in turn (BENCH_SECONDS, default 2). Each figure is the median of its rounds and
// each ratio the median of the rounds' own ratios. BENCH_DATABASE_URL or TEST_DATABASE_URL adds
// PostgreSQL, BENCH_REDIS_URL or TEST_REDIS_URL adds PostgreSQL + Redis. Results go to
// bench/results/http.json.
//
// Beside requests per second, each figure has the CPU time the answering process spent per request
// (Linux: /proc/<pid>/stat), and its ratio to the baseline's: on a machine shared with other work
// (or with autocannon itself, on 2 cores) throughput swings with the neighbours, while the CPU a
// request costs the server is its own.
import { type ChildProcess, spawn } from 'node:child_process'
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	statSync,
	writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PlayerIssueResponseSchema } from '@dragondle/core'
import autocannon from 'autocannon'
import pg from 'pg'
import { benchClassicToday, buildProductionServer, startProductionServer } from './production-server.ts'

const ROOT = join(import.meta.dirname, '..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
/** Each target runs this long unmeasured first: a new server's code is not optimized yet. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1)
const CONNECTIONS = 10
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL
const HELLO = 'bare Fastify hello'
const PING = 'GET /api/ (ping)'
/** A page, served at least half as fast as the ping (decision 107). */
const PAGE = '/classic'
const PAGE_TARGET_RATIO = 0.5

type Target = {
	name: string
	options: autocannon.Options
	baseline?: string
	pid?: number
	/** The ids its posts take, one each. */
	players?: PlayerIds
}
type Row = {
	name: string
	requestsPerSecond: number
	p99Ms: number
	errors: number
	/** CPU time (user + system) the answering process spent per request, in µs; null off Linux. */
	cpuMicrosPerRequest: number | null
	baseline?: string
	/** Requests per second, as a share of the baseline's. */
	ratio?: number
	/** The baseline's CPU per request over this one's: the share of its throughput per CPU-second. */
	cpuRatio?: number
}

/**
 * Player ids the server under test may issue to the bench's address per hour (its config's
 * highest): a win counts only with an id the server issued, and the win posts take one each.
 */
const PLAYER_IDS_PER_HOUR = '100000'
/** Win posts per second the first run is issued ids for, before one has been measured. */
const FIRST_WIN_RATE = 4000
/** Each run is issued ids for this many times the highest rate seen (a warm process posts faster). */
const PLAYER_ID_MARGIN = 1.5
/** POST /api/players requests in flight at once while ids are issued. */
const ISSUE_CONCURRENCY = 10

/**
 * Signed player ids for the win posts, from the server under test's POST /api/players: each post
 * is a new winner, as in a rush of players, so each run is issued enough ids at the highest rate
 * seen, before it starts (outside the time and CPU measured). A post past them repeats an id (a
 * win already counted, which costs less): such posts are counted and printed, never hidden.
 */
type PlayerIds = {
	next: () => string
	/** Issues fresh ids for `seconds` of posts; stops early, with a warning, if the server refuses. */
	issue: (base: string, seconds: number) => Promise<void>
	/** Notes the rate a run reached, which sizes the next ids; returns its posts that repeated an id. */
	ran: (requestsPerSecond: number) => number
}

function playerIds(): PlayerIds {
	let fresh: string[] = []
	let used = 0
	let repeats = 0
	let rate = FIRST_WIN_RATE
	return {
		next() {
			if (used >= fresh.length) repeats++
			return fresh[used++ % fresh.length] ?? ''
		},
		async issue(base, seconds) {
			fresh = fresh.slice(used)
			used = 0
			const wanted = Math.ceil(rate * seconds * PLAYER_ID_MARGIN) - fresh.length
			if (wanted > 0) fresh.push(...(await issuePlayerIds(base, wanted)))
		},
		ran(requestsPerSecond) {
			rate = Math.max(rate, requestsPerSecond)
			const ranOut = repeats
			repeats = 0
			return ranOut
		},
	}
}

/** `count` new ids from POST /api/players, or fewer when the server stops issuing (429). */
async function issuePlayerIds(base: string, count: number): Promise<string[]> {
	let isRefused = false
	const lane = async (first: number) => {
		const issued: string[] = []
		for (let index = first; index < count && !isRefused; index += ISSUE_CONCURRENCY) {
			const response = await fetch(`${base}/api/players`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: '{}',
			})
			if (response.ok) issued.push(PlayerIssueResponseSchema.parse(await response.json()).player)
			else isRefused = true
		}
		return issued
	}
	const lanes = Array.from({ length: Math.min(ISSUE_CONCURRENCY, count) }, (_, first) => lane(first))
	const issued = (await Promise.all(lanes)).flat()
	if (isRefused) console.warn(`  POST /api/players stopped issuing after ${issued.length} of ${count} ids`)
	return issued
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** User + system CPU time of a process so far, in seconds; null where /proc is not there. */
function cpuSecondsOf(pid: number | undefined): number | null {
	if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null
	// the fields after the command name, which is in parentheses and may hold spaces
	const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
	return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

async function started(child: ChildProcess, url: string): Promise<void> {
	const deadline = Date.now() + 60_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	throw new Error(`${url} did not answer in 60 s`)
}

async function stop(child: ChildProcess) {
	child.kill('SIGTERM')
	if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
}

function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

type Endpoint = { url: string; pid: number | undefined }

/** A bare Fastify answering `{ hello: 'world' }`: what the framework alone costs on this machine. */
async function startBareHello(port: number): Promise<ChildProcess> {
	const script = `import('fastify').then(({ default: Fastify }) => { const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); app.listen({ port: ${port}, host: '127.0.0.1' }) })`
	const child = spawn(process.execPath, ['-e', script], {
		cwd: join(ROOT, 'packages/server'),
		stdio: 'ignore',
	})
	await started(child, `http://127.0.0.1:${port}/`)
	return child
}

/** The largest script of the web build, as a first visit downloads it (precompressed). */
function hashedAsset(): string {
	const assets = join(ROOT, 'packages/web/dist/assets')
	const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
	const largest = scripts.sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0]
	if (!largest) throw new Error('no web build: run npm run build')
	return `/assets/${largest}`
}

async function freshPostgresDatabase(url: string): Promise<string> {
	const admin = new pg.Client({ connectionString: url })
	await admin.connect()
	const name = `dragondle_bench_${Date.now()}`
	await admin.query(`create database ${name}`)
	await admin.end()
	const target = new URL(url)
	target.pathname = `/${name}`
	return target.toString()
}

function targetsOf(
	base: string,
	hello: Endpoint,
	serverPid: number | undefined,
	players: PlayerIds,
): Target[] {
	const { gameNumero, name } = benchClassicToday()
	// as a browser asks: compression offered, so static files come precompressed
	const get = (path: string, headers: Record<string, string> = {}): Target => ({
		name: `GET ${path.replace(/-[\w-]{8,}\.js$/, '-<hash>.js')}`,
		options: { url: `${base}${path}`, headers: { 'accept-encoding': 'br, gzip', ...headers } },
		baseline: PING,
		pid: serverPid,
	})
	return [
		{ name: HELLO, options: { url: hello.url }, pid: hello.pid },
		{ name: PING, options: { url: `${base}/api/` }, baseline: HELLO, pid: serverPid },
		// a page as a browser asks for it, in its language: from memory (decision 107)
		get(PAGE, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }),
		get('/api/games/classic/answer?utc=0'),
		get('/api/games/technique/answer/name?utc=0'),
		get(`/api/winners/classic?gameNumero=${gameNumero}&utc=0`),
		get('/cache/cache.json'),
		get(hashedAsset()),
		{
			name: 'POST a win',
			baseline: PING,
			pid: serverPid,
			players,
			options: {
				url: `${base}/api/games/classic/answer`,
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				requests: [
					{
						setupRequest: (request) => ({
							...request,
							body: JSON.stringify({ name, utc: 0, player: players.next() }),
						}),
					},
				],
			},
		},
	]
}

/** Port of the bare hello, started anew for each round beside the server. */
const HELLO_PORT = 4401

async function measureLabel(label: string, port: number, env: Record<string, string>): Promise<Row[]> {
	type Sample = { rps: number[]; p99: number[]; cpu: number[]; errors: number }
	const samples = new Map<string, Sample>()
	let targets: Target[] = []
	const players = playerIds()
	for (let round = 1; round <= ROUNDS; round++) {
		// New processes each round, for the hello as for the server: one process of the same build
		// can run a fifth slower than the next for its whole life (measured: 25 against 35 µs of CPU
		// per ping, neither the code nor the machine's load differing), so one pair of processes
		// would decide every ratio of the run; the median of the rounds' ratios is the usual process.
		const hello = await startBareHello(HELLO_PORT)
		const server = await startProductionServer(port, { PLAYER_IDS_PER_HOUR, ...env })
		try {
			const helloEndpoint: Endpoint = { url: `http://127.0.0.1:${HELLO_PORT}/`, pid: hello.pid }
			targets = targetsOf(server.base, helloEndpoint, server.child.pid, players)
			// the writes first: what they leave to collect is collected before anything is measured
			for (const target of [...targets].reverse()) {
				await target.players?.issue(server.base, WARMUP_SECONDS)
				const warmup = await autocannon({
					connections: CONNECTIONS,
					duration: WARMUP_SECONDS,
					...target.options,
				})
				target.players?.ran(warmup.requests.average)
			}
			for (const target of targets) {
				await target.players?.issue(server.base, SECONDS)
				const cpuBefore = cpuSecondsOf(target.pid)
				const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...target.options })
				const cpuAfter = cpuSecondsOf(target.pid)
				const repeats = target.players?.ran(result.requests.average) ?? 0
				if (repeats > 0)
					console.warn(`  ${target.name}: ${repeats} posts repeated a player id (too few issued)`)
				const sample = samples.get(target.name) ?? { rps: [], p99: [], cpu: [], errors: 0 }
				sample.rps.push(result.requests.average)
				sample.p99.push(result.latency.p99)
				if (cpuBefore !== null && cpuAfter !== null && result.requests.total > 0) {
					sample.cpu.push(((cpuAfter - cpuBefore) * 1e6) / result.requests.total)
				}
				sample.errors += result.errors + result.timeouts + result.non2xx
				samples.set(target.name, sample)
			}
		} finally {
			await server.stop()
			await stop(hello)
		}
	}
	const rows = targets.map(({ name, baseline }): Row => {
		const sample = samples.get(name) ?? { rps: [], p99: [], cpu: [], errors: 0 }
		return {
			name: `${label}: ${name}`,
			requestsPerSecond: median(sample.rps),
			p99Ms: median(sample.p99),
			errors: sample.errors,
			cpuMicrosPerRequest: sample.cpu.length > 0 ? median(sample.cpu) : null,
			baseline,
		}
	})
	// each ratio is the median of the rounds' own: a target against its baseline measured seconds
	// before, in processes of the same round, rather than against the baseline's median
	const rpsOf = (name: string) => samples.get(name)?.rps ?? []
	for (const row of rows) {
		if (!row.baseline) continue
		const baseRps = rpsOf(row.baseline)
		row.ratio = median(
			rpsOf(row.name.slice(label.length + 2)).map((rps, round) => rps / (baseRps[round] ?? Number.NaN)),
		)
		const cpu = samples.get(row.name.slice(label.length + 2))?.cpu ?? []
		const baseCpu = samples.get(row.baseline)?.cpu ?? []
		if (cpu.length > 0 && cpu.length === baseCpu.length) {
			row.cpuRatio = median(cpu.map((micros, round) => (baseCpu[round] ?? Number.NaN) / micros))
		}
	}
	console.log(
		`\n${label} (median of ${ROUNDS} rounds of ${SECONDS} s, each in new processes after ${WARMUP_SECONDS} s of each target)`,
	)
	for (const row of rows) {
		const ratio = row.ratio === undefined ? '' : `${row.ratio.toFixed(2)} of ${row.baseline}`
		const cpu =
			row.cpuMicrosPerRequest === null ? '' : `${row.cpuMicrosPerRequest.toFixed(1).padStart(5)} µs CPU`
		const cpuRatio = row.cpuRatio === undefined ? '' : ` (${row.cpuRatio.toFixed(2)} by CPU)`
		const errors = row.errors ? `  (${row.errors} errors)` : ''
		const target =
			row.name === `${label}: GET ${PAGE}` && row.ratio !== undefined
				? `  target ≥ ${PAGE_TARGET_RATIO}: ${row.ratio >= PAGE_TARGET_RATIO ? 'met' : 'MISSED'}`
				: ''
		console.log(
			`  ${row.name.padEnd(58)} ${row.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(row.p99Ms).padStart(3)} ms  ${cpu}  ${ratio}${cpuRatio}${errors}${target}`,
		)
	}
	return rows
}

buildProductionServer()
console.log(
	`HTTP throughput, ${CONNECTIONS} connections (autocannon), this machine, for reference: each route against the ping, the ping against a bare Fastify hello`,
)
const rows: Row[] = []
rows.push(
	...(await measureLabel('SQLite', 4402, { DATA_DIR: mkdtempSync(join(tmpdir(), 'dragondle-bench-')) })),
)
if (DATABASE_URL) {
	const databaseUrl = await freshPostgresDatabase(DATABASE_URL)
	rows.push(...(await measureLabel('PostgreSQL', 4403, { DATABASE_URL: databaseUrl })))
	if (REDIS_URL) {
		rows.push(...(await measureLabel('PostgreSQL + Redis', 4404, { DATABASE_URL: databaseUrl, REDIS_URL })))
	}
}
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true })
const file = join(import.meta.dirname, 'results', 'http.json')
writeFileSync(
	file,
	`${JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, rows }, null, '\t')}\n`,
)
console.log(`\nwritten to ${file}`)
