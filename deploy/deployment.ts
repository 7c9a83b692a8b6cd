// The deployment of docs/deployment.md, for real: two compiled instances (dist/main.js) sharing one
// database (and Redis when TEST_REDIS_URL is set) behind nginx running deploy/nginx.conf, every
// process on a free loopback port. Used by nginx.test.ts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@dragondle/server/testing'
import pg from 'pg'

const ROOT = join(import.meta.dirname, '..')
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL
const TEST_REDIS_URL = process.env.TEST_REDIS_URL
/** An asset only the second instance has, as when a rolling deploy has replaced it but not the first. */
export const NEW_ASSET = '/assets/rolling-deploy-next.js'
/** The instances' shared header secret of progress transfer. */
export const TRANSFER_KEY = 'deploy-test-transfer-key'
/** The bearer token GET /metrics asks for on an instance's own port. */
export const METRICS_TOKEN = 'deploy-test-metrics-token'
/** Low, so that a test reaches the token lookup limit in a few requests. */
const TOKEN_LOOKUPS_PER_MINUTE = 3

/**
 * Every instance's settings: TRUST_PROXY as docs/deployment.md pairs it with nginx on the same
 * machine, and a Redis shared by the instances when the machine has one.
 */
const INSTANCE_ENV = {
	TRUST_PROXY: 'loopback',
	TRANSFER_KEY,
	METRICS_TOKEN,
	TOKEN_LOOKUPS_PER_MINUTE: String(TOKEN_LOOKUPS_PER_MINUTE),
	...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {}),
}

type Instance = { port: number; process: ChildProcess }
export type Deployment = {
	dir: string
	url: string
	instances: Instance[]
	/** Token lookups one address gets per window in all: without Redis, each instance counts its own. */
	lookupsAllowed: number
	teardown: () => Promise<void>
}

/** The nginx binary (NGINX_PATH, on PATH, or Debian's), or undefined when nginx is not installed. */
export function findNginx(): string | undefined {
	for (const candidate of [process.env.NGINX_PATH, 'nginx', '/usr/sbin/nginx']) {
		if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate
	}
	return undefined
}

