// The start's work at a 4× slower CPU, in Chromium itself (decision 113): main-thread script time,
// task time and blocking time of a first visit to `/` and `/classic`, each the median of RUNS visits
// taken in turn with a bare React 19 page built in the same run (e2e/baseline-page/), and as a
// multiple of that page's; then how long a keystroke in Classic's guess box takes to paint its
// suggestions, and a guess its row. `--profile` adds where `/classic`'s start spends its script time
// (CDP Profiler: self time by script and by function). `npm run build` first. Results go to
// bench/results/start-work.json.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { median } from '@dragondle/core/median'
import { startBaselinePage } from '@dragondle/e2e/baseline-page'
import {
	describeStart,
	type InteractionLatency,
	measureBaselineClick,
	measureClassicInteractions,
	medianStart,
	openSlowPage,
	pairedRatio,
	type StartRatio,
	type StartWork,
	startRounds,
	waitForQuiet,
} from '@dragondle/e2e/baseline-page/start-work'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@dragondle/e2e/chromium'
import { chromium } from '@playwright/test'
import { type Figure, reportFigures } from './figures.ts'
import { startProductionServer } from './production-server.ts'

const PORT = 4307
const RUNS = Number(process.env.RUNS ?? 5)
const PAGES = ['/', '/classic']
/** A wrong guess on most days; a right one paints its row too. */
const GUESSED = 'Goku'
const isProfile = process.argv.includes('--profile')
/** The interactions' targets at a 4× slower CPU (decision 113). */
const TARGETS = { keystrokeMs: 100, guessRowMs: 200 }

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Self time by script and by function of one first visit to `url`, at a 4× slower CPU. */
async function profileStart(browser: Parameters<typeof openSlowPage>[0], url: string): Promise<void> {
	const { page, cdp, close } = await openSlowPage(browser, 'en-GB')
	try {
		await cdp.send('Profiler.enable')
		await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
		await cdp.send('Profiler.start')
		await page.goto(url, { waitUntil: 'load' })
		await waitForQuiet(page)
		const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
		const byId = new Map(profile.nodes.map((node) => [node.id, node]))
		const byScript = new Map<string, number>()
		const byFunction = new Map<string, number>()
		profile.samples.forEach((id, index) => {
			const frame = byId.get(id)?.callFrame
			const ms = (profile.timeDeltas[index] ?? 0) / 1000
			if (!frame) return
			const script = frame.url.replace(/^.*\//, '') || `(${frame.functionName || 'native'})`
			byScript.set(script, (byScript.get(script) ?? 0) + ms)
			const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`
			byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms)
		})
		const top = (map: Map<string, number>, count: number) =>
			[...map].sort((a, b) => b[1] - a[1]).slice(0, count)
		console.log(`Profile of ${url} (self time, 4× slower CPU):`)
		for (const [script, ms] of top(byScript, 15)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${script}`)
		console.log('  by function:')
		for (const [fn, ms] of top(byFunction, 25)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${fn}`)
	} finally {
		await close()
	}
}

const server = await startProductionServer(PORT, { DATA_DIR: mkdtempSync(join(tmpdir(), 'dragondle-sw-')) })
const baseline = await startBaselinePage()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
let starts: Record<string, StartWork> = {}
/** Each page's start as multiples of the baseline's, round by round (pairedRatio). */
let ratios: Record<string, StartRatio> = {}
let interactions: InteractionLatency = { keystrokeMs: Number.NaN, guessRowMs: Number.NaN }
/** The bare page's button pressed → its count painted: the interactions' unit (e2e/start-work.spec.ts). */
let clickMs = Number.NaN
try {
	if (isProfile) await profileStart(browser, `${server.base}/classic`)
	const urls = Object.fromEntries(PAGES.map((path) => [path, `${server.base}${path}`]))
	const runs = await startRounds(browser, { baseline: baseline.url, ...urls }, RUNS)
	starts = Object.fromEntries(Object.entries(runs).map(([name, pageRuns]) => [name, medianStart(pageRuns)]))
	ratios = Object.fromEntries(
		Object.entries(runs).map(([name, pageRuns]) => [name, pairedRatio(pageRuns, runs.baseline ?? [])]),
	)
	const latencies: InteractionLatency[] = []
	const clicks: number[] = []
	for (let run = 0; run < RUNS; run++) {
		clicks.push(await measureBaselineClick(browser, baseline.url))
		latencies.push(await measureClassicInteractions(browser, `${server.base}/classic`, GUESSED))
	}
	clickMs = median(clicks)
	interactions = {
		keystrokeMs: median(latencies.map((latency) => latency.keystrokeMs)),
		guessRowMs: median(latencies.map((latency) => latency.guessRowMs)),
	}
	console.log(
		`  keystroke runs: ${latencies.map((l) => l.keystrokeMs).join(', ')} ms; guess row runs: ${latencies.map((l) => l.guessRowMs).join(', ')} ms`,
	)
} finally {
	await browser.close()
	await baseline.stop()
	await server.stop()
}
const base = starts.baseline
console.log(`First visits at a 4× slower CPU, median of ${RUNS}, in turn with a bare React 19 page`)
for (const [name, work] of Object.entries(starts)) {
	const ratio = base ? ratios[name] : null
	console.log(
		`  ${name.padEnd(9)} ${describeStart(work)}${ratio ? `; script ${ratio.script.toFixed(2)}×, TBT ${ratio.tbt.toFixed(2)}× the baseline's` : ''}`,
	)
}
console.log(
	`Classic at a 4× slower CPU, median of ${RUNS}: a keystroke's suggestions painted in ${interactions.keystrokeMs} ms (target ≤ ${TARGETS.keystrokeMs}; ${(interactions.keystrokeMs / clickMs).toFixed(2)}× the bare page's click, ${clickMs} ms), a guess's row in ${interactions.guessRowMs} ms (target ≤ ${TARGETS.guessRowMs}; ${(interactions.guessRowMs / clickMs).toFixed(2)}×)`,
)
const dir = join(import.meta.dirname, 'results')
mkdirSync(dir, { recursive: true })
writeFileSync(
	join(dir, 'start-work.json'),
	`${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, starts, ratios, interactions, clickMs }, null, '\t')}\n`,
)
const BARE = 'the bare page'
const figures: Figure[] = Object.entries(starts).flatMap(([name, work]): Figure[] => {
	const ratio = ratios[name]
	const page = name === 'baseline' ? 'bare React page' : name
	return [
		{
			name: `${page} start, script`,
			value: work.scriptMs,
			unit: 'ms',
			digits: 0,
			...(ratio && name !== 'baseline' ? { ratio: { value: ratio.script, of: BARE } } : {}),
		},
		{
			name: `${page} start, blocking time`,
			value: work.tbtMs,
			unit: 'ms',
			digits: 0,
			...(ratio && name !== 'baseline' ? { ratio: { value: ratio.tbt, of: BARE } } : {}),
		},
	]
})
const interaction = (name: string, value: number, target: number): Figure => ({
	name,
	value,
	unit: 'ms',
	digits: 0,
	ratio: { value: value / clickMs, of: "the bare page's click" },
	gate: { limit: `≤ ${target} ms`, isMet: value <= target },
})
figures.push(
	interaction('/classic keystroke to suggestions', interactions.keystrokeMs, TARGETS.keystrokeMs),
	interaction('/classic guess to its row', interactions.guessRowMs, TARGETS.guessRowMs),
)
reportFigures(figures)
