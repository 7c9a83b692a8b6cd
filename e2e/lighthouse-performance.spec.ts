import { chromium, expect, test } from '@playwright/test'
import type { Flags } from 'lighthouse'
import { startBaselinePage } from './baseline-page/baseline-page.ts'
import {
	describeFigures,
	figuresOf,
	lighthouseRounds,
	mainThreadRatio,
	medianFigures,
} from './baseline-page/lighthouse-rounds.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

// Its own spec, which playwright.config.ts runs last and alone: the ratio judges the code only when
// nothing else loads the host during the rounds.
const DEBUGGING_PORT = 9333

/**
 * Decision 094's budgets on a phone, judged against the host rather than in absolute figures (issue
 * 34): a test that passes on one machine and fails on another of the same kind, for the same code,
 * is a defect, and the absolute gates were one (`/classic` at performance 71 and TBT 2,742 ms on
 * another host of this kind, the code unchanged). The run builds and serves a bare React 19 page
 * (baseline-page/) and runs Lighthouse's mobile defaults (simulated slow 4G and a 4× slower CPU) on
 * it and on our pages in turn, PERFORMANCE_RUNS times each, and holds each page's median main-thread
 * work to a multiple of the baseline's: a slow host slows both alike, added work shows. CLS does not
 * depend on the host's speed and stays 0, and the LCP, the first screen being in the page's HTML,
 * follows the simulated network and stays within 1.5 s (decision 113). The score and TBT are
 * printed beside the ratio with the host's benchmark index, not held: on a slow host they grow
 * faster than the work does (TBT
 * counts each task's excess over 50 ms), and the benchmark (bench/lighthouse.ts) reports them
 * against 094's targets.
 */
const MAIN_THREAD_RATIO_BUDGETS: Readonly<Record<string, number>> = { '/': 5, '/classic': 9 }
const PERFORMANCE_RUNS = 5
/** Decision 094's LCP target, which every page's median holds (decision 113). */
const LCP_BUDGET_MS = 1500

test('Lighthouse mobile: / and /classic do at most 5× and 9× the main-thread work of a bare React page, shift no layout and paint their largest content within 1.5 s', async ({
	baseURL,
}) => {
	// 3 × PERFORMANCE_RUNS Lighthouse runs, of 7 s each on a quiet host and of 25 s on a crowded one
	test.setTimeout(900_000)
	const baseline = await startBaselinePage()
	const browser = await chromium.launch({
		executablePath: CHROMIUM_PATH,
		args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
	})
	try {
		const flags: Flags = { port: DEBUGGING_PORT, logLevel: 'error', onlyCategories: ['performance'] }
		const paths = Object.keys(MAIN_THREAD_RATIO_BUDGETS)
		const urls = Object.fromEntries(paths.map((path) => [path, `${baseURL}${path}`]))
		const results = await lighthouseRounds({ baseline: baseline.url, ...urls }, flags, PERFORMANCE_RUNS)
		const medianOf = (name: string) => medianFigures((results[name] ?? []).map(figuresOf))
		const base = medianOf('baseline')
		console.log(`Lighthouse mobile, baseline page: ${describeFigures(base)}`)
		for (const [path, budget] of Object.entries(MAIN_THREAD_RATIO_BUDGETS)) {
			const measured = medianOf(path)
			const ratio = mainThreadRatio(measured, base)
			console.log(
				`Lighthouse mobile ${path}: main-thread work ${ratio.toFixed(2)}× the baseline's (at most ${budget}×); ${describeFigures(measured)}`,
			)
			expect.soft(ratio, `${path} main-thread work ÷ the baseline's`).toBeLessThanOrEqual(budget)
			expect.soft(measured.cls, `${path} CLS`).toBe(0)
			// the first screen is in the page's HTML (decision 113): the LCP follows the simulated
			// network far more than the host's CPU (1.05–1.27 s over a busy host's runs, 2.9 s before)
			expect.soft(measured.lcpMs, `${path} LCP`).toBeLessThanOrEqual(LCP_BUDGET_MS)
		}
	} finally {
		await browser.close()
		await baseline.stop()
	}
})
