// Lighthouse on a phone (decision 094): performance, largest contentful paint, blocking time and
// accessibility of the menu and Classic, with Lighthouse's simulated mobile throttling (a mid-range
// phone on slow 4G), the median of RUNS runs each, against the compiled production server and the
// built site. Beside the absolute figures, the host's Lighthouse benchmark index, and the ratios CI
// holds (e2e/lighthouse-performance.spec.ts, issue 34) against a bare React 19 page built and measured in the
// same run, in turn with our pages (e2e/baseline-page/). `npm run build` first. Results go to
// bench/results/lighthouse.json (lighthouse-<language>.json for LANGUAGE=es, fr or pt-BR: the pages as
// a browser asking for that language gets them).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { median } from '@dragondle/core/median'
import { startBaselinePage } from '@dragondle/e2e/baseline-page'
import {
	type Figures,
	figuresOf,
	lighthouseRounds,
	mainThreadRatio,
	medianFigures,
} from '@dragondle/e2e/baseline-page/lighthouse-rounds'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@dragondle/e2e/chromium'
import { chromium } from '@playwright/test'
import type { Flags } from 'lighthouse'
import { type Figure, reportFigures } from './figures.ts'
import { startProductionServer } from './production-server.ts'

const PORT = 4305
const DEBUGGING_PORT = 9335
const PAGES = ['/', '/classic']
/** As many as CI takes (e2e/lighthouse-performance.spec.ts), so the ratios compare. */
const RUNS = 5
/** The pages' language: the server sends the prerendered page of the browser's (Accept-Language). */
const LANGUAGE = process.env.LANGUAGE ?? 'en'
/** The targets (decision 094): performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS 0, accessibility 100. */
const TARGETS = { performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0, accessibility: 100 }
const BASELINE = 'baseline'

type Run = Figures & { accessibility: number }

/** The element Lighthouse names as the largest contentful paint, as a selector and a snippet. */
function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
	const text = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {})
	const selector = /"selector":"([^"]*)"/.exec(text)?.[1] ?? '?'
	const snippet = /"snippet":"([^"]*)"/.exec(text)?.[1] ?? ''
	return `${selector} ${snippet.slice(0, 120)}`
}

const server = await startProductionServer(PORT, { DATA_DIR: mkdtempSync(join(tmpdir(), 'dragondle-lh-')) })
const baseline = await startBaselinePage()
const browser = await chromium.launch({
	executablePath: CHROMIUM_PATH,
	args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
})
const results: Record<string, { runs: Run[]; median: Run; lcpElement: string }> = {}
try {
	// Lighthouse's defaults: mobile form factor, simulated throttling
	const flags: Flags = {
		port: DEBUGGING_PORT,
		logLevel: 'error',
		onlyCategories: ['performance', 'accessibility'],
		extraHeaders: { 'Accept-Language': LANGUAGE },
	}
	const urls = Object.fromEntries(PAGES.map((path) => [path, `${server.base}${path}`]))
	const lhrs = await lighthouseRounds({ [BASELINE]: baseline.url, ...urls }, flags, RUNS)
	for (const [name, pageLhrs] of Object.entries(lhrs)) {
		const runs = pageLhrs.map((lhr) => ({
			...figuresOf(lhr),
			accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
		}))
		const medianRun = { ...medianFigures(runs), accessibility: median(runs.map((run) => run.accessibility)) }
		const last = pageLhrs.at(-1)
		results[name] = { runs, median: medianRun, lcpElement: last ? lcpElementOf(last) : '?' }
	}
} finally {
	await browser.close()
	await baseline.stop()
	await server.stop()
}

