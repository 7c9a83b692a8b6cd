// `npm run bench`: every benchmark, one after the other, each in a process of its own as when it
// runs alone (its own report streams as it goes), then one table of all their figures. Names on the
// command line run only those, in this order: `npx tsx bench/all.ts schedule startup`. The exit
// code is 1 when a benchmark failed to run; a missed gate is reported in the table, not failed.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BenchRun, FIGURES_FILE, parseFigures, summaryTable } from './figures.ts'

/** The benchmarks `npm run bench` runs, quick ones first; `restart.ts` is a tool of its own. */
const BENCHES = [
	'startup',
	'schedule',
	'insight',
	'page-weight',
	'start-work',
	'lighthouse',
	'capacity',
] as const

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(BENCHES as readonly string[]).includes(name))
if (unknown.length > 0) throw new Error(`no benchmark ${unknown.join(', ')}; there are ${BENCHES.join(', ')}`)
const benches = asked.length > 0 ? BENCHES.filter((name) => asked.includes(name)) : BENCHES

const dir = mkdtempSync(join(tmpdir(), 'dragondle-bench-figures-'))
const runs: BenchRun[] = []
try {
	for (const bench of benches) {
		console.log(`\n=== ${bench}`)
		const file = join(dir, `${bench}.jsonl`)
		const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, `${bench}.ts`)], {
			cwd: import.meta.dirname,
			env: { ...process.env, [FIGURES_FILE]: file },
			stdio: 'inherit',
		})
		const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve))
		let text = ''
		try {
			text = readFileSync(file, 'utf8')
		} catch {
			// it reported no figure
		}
		runs.push({ bench, figures: parseFigures(text), exitCode })
	}
} finally {
	rmSync(dir, { recursive: true, force: true })
}
console.log(`\n${summaryTable(runs)}`)
if (runs.some((run) => run.exitCode !== 0)) process.exitCode = 1
