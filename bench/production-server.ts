import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { loadContent } from '@dragondle/content'
import { gameNumeroAt, type Mode, type Region } from '@dragondle/core'
import { createDailyAnswers } from '@dragondle/server'

const ROOT = join(import.meta.dirname, '..')

/** The compiled server the benchmarks run, as production does: `node packages/server/dist/main.js`. */
export const PRODUCTION_SERVER = join(ROOT, 'packages/server/dist/main.js')

/** Builds the server bundle from the current sources, so a benchmark never measures a stale one. */
export function buildProductionServer(): void {
	const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build-server.mjs')], {
		cwd: ROOT,
		stdio: 'inherit',
	})
	if (build.status !== 0) throw new Error('the server build failed (scripts/build-server.mjs)')
}

/** The schedule every benchmark's server runs, so a script can compute its answers. */
export const BENCH_SECRET = 'bench-schedule-secret-of-32-characters'
export const BENCH_LAUNCH_DAY = '2026-01-01'

export type RunningServer = { base: string; child: ChildProcess; stop: () => Promise<void> }

/**
 * The compiled server on a loopback port, as production runs it, with the benchmarks' schedule and
 * a rate limit out of the way; resolves once /health answers.
 */
export function startProductionServer(
	port: number,
	env: Record<string, string>,
	entry = PRODUCTION_SERVER,
): Promise<RunningServer> {
	return startCompiledServer(port, { RATE_LIMIT_PER_MINUTE: '100000', ...env }, '/health', entry)
}

/**
 * The compiled server on a loopback port with the benchmarks' schedule and every other setting as
 * shipped (rate limits included); resolves once `readyPath` answers. `entry` is another compiled
 * server to run instead (bench/server-variants.ts).
 */
export async function startCompiledServer(
	port: number,
	env: Record<string, string>,
	readyPath = '/health',
	entry = PRODUCTION_SERVER,
): Promise<RunningServer> {
	const child = spawn(process.execPath, [entry], {
		cwd: ROOT,
		env: {
			...process.env,
			PORT: String(port),
			HOST: '127.0.0.1',
			LOG_LEVEL: 'error',
			SCHEDULE_SECRET: BENCH_SECRET,
			LAUNCH_DAY: BENCH_LAUNCH_DAY,
			...env,
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	const stop = async () => {
		if (child.exitCode !== null || child.signalCode !== null) return
		const exited = new Promise((resolve) => child.once('exit', resolve))
		child.kill('SIGTERM')
		await exited
	}
	const base = `http://127.0.0.1:${port}`
	const deadline = Date.now() + 60_000
	for (;;) {
		if (child.exitCode !== null) throw new Error(`${base}: the server exited (${child.exitCode})`)
		if (Date.now() > deadline) {
			await stop()
			throw new Error(`${base} did not answer in 60 s`)
		}
		try {
			if ((await fetch(`${base}${readyPath}`)).ok) return { base, child, stop }
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
}

/** Today's Classic game of the benchmarks' schedule in Europe: its number and its answer's name. */
export function benchClassicToday(): { gameNumero: number; name: string } {
	const gameNumero = gameNumeroAt(Date.now(), 'eu', BENCH_LAUNCH_DAY)
	const { champion_name } = createDailyAnswers(loadContent(), { secret: BENCH_SECRET }).answer(
		'classic',
		'eu',
		gameNumero,
	)
	return { gameNumero, name: champion_name }
}

/** The answer's name of a mode's game in a region, on the benchmarks' schedule. */
export function benchAnswerName(mode: Mode, region: Region, gameNumero: number): string {
	return createDailyAnswers(loadContent(), { secret: BENCH_SECRET }).answer(mode, region, gameNumero)
		.champion_name
}
