import { chromium, expect, test } from '@playwright/test'
import { startBaselinePage } from './baseline-page/baseline-page.ts'
import {
	blockingRatio,
	describeStart,
	measureClassicInteractions,
	median,
	medianStart,
	startRounds,
} from './baseline-page/start-work.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

/**
 * A light start on a cheap phone (decision 114), judged against the host: Chromium with its CPU
 * slowed 4×, first visits to `/` and `/classic` taken in turn with a bare React 19 page built in the
 * same run (baseline-page/), RUNS of each. Each page's main-thread script time and blocking time
 * are held to a multiple of the baseline's, so a slow host slows both alike and only added work
 * fails. Measured on 2026-11-29 (decision 114): `/` 1.8–2.0× and `/classic` 2.3–2.8× the
 * baseline's script time.
 */
const SCRIPT_RATIO_BUDGETS: Readonly<Record<string, number>> = { '/': 2.5, '/classic': 3 }
/** Blocking time as a multiple of the baseline's (at least 50 ms: blockingRatio). */
const BLOCKING_RATIO_BUDGETS: Readonly<Record<string, number>> = { '/': 3, '/classic': 4 }
const RUNS = 5

/**
 * Decision 114's latency targets at a 4× slower CPU on a quiet host of this kind: a keystroke's
 * suggestions painted within 100 ms, a guess's row within 200 ms. A slower host gets as much more
 * time as the baseline page's script time says it is slower than that quiet host's (196 ms), so the
 * gate stays a ratio.
 */
const KEYSTROKE_MS = 100
const GUESS_ROW_MS = 200
const QUIET_HOST_BASELINE_SCRIPT_MS = 196
/** A wrong guess on most days; a right one paints its row as well. */
const GUESSED = 'Goku'

test.describe.configure({ timeout: 600_000 })

test('at a 4× slower CPU, / and /classic start within their multiples of a bare React page, and Classic answers a keystroke and a guess in time', async ({
	baseURL,
}) => {
	const baseline = await startBaselinePage()
	const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
	try {
		const paths = Object.keys(SCRIPT_RATIO_BUDGETS)
		const urls = Object.fromEntries(paths.map((path) => [path, `${baseURL}${path}`]))
		const runs = await startRounds(browser, { baseline: baseline.url, ...urls }, RUNS)
		const base = medianStart(runs.baseline ?? [])
		console.log(`Start at a 4× slower CPU, baseline page: ${describeStart(base)}`)
		for (const path of paths) {
			const work = medianStart(runs[path] ?? [])
			const scriptRatio = work.scriptMs / base.scriptMs
			const tbtRatio = blockingRatio(work, base)
			console.log(
				`Start at a 4× slower CPU, ${path}: ${describeStart(work)}; script ${scriptRatio.toFixed(2)}× the baseline's (at most ${SCRIPT_RATIO_BUDGETS[path]}×), TBT ${tbtRatio.toFixed(2)}× (at most ${BLOCKING_RATIO_BUDGETS[path]}×)`,
			)
			expect
				.soft(scriptRatio, `${path} script time ÷ the baseline's`)
				.toBeLessThanOrEqual(SCRIPT_RATIO_BUDGETS[path] ?? 0)
			expect
				.soft(tbtRatio, `${path} blocking time ÷ the baseline's`)
				.toBeLessThanOrEqual(BLOCKING_RATIO_BUDGETS[path] ?? 0)
		}
		const slowdown = Math.max(1, base.scriptMs / QUIET_HOST_BASELINE_SCRIPT_MS)
		const latencies = []
		for (let run = 0; run < RUNS; run++) {
			latencies.push(await measureClassicInteractions(browser, `${baseURL}/classic`, GUESSED))
		}
		const keystrokeMs = median(latencies.map((latency) => latency.keystrokeMs))
		const guessRowMs = median(latencies.map((latency) => latency.guessRowMs))
		console.log(
			`Classic at a 4× slower CPU (host ${slowdown.toFixed(2)}× slower than a quiet one): keystroke → suggestions painted ${keystrokeMs} ms (at most ${Math.round(KEYSTROKE_MS * slowdown)}), Guess → row painted ${guessRowMs} ms (at most ${Math.round(GUESS_ROW_MS * slowdown)})`,
		)
		expect
			.soft(keystrokeMs, 'keystroke → suggestions painted (ms)')
			.toBeLessThanOrEqual(KEYSTROKE_MS * slowdown)
		expect.soft(guessRowMs, 'Guess → row painted (ms)').toBeLessThanOrEqual(GUESS_ROW_MS * slowdown)
	} finally {
		await browser.close()
		await baseline.stop()
	}
})
