// The two configurations the capacity benchmark measures, each on free loopback ports, with the
// processes whose CPU time is the server's: one instance on SQLite, and two instances on PostgreSQL
// and Redis behind nginx running deploy/nginx.conf.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nginxConfig as nginxConfigOf } from '@dragondle/deploy/deployment'
import { freePort } from '@dragondle/server/testing'
import pg from 'pg'
import { type RunningServer, startCompiledServer } from './production-server.ts'

/** CPU seconds so far of each process of a stack, by `component:pid`. */
export type CpuSnapshot = Map<string, number>

export type Stack = {
	label: string
	base: string
	/**
	 * The cores the server can use on a 2-core machine of its own: one process runs its JavaScript
	 * on one; two instances, nginx and Redis share both.
	 */
	cores: number
	/** The first instance's process. */
	pid: number | undefined
	/** The CPU time of the server's processes so far, each under what it counts as. */
	cpu: () => Promise<CpuSnapshot>
	/** Run after the rush: removes what it left in shared stores. */
	stop: () => Promise<void>
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** User + system CPU time of a process so far, in seconds; null when it is gone or off Linux. */
export function cpuSecondsOf(pid: number | undefined): number | null {
	if (pid === undefined) return null
	try {
		// the fields after the command name, which is in parentheses and may hold spaces
		const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
		return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
	} catch {
		return null
	}
}

/** The machine's busy CPU seconds so far, all cores together (/proc/stat); null off Linux. */
export function machineBusySeconds(): number | null {
	if (!existsSync('/proc/stat')) return null
	const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? []
	const values = ticks.map(Number)
	const idle = (values[3] ?? 0) + (values[4] ?? 0)
	return (values.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle) / TICKS_PER_SECOND
}

/** Processes whose parent is `pid` (nginx's workers). */
function childrenOf(pid: number | undefined): number[] {
	if (pid === undefined) return []
	return readdirSync('/proc')
		.filter((name) => /^\d+$/.test(name))
		.filter((name) => {
			try {
				return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid)
			} catch {
				return false
			}
		})
		.map(Number)
}

function snapshotOf(entries: [component: string, pids: (number | undefined)[]][]): CpuSnapshot {
	const snapshot: CpuSnapshot = new Map()
	for (const [component, pids] of entries) {
		for (const pid of pids) {
			const seconds = cpuSecondsOf(pid)
			if (seconds !== null) snapshot.set(`${component}:${pid}`, seconds)
		}
	}
	return snapshot
}