export async function waitForOk(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`)
		const response = await fetch(url).catch(() => undefined)
		if (response?.ok) return
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return
	const exited = new Promise((resolve) => child.once('exit', resolve))
	child.kill(signal)
	await exited
}

/** The compiled server, rebuilt (it takes a fraction of a second); the web app when it is missing. */
export function build() {
	const web = existsSync(join(ROOT, 'packages/web/dist/index.html'))
	const [command, args] = web ? [process.execPath, ['scripts/build-server.mjs']] : ['npm', ['run', 'build']]
	const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' })
	if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

/** One PostgreSQL database of its own when TEST_DATABASE_URL is set, else one SQLite file in `dir`. */
async function createDatabase(
	dir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
	if (!TEST_DATABASE_URL) return { env: { DATA_DIR: join(dir, 'data') }, drop: async () => undefined }
	const name = `dragondle_deploy_${randomBytes(6).toString('hex')}`
	const admin = async (sql: string) => {
		const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
		await client.connect()
		await client.query(sql).finally(() => client.end())
	}
	await admin(`create database ${name}`)
	const url = new URL(TEST_DATABASE_URL)
	url.pathname = `/${name}`
	return {
		env: { DATABASE_URL: url.href },
		drop: () => admin(`drop database if exists ${name} with (force)`),
	}
}

function startInstance(port: number, extraEnv: Record<string, string>): Instance {
	const env = { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
	const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
		cwd: ROOT,
		env: { ...env, ...INSTANCE_ENV, ...extraEnv },
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	return { port, process: child }
}

/**
 * deploy/nginx.conf with this machine's ports, every path nginx writes inside `dir`, and the access
 * log on unless `accessLog` is false (the capacity benchmark keeps it off, as shipped).
 */
export function nginxConfig(
	dir: string,
	port: number,
	upstreams: readonly number[],
	{ accessLog = true }: { accessLog?: boolean } = {},
): string {
	const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
		.map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
		.join(' ')
	// the access log is off unless the operator turns it on: on here, in its shipped format
	const accessLogSwap: [RegExp, string][] = accessLog
		? [[/^\taccess_log off;$/m, `\taccess_log ${join(dir, 'access.log')} dragondle;`]]
		: []
	const swaps: [RegExp, string][] = [
		[/^pid .*;$/m, `pid ${join(dir, 'nginx.pid')};`],
		[/^error_log \S+ /m, `error_log ${join(dir, 'error.log')} `],
		...accessLogSwap,
		[/proxy_cache_path \S+ /, `proxy_cache_path ${join(dir, 'cache')} `],
		[/server app1:3000 /, `server 127.0.0.1:${upstreams[0]} `],
		[/server app2:3000 /, `server 127.0.0.1:${upstreams[1]} `],
		[/listen 80;/, `listen 127.0.0.1:${port};`],
		[/^http \{$/m, `http {\n\t${temp}`],
	]
	return swaps.reduce(
		(text, [pattern, replacement]) => {
			if (!pattern.test(text))
				throw new Error(`deploy/nginx.conf has no ${pattern}: update deploy/deployment.ts`)
			return text.replace(pattern, replacement)
		},
		readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8'),
	)
}

/**
 * Starts the instances, then nginx. Every step registers how to undo it, so a start that fails
 * half-way stops what it started and `teardown` undoes the whole deployment in reverse.
 */
export async function deploy(nginxBinary: string): Promise<Deployment> {
	build()
	const undo: (() => unknown)[] = []
	const teardown = async () => {
		for (const step of undo.reverse()) await step()
	}
	try {
		const dir = mkdtempSync(join(tmpdir(), 'dragondle-deploy-'))
		undo.push(() => rmSync(dir, { recursive: true, force: true }))
		// nginx started as root runs its workers as nobody, who must reach the cache and temp folders
		chmodSync(dir, 0o755)
		const database = await createDatabase(dir)
		undo.push(database.drop)
		const instances = await startInstances(dir, database)
		undo.push(() => Promise.all(instances.map((instance) => stop(instance.process))))
		const port = await freePort()
		const conf = join(dir, 'nginx.conf')
		const ports = instances.map((instance) => instance.port)
		writeFileSync(conf, nginxConfig(dir, port, ports))
		const args = ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;']
		const nginx = spawn(nginxBinary, args, { stdio: ['ignore', 'ignore', 'inherit'] })
		undo.push(() => stop(nginx))
		const url = `http://127.0.0.1:${port}`
		await waitForOk(`${url}/api/`, nginx)
		const perInstance = TEST_REDIS_URL ? 1 : instances.length
		return { dir, url, instances, lookupsAllowed: TOKEN_LOOKUPS_PER_MINUTE * perInstance, teardown }
	} catch (error) {
		await teardown()
		throw error
	}
}

/**
 * Two instances; the second serves a newer build (the same files and one more asset). On
 * PostgreSQL they start together, as compose starts them (Kysely's migration lock orders them).
 * On SQLite the second waits for the first: two processes migrating one new SQLite file at the
 * same instant race (Kysely's SQLite migration lock holds only within one process), and one stops
 * with "table already exists".
 */
async function startInstances(dir: string, database: { env: Record<string, string> }) {
	const nextBuild = join(dir, 'web-next')
	cpSync(join(ROOT, 'packages/web/dist'), nextBuild, { recursive: true })
	writeFileSync(join(nextBuild, NEW_ASSET), 'export {}\n')
	const envs = [database.env, { ...database.env, WEB_DIST: nextBuild }]
	const instances: Instance[] = []
	const ready = (instance: Instance) => waitForOk(`http://127.0.0.1:${instance.port}/ready`, instance.process)
	try {
		for (const env of envs) {
			const instance = startInstance(await freePort(), env)
			instances.push(instance)
			if (!TEST_DATABASE_URL) await ready(instance)
		}
		await Promise.all(instances.map(ready))
		return instances
	} catch (error) {
		await Promise.all(instances.map((instance) => stop(instance.process)))
		throw error
	}
}

/** The instance ports nginx sent requests to, from its access log. */
export function upstreamPorts(dir: string): Set<number> {
	const log = readFileSync(join(dir, 'access.log'), 'utf8')
	return new Set([...log.matchAll(/upstream=127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1])))
}
