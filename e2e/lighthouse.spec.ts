import { chromium, expect, test } from '@playwright/test'
import lighthouse, { type Flags } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

/**
 * Lighthouse's accessibility score is 100 on the menu, on every mode's page, and on the archive's
 * calendar and practice (docs/architecture.md "Front end").
 */
const PAGES = [
	'/',
	'/classic',
	'/fusion',
	'/technique',
	'/silhouette',
	'/classic/archive',
	'/silhouette/practice',
]
/**
 * Every page on a phone (the app banner shows at 600 px or less); on a desktop window (where the
 * info box shows instead) the menu and one mode, since the chrome is the same on every mode and
 * each Lighthouse run takes some 15 s.
 */
const PAGES_BY_FORM_FACTOR = { mobile: PAGES, desktop: ['/', '/classic'] } as const
/** Lighthouse's desktop preset: its screen, as `lighthouse --preset=desktop` sets it. */
const DESKTOP_SCREEN = { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }
const DEBUGGING_PORT = 9333

test.describe.configure({ timeout: 180_000 })

for (const [formFactor, pages] of Object.entries(PAGES_BY_FORM_FACTOR)) {
	test(`Lighthouse scores accessibility 100 on every page (${formFactor})`, async ({ baseURL }) => {
		// Lighthouse drives its own tab in a browser it reaches on the debugging port
		const browser = await chromium.launch({
			executablePath: CHROMIUM_PATH,
			args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
		})
		try {
			const flags: Flags = {
				port: DEBUGGING_PORT,
				logLevel: 'error',
				onlyCategories: ['accessibility'],
				formFactor: formFactor === 'desktop' ? 'desktop' : 'mobile',
				// nothing here is about speed: no network or CPU slowdown
				throttlingMethod: 'provided',
				...(formFactor === 'desktop' ? { screenEmulation: DESKTOP_SCREEN } : {}),
			}
			const failures: string[] = []
			for (const path of pages) {
				const result = await lighthouse(`${baseURL}${path}`, flags)
				const category = result?.lhr.categories.accessibility
				const score = category?.score ?? 0
				console.log(`Lighthouse accessibility ${path} (${formFactor}): ${Math.round(score * 100)}`)
				if (score === 1) continue
				const failed = Object.values(result?.lhr.audits ?? {})
					.filter((audit) => audit.score === 0)
					.map((audit) => `${audit.id}: ${audit.title}`)
				failures.push(`${path}: ${Math.round(score * 100)} (${failed.join('; ')})`)
			}
			expect(failures).toEqual([])
		} finally {
			await browser.close()
		}
	})
}

/**
 * Decision 094's budgets on a phone: Lighthouse's mobile defaults (simulated slow 4G and a 4× slower
 * CPU), the median of 5 runs of each page (Lighthouse's advice against its own run-to-run
 * variance). The blocking time's own target (150 ms) is the benchmark's: on this shared host it
 * swings 115–400 ms from one run to the next for the same build, so CI holds it to Lighthouse's
 * "poor" line, 600 ms, and the score, which weighs it, to 95 (decision 106).
 */
const PERFORMANCE_BUDGET = { performance: 95, lcpMs: 1500, tbtMs: 600, cls: 0 }
const PERFORMANCE_RUNS = 5

function median(values: readonly number[]): number {
	return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
}

test('Lighthouse mobile: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 600 ms and no layout shift on / and /classic', async ({
	baseURL,
}) => {
	const browser = await chromium.launch({
		executablePath: CHROMIUM_PATH,
		args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
	})
	try {
		const flags: Flags = { port: DEBUGGING_PORT, logLevel: 'error', onlyCategories: ['performance'] }
		for (const path of ['/', '/classic']) {
			const runs: { performance: number; lcpMs: number; tbtMs: number; cls: number }[] = []
			for (let attempt = 0; runs.length < PERFORMANCE_RUNS; attempt++) {
				const lhr = (await lighthouse(`${baseURL}${path}`, flags))?.lhr
				// a run Lighthouse could not finish says so, and is run again, twice at most
				if (lhr === undefined || lhr.runtimeError !== undefined) {
					if (attempt >= PERFORMANCE_RUNS + 1) throw new Error(`Lighthouse could not finish on ${path}`)
					continue
				}
				const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
				runs.push({
					performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
					lcpMs: audit('largest-contentful-paint'),
					tbtMs: audit('total-blocking-time'),
					cls: audit('cumulative-layout-shift'),
				})
			}
			const measured = {
				performance: median(runs.map((run) => run.performance)),
				lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
				tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
				cls: median(runs.map((run) => run.cls)),
			}
			console.log(`Lighthouse mobile ${path}: ${JSON.stringify(measured)}`)
			expect
				.soft(measured.performance, `${path} performance`)
				.toBeGreaterThanOrEqual(PERFORMANCE_BUDGET.performance)
			expect.soft(measured.lcpMs, `${path} LCP`).toBeLessThanOrEqual(PERFORMANCE_BUDGET.lcpMs)
			expect.soft(measured.tbtMs, `${path} TBT`).toBeLessThanOrEqual(PERFORMANCE_BUDGET.tbtMs)
			expect.soft(measured.cls, `${path} CLS`).toBeLessThanOrEqual(PERFORMANCE_BUDGET.cls)
		}
	} finally {
		await browser.close()
	}
})