const base = results[BASELINE]?.median
/** Each page's main-thread work ÷ the baseline page's, as CI holds it (e2e/lighthouse-performance.spec.ts). */
const ratios = Object.fromEntries(
	Object.entries(results).map(([name, { median: m }]) => [
		name,
		base ? mainThreadRatio(m, base) : Number.NaN,
	]),
)
console.log(
	`Lighthouse, mobile with simulated throttling, median of ${RUNS} runs, in turn with a bare React page; pages in ${LANGUAGE}`,
)
console.log('  page        perf  a11y   FCP ms   LCP ms   TBT ms   CLS  main ms  index  main ×')
let isMet = true
for (const [name, { median: m }] of Object.entries(results)) {
	// the baseline page is the ratios' unit, not held to the targets
	const meets =
		name === BASELINE ||
		(m.performance >= TARGETS.performance &&
			m.lcpMs <= TARGETS.lcpMs &&
			m.tbtMs <= TARGETS.tbtMs &&
			m.cls <= TARGETS.cls &&
			m.accessibility >= TARGETS.accessibility)
	isMet &&= meets
	console.log(
		`  ${name.padEnd(10)} ${String(m.performance).padStart(5)} ${String(m.accessibility).padStart(5)} ${String(m.fcpMs).padStart(8)} ${String(m.lcpMs).padStart(8)} ${String(m.tbtMs).padStart(8)} ${String(m.cls).padStart(5)} ${String(m.mainThreadMs).padStart(8)} ${String(m.benchmarkIndex).padStart(6)} ${(ratios[name] ?? Number.NaN).toFixed(2).padStart(7)}${meets ? '' : '   below target'}`,
	)
}
for (const [name, { lcpElement }] of Object.entries(results))
	console.log(`  ${name} LCP element: ${lcpElement}`)
console.log(
	`Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}, accessibility ${TARGETS.accessibility}`,
)
console.log(
	"main: Lighthouse's main-thread work (its phone's CPU, 4× slower); index: this host's Lighthouse benchmark index at the run (higher is faster); main ×: main-thread work ÷ the baseline page's, as CI holds it",
)
const dir = join(import.meta.dirname, 'results')
mkdirSync(dir, { recursive: true })
writeFileSync(
	join(dir, LANGUAGE === 'en' ? 'lighthouse.json' : `lighthouse-${LANGUAGE}.json`),
	`${JSON.stringify({ date: new Date().toISOString(), language: LANGUAGE, runs: RUNS, targets: TARGETS, results, mainThreadRatios: ratios }, null, '\t')}\n`,
)
console.log(isMet ? 'Every page meets the targets.' : 'Some page is below the targets (marked above).')
const figures: Figure[] = Object.entries(results).flatMap(([name, { median: m }]): Figure[] => {
	const mainThread: Figure = {
		name: `${name} main-thread work`,
		value: m.mainThreadMs,
		unit: 'ms',
		digits: 0,
		...(name === BASELINE ? {} : { ratio: { value: ratios[name] ?? Number.NaN, of: 'the bare React page' } }),
	}
	// the baseline page is the ratios' unit, not held to the targets
	if (name === BASELINE) return [mainThread]
	return [
		{
			name: `${name} performance`,
			value: m.performance,
			unit: 'score',
			gate: { limit: `≥ ${TARGETS.performance}`, isMet: m.performance >= TARGETS.performance },
		},
		{
			name: `${name} largest contentful paint`,
			value: m.lcpMs,
			unit: 'ms',
			digits: 0,
			gate: { limit: `≤ ${TARGETS.lcpMs} ms`, isMet: m.lcpMs <= TARGETS.lcpMs },
		},
		{
			name: `${name} total blocking time`,
			value: m.tbtMs,
			unit: 'ms',
			digits: 0,
			gate: { limit: `≤ ${TARGETS.tbtMs} ms`, isMet: m.tbtMs <= TARGETS.tbtMs },
		},
		{
			name: `${name} cumulative layout shift`,
			value: m.cls,
			unit: '',
			digits: 3,
			gate: { limit: `≤ ${TARGETS.cls}`, isMet: m.cls <= TARGETS.cls },
		},
		{
			name: `${name} accessibility`,
			value: m.accessibility,
			unit: 'score',
			gate: { limit: `≥ ${TARGETS.accessibility}`, isMet: m.accessibility >= TARGETS.accessibility },
		},
		mainThread,
	]
})
reportFigures(
	LANGUAGE === 'en'
		? figures
		: figures.map((figure) => ({ ...figure, name: `${figure.name} (${LANGUAGE})` })),
)
