// Throughput of the production server (compiled JavaScript) against baselines taken in the same
// run (DESIGN.md, issue #8): a bare Fastify hello is the ping's baseline; the ping is the baseline
// of every cached route. Each line prints requests per second, p99 latency and the ratio.
// BENCH_SECONDS (default 5) per target; BENCH_DATABASE_URL or TEST_DATABASE_URL adds PostgreSQL
// runs, BENCH_REDIS_URL or TEST_REDIS_URL adds PostgreSQL + Redis. Results go to bench/results/http.json.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadContent } from '@dragondle/content'
import { gameNumeroAt } from '@dragondle/core'
import autocannon from 'autocannon'
import pg from 'pg'
import { createDailyAnswers } from '../packages/server/src/daily.ts'
import { buildProductionServer, PRODUCTION_SERVER } from './production-server.ts'

const ROOT = join(import.meta.dirname, '..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 10
const SECRET = 'bench-schedule-secret'
const LAUNCH_DAY = '2026-01-01'
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL

type Measure = { name: string; requestsPerSecond: number; p99Ms: number; errors: number; baseline?: string }

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

async function measure(name: string, options: autocannon.Options, baseline?: string): Promise<Measure> {
	const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options })
	const errors = result.errors + result.timeouts + result.non2xx
	const measured = {
		name,
		requestsPerSecond: result.requests.average,
		p99Ms: result.latency.p99,
		errors,
		baseline,
	}
	console.log(
		`  ${name.padEnd(46)} ${measured.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(measured.p99Ms).padStart(4)} ms${errors ? `  (${errors} errors)` : ''}`,
	)
	return measured
}

/** A bare Fastify answering `{ hello: 'world' }`: what the framework alone costs on this machine. */
async function bareHello(port: number): Promise<Measure> {
	const script = `import('fastify').then(({ default: Fastify }) => { const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); app.listen({ port: ${port}, host: '127.0.0.1' }) })`
	const child = spawn(process.execPath, ['-e', script], {
		cwd: join(ROOT, 'packages/server'),
		stdio: 'ignore',
	})
	try {
		await started(child, `http://127.0.0.1:${port}/`)
		return await measure('bare Fastify hello (baseline)', { url: `http://127.0.0.1:${port}/` })
	} finally {
		await stop(child)
	}
}

function hashedAsset(): string {
	const assets = join(ROOT, 'packages/web/dist/assets')
	const script = readdirSync(assets).find((file) => /^index-.*\.js$/.test(file))
	if (!script) throw new Error('no web build: run npm run build')
	return `/assets/${script}`
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

async function dragondle(label: string, port: number, env: Record<string, string>): Promise<Measure[]> {
	const child = spawn(process.execPath, [PRODUCTION_SERVER], {
		cwd: ROOT,
		env: {
			...process.env,
			...env,
			PORT: String(port),
			HOST: '127.0.0.1',
			LOG_LEVEL: 'warn',
			SCHEDULE_SECRET: SECRET,
			LAUNCH_DAY,
			RATE_LIMIT_PER_MINUTE: '100000',
		},
		stdio: 'ignore',
	})
	const base = `http://127.0.0.1:${port}`
	try {
		await started(child, `${base}/api/`)
		console.log(`\n${label}`)
		const gameNumero = gameNumeroAt(Date.now(), 'eu', LAUNCH_DAY)
		const name = createDailyAnswers(loadContent(), SECRET).answer('classic', 'eu', gameNumero).champion_name
		const ping = await measure(`${label}: GET /api/ (ping)`, { url: `${base}/api/` }, 'bare Fastify hello')
		const results = [ping]
		for (const path of [
			'/api/games/classic/answer?utc=0',
			'/api/games/technique/answer/name?utc=0',
			`/api/winners/classic?gameNumero=${gameNumero}&utc=0`,
			'/cache/cache.json',
			hashedAsset(),
		]) {
			results.push(
				await measure(
					`${label}: GET ${path.replace(/-[\w-]{8,}\.js$/, '-<hash>.js')}`,
					// as a browser asks: compression offered, so the asset comes precompressed
					{ url: `${base}${path}`, headers: { 'accept-encoding': 'br, gzip' } },
					'ping',
				),
			)
		}
		let player = 0
		const run = `${Date.now().toString(36)}`
		results.push(
			await measure(
				`${label}: POST a win`,
				{
					url: `${base}/api/games/classic/answer`,
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					requests: [
						{
							setupRequest: (request) => ({
								...request,
								body: JSON.stringify({ name, utc: 0, player: `bench-${run}-${player++}` }),
							}),
						},
					],
				},
				'ping',
			),
		)
		return results
	} finally {
		await stop(child)
	}
}

buildProductionServer()
console.log(`HTTP throughput, ${CONNECTIONS} connections, ${SECONDS} s per target (autocannon), this machine`)
const hello = await bareHello(4401)
const all: Measure[] = [hello]
all.push(...(await dragondle('SQLite', 4402, { DATA_DIR: mkdtempSync(join(tmpdir(), 'dragondle-bench-')) })))
if (DATABASE_URL) {
	const databaseUrl = await freshPostgresDatabase(DATABASE_URL)
	all.push(...(await dragondle('PostgreSQL', 4403, { DATABASE_URL: databaseUrl })))
	if (REDIS_URL) {
		all.push(...(await dragondle('PostgreSQL + Redis', 4404, { DATABASE_URL: databaseUrl, REDIS_URL })))
	}
}

/** Each route's ratio to its baseline of the same run: the ping for the server's routes, the bare hello for the ping. */
console.log('\nratios (≥ 0.8 is the goal for the ping and the cached GETs)')
const rows = all
	.filter((row) => row.baseline)
	.map((row) => {
		const prefix = row.name.split(':')[0]
		const baseline =
			row.baseline === 'ping' ? all.find((other) => other.name === `${prefix}: GET /api/ (ping)`) : hello
		const ratio = baseline ? row.requestsPerSecond / baseline.requestsPerSecond : Number.NaN
		console.log(`  ${row.name.padEnd(46)} ${ratio.toFixed(2)} of ${row.baseline}   p99 ${row.p99Ms} ms`)
		return { ...row, ratio }
	})
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true })
const file = join(import.meta.dirname, 'results', 'http.json')
writeFileSync(
	file,
	`${JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, baseline: hello, rows }, null, '\t')}\n`,
)
console.log(`\nwritten to ${file}`)