/** CPU seconds each component spent between two snapshots (a process started since counts from 0). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
	const spent: Record<string, number> = {}
	for (const [key, seconds] of after) {
		const component = key.slice(0, key.lastIndexOf(':'))
		spent[component] = (spent[component] ?? 0) + seconds - (before.get(key) ?? 0)
	}
	return spent
}

/** (a) One instance on SQLite, players connecting to it directly. */
export async function sqliteStack(): Promise<Stack> {
	const dataDir = mkdtempSync(join(tmpdir(), 'dragondle-capacity-'))
	const server = await startCompiledServer(await freePort(), { DATA_DIR: dataDir })
	return {
		label: 'SQLite, 1 instance',
		base: server.base,
		cores: 1,
		pid: server.child.pid,
		cpu: async () => snapshotOf([['instance', [server.child.pid]]]),
		stop: async () => {
			await server.stop()
			rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

/** The nginx binary (NGINX_PATH, on PATH, or Debian's), or undefined when nginx is not installed. */
export function findNginx(): string | undefined {
	for (const candidate of [process.env.NGINX_PATH, 'nginx', '/usr/sbin/nginx']) {
		if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate
	}
	return undefined
}

export function nginxConfig(dir: string, port: number, upstreams: readonly number[]): string {
	return nginxConfigOf(dir, port, upstreams, { accessLog: false })
}

/** One command to Redis over its protocol; its reply (strings, integers, arrays). */
type Reply = string | number | null | Reply[]
async function redisCommand(url: string, ...args: string[]): Promise<Reply> {
	const { hostname, port, pathname } = new URL(url)
	const db = pathname.slice(1) || '0'
	const socket = createConnection({ host: hostname, port: Number(port || 6379) })
	const encode = (words: string[]) =>
		`*${words.length}\r\n${words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`).join('')}`
	socket.write(encode(['SELECT', db]) + encode(args))
	let buffer = Buffer.alloc(0)
	/** One reply from `at`, and where the next starts; undefined while incomplete. */
	const parse = (at: number): [Reply, number] | undefined => {
		const lineEnd = buffer.indexOf('\r\n', at)
		if (lineEnd < 0) return undefined
		const type = String.fromCharCode(buffer[at] ?? 0)
		const line = buffer.toString('utf8', at + 1, lineEnd)
		if (type === '+') return [line, lineEnd + 2]
		if (type === '-') throw new Error(`Redis: ${line}`)
		if (type === ':') return [Number(line), lineEnd + 2]
		if (type === '$') {
			const length = Number(line)
			if (length < 0) return [null, lineEnd + 2]
			if (buffer.length < lineEnd + 2 + length + 2) return undefined
			return [buffer.toString('utf8', lineEnd + 2, lineEnd + 2 + length), lineEnd + 2 + length + 2]
		}
		const items: Reply[] = []
		let next = lineEnd + 2
		for (let index = 0; index < Number(line); index++) {
			const item = parse(next)
			if (item === undefined) return undefined
			items.push(item[0])
			next = item[1]
		}
		return [items, next]
	}
	try {
		return await new Promise<Reply>((resolve, reject) => {
			socket.on('error', reject)
			socket.on('data', (chunk: Buffer) => {
				buffer = Buffer.concat([buffer, chunk])
				try {
					const selected = parse(0)
					const reply = selected && parse(selected[1])
					if (reply) resolve(reply[0])
				} catch (error) {
					reject(error)
				}
			})
		})
	} finally {
		socket.destroy()
	}
}

/** The database of `url` renamed. */
function withDatabase(url: string, name: string): string {
	const target = new URL(url)
	target.pathname = `/${name}`
	return target.href
}

async function asAdmin(url: string, sql: string): Promise<pg.QueryResult> {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return await client.query(sql)
	} finally {
		await client.end()
	}
}

async function stopChild(child: ChildProcess): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return
	const exited = new Promise((resolve) => child.once('exit', resolve))
	child.kill('SIGTERM')
	await exited
}

/**
 * (b) Two instances on PostgreSQL (a database of this run's own, dropped at the end) and Redis (a
 * logical database of its own, BENCH_REDIS_DB, whose keys of this run are deleted at the end),
 * behind nginx with deploy/nginx.conf. `gameKeys` are the Redis keys the run's wins write.
 */
export async function postgresStack(
	nginxBinary: string,
	databaseUrl: string,
	redisUrl: string,
	gameKeys: () => string[],
): Promise<Stack> {
	const undo: (() => Promise<unknown> | unknown)[] = []
	const teardown = async () => {
		for (const step of undo.reverse()) await step()
	}
	try {
		const name = `dragondle_capacity_${randomBytes(6).toString('hex')}`
		await asAdmin(databaseUrl, `create database ${name}`)
		undo.push(() => asAdmin(databaseUrl, `drop database if exists ${name} with (force)`))
		const redis = new URL(redisUrl)
		if (redis.pathname.length <= 1) redis.pathname = `/${process.env.BENCH_REDIS_DB ?? '11'}`
		undo.push(async () => {
			for (const key of gameKeys()) await redisCommand(redis.href, 'DEL', key)
		})
		const redisInfo = await redisCommand(redis.href, 'INFO', 'server')
		const redisPid = Number(/process_id:(\d+)/.exec(String(redisInfo))?.[1]) || undefined
		const env = {
			DATABASE_URL: withDatabase(databaseUrl, name),
			REDIS_URL: redis.href,
			TRUST_PROXY: 'loopback',
		}
		const instances: RunningServer[] = []
		// one after the other: the first migrates the new database
		for (let index = 0; index < 2; index++) {
			const instance = await startCompiledServer(await freePort(), env, '/ready')
			undo.push(() => instance.stop())
			instances.push(instance)
		}
		const dir = mkdtempSync(join(tmpdir(), 'dragondle-capacity-nginx-'))
		undo.push(() => rmSync(dir, { recursive: true, force: true }))
		// nginx started as root runs its workers as nobody, who must reach the cache and temp folders
		chmodSync(dir, 0o755)
		const port = await freePort()
		const conf = join(dir, 'nginx.conf')
		writeFileSync(
			conf,
			nginxConfig(
				dir,
				port,
				instances.map((instance) => Number(new URL(instance.base).port)),
			),
		)
		const args = ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;']
		const nginx = spawn(nginxBinary, args, { stdio: ['ignore', 'ignore', 'inherit'] })
		undo.push(() => stopChild(nginx))
		const base = `http://127.0.0.1:${port}`
		for (let attempt = 0; ; attempt++) {
			if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode})`)
			const response = await fetch(`${base}/api/`).catch(() => undefined)
			if (response?.ok) break
			if (attempt > 200) throw new Error(`${base} did not answer through nginx`)
			await new Promise((resolve) => setTimeout(resolve, 50))
		}
		const backends = async () =>
			(await asAdmin(databaseUrl, `select pid from pg_stat_activity where datname = '${name}'`)).rows.map(
				(row: { pid: number }) => row.pid,
			)
		return {
			label: 'PostgreSQL + Redis, 2 instances behind nginx',
			base,
			cores: 2,
			pid: instances[0]?.child.pid,
			cpu: async () =>
				snapshotOf([
					['instances', instances.map((instance) => instance.child.pid)],
					['nginx', [nginx.pid, ...childrenOf(nginx.pid)]],
					['postgres', await backends()],
					['redis', [redisPid]],
				]),
			stop: teardown,
		}
	} catch (error) {
		await teardown()
		throw error
	}
}
