// Time from launching `npm start`'s entry point to the first answered request, against a baseline
// measured in the same run: a bare node:http server started and polled the same way.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { median } from '@dragondle/core/median'
import { freePort } from '@dragondle/server/testing'
import { reportFigures } from './figures.ts'

const ROOT = join(import.meta.dirname, '..')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

async function firstAnswerMs(args: string[], port: number): Promise<number> {
	const started = performance.now()
	const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
	const child = spawn(process.execPath, args, {
		cwd: ROOT,
		env: { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'dragondle-bench-')) },
		stdio: 'ignore',
	})
	try {
		for (;;) {
			try {
				const response = await fetch(`http://127.0.0.1:${port}/api/`)
				if (response.ok) return performance.now() - started
			} catch {
				// not listening yet
			}
			await new Promise((resolve) => setTimeout(resolve, 10))
		}
	} finally {
		child.kill('SIGTERM')
		await new Promise((resolve) => child.once('exit', resolve))
	}
}

/** A bare node:http server on `port`, the baseline. */
const bareServer = (port: number) =>
	`require('node:http').createServer((q, s) => s.end('{}')).listen(${port}, '127.0.0.1')`
// free ports, so that another run or another program on the machine cannot answer in our place
const [BARE_PORT, OUR_PORT] = [await freePort(), await freePort()]
// untimed: `npm start` first builds whatever is missing (the web app, the server bundle)
await firstAnswerMs([join(ROOT, 'scripts/start.mjs')], OUR_PORT)
const baseline: number[] = []
const dragondle: number[] = []
for (let run = 0; run < RUNS; run++) {
	baseline.push(await firstAnswerMs(['-e', bareServer(BARE_PORT)], BARE_PORT))
	dragondle.push(await firstAnswerMs([join(ROOT, 'scripts/start.mjs')], OUR_PORT))
}
const base = median(baseline)
const ours = median(dragondle)
console.log(`startup to first answered request (median of ${RUNS}, builds already present)`)
console.log(`  baseline  bare node:http server   ${base.toFixed(0)} ms`)
console.log(`  dragondle npm start entry point   ${ours.toFixed(0)} ms   ratio ${(ours / base).toFixed(1)}×`)
const BARE = 'bare node:http server'
reportFigures([
	{ name: `${BARE}, first answer`, value: base, unit: 'ms', digits: 0 },
	{
		name: 'npm start to first answer',
		value: ours,
		unit: 'ms',
		digits: 0,
		ratio: { value: ours / base, of: BARE },
	},
])
