import { median } from '@dragondle/core/median'
import { chromium, expect, test } from '@playwright/test'
import { startBaselinePage } from './baseline-page/baseline-page.ts'
import {
	describeStart,
	type InteractionLatency,
	measureBaselineClick,
	measureClassicInteractions,
	medianStart,
	pairedRatio,
	startRounds,
} from './baseline-page/start-work.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

/**
 * A light start on a cheap phone (decision 113), judged against the host: Chromium with its CPU
 * slowed 4×, first visits to `/` and `/classic` taken in turn with a bare React 19 page built in the
 * same run (baseline-page/), RUNS of each. Each page's main-thread script time and blocking time
 * are held to a multiple of the baseline's, the median of each round's ratio (pairedRatio), so a
 * slow host slows both alike and only added work fails. (Ratios of the pages' own medians let one
 * busy round fail good code: CI on 2026-11-29 measured `/classic` 4.04× the baseline's blocking
 * time on a loaded host, against 1.2–1.5× on a quiet one.) Measured on 2026-11-29 on a host shared with another engineer's tests (decision 113): `/`
 * 1.8–3.5× and `/classic` 2.8–5.8× the baseline's script time, the baseline's own swinging 83–200
 * ms from one load to the next. The issue's target for `/classic` is 3×; the gates sit above the
 * swing, so a bad minute does not fail good code and a doubled start still fails.
 */
const SCRIPT_RATIO_BUDGETS: Readonly<Record<string, number>> = { '/': 4.5, '/classic': 7 }
/** Blocking time as a multiple of the baseline's (at least 50 ms: blockingRatio). */
const BLOCKING_RATIO_BUDGETS: Readonly<Record<string, number>> = { '/': 3, '/classic': 4 }
const RUNS = 5

/**
 * Classic's interaction times as multiples of the bare page's button pressed in the same run, the
 * least an interaction takes on this host at the time (decision 113): a keystroke's suggestions and
 * a guess's row. On a quiet host the bare click paints in 20–25 ms, so the issue's targets (100 ms
 * and 200 ms at a 4× slower CPU) are about 4× and 8×. The keystroke measured 2.3–8.1× on a busy
 * host while its first paint laid out every option and read the pack's names (decision 113); once
 * the search read them ahead and the keystroke painted the first 8 options (decision 119), it
 * measured 2.7–3.0× (158–195 ms), so both are held to 8×.
 */
const KEYSTROKE_RATIO_BUDGET = 8
const GUESS_ROW_RATIO_BUDGET = 8
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
		console.log(
			`Start at a 4× slower CPU, baseline page: ${describeStart(base)} (runs ${(runs.baseline ?? []).map((run) => `${run.scriptMs}/${run.tbtMs}`).join(', ')} ms)`,
		)
		for (const path of paths) {
			const work = medianStart(runs[path] ?? [])
			const { script: scriptRatio, tbt: tbtRatio } = pairedRatio(runs[path] ?? [], runs.baseline ?? [])
			console.log(
				`Start at a 4× slower CPU, ${path}: ${describeStart(work)} (runs ${(runs[path] ?? []).map((run) => `${run.scriptMs}/${run.tbtMs}`).join(', ')} ms); script ${scriptRatio.toFixed(2)}× the baseline's (at most ${SCRIPT_RATIO_BUDGETS[path]}×), TBT ${tbtRatio.toFixed(2)}× (at most ${BLOCKING_RATIO_BUDGETS[path]}×)`,
			)
			expect
				.soft(scriptRatio, `${path} script time ÷ the baseline's`)
				.toBeLessThanOrEqual(SCRIPT_RATIO_BUDGETS[path] ?? 0)
			expect
				.soft(tbtRatio, `${path} blocking time ÷ the baseline's`)
				.toBeLessThanOrEqual(BLOCKING_RATIO_BUDGETS[path] ?? 0)
		}
		const clicks: number[] = []
		const latencies: InteractionLatency[] = []
		for (let run = 0; run < RUNS; run++) {
			clicks.push(await measureBaselineClick(browser, baseline.url))
			latencies.push(await measureClassicInteractions(browser, `${baseURL}/classic`, GUESSED))
		}
		const clickMs = median(clicks)
		const keystrokeMs = median(latencies.map((latency) => latency.keystrokeMs))
		const guessRowMs = median(latencies.map((latency) => latency.guessRowMs))
		console.log(
			`Classic at a 4× slower CPU: the bare page's click painted in ${clickMs} ms (runs ${clicks.join(', ')}); a keystroke's suggestions in ${keystrokeMs} ms (${(keystrokeMs / clickMs).toFixed(2)}×, at most ${KEYSTROKE_RATIO_BUDGET}×), a guess's row in ${guessRowMs} ms (${(guessRowMs / clickMs).toFixed(2)}×, at most ${GUESS_ROW_RATIO_BUDGET}×); runs ${latencies.map((latency) => `${latency.keystrokeMs}/${latency.guessRowMs}`).join(', ')} ms`,
		)
		expect
			.soft(keystrokeMs / clickMs, 'keystroke → suggestions painted ÷ the bare click')
			.toBeLessThanOrEqual(KEYSTROKE_RATIO_BUDGET)
		expect
			.soft(guessRowMs / clickMs, 'Guess → row painted ÷ the bare click')
			.toBeLessThanOrEqual(GUESS_ROW_RATIO_BUDGET)
	} finally {
		await browser.close()
		await baseline.stop()
	}
})
