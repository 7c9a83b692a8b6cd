import { median } from '@dragondle/core/median'
import type { Browser, CDPSession, Page } from '@playwright/test'

/**
 * A page's start on a slow phone's CPU, measured in Chromium itself rather than by Lighthouse's
 * simulation: the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), a first visit in a fresh
 * context, the page loaded and left until its main thread is quiet. Shared by the CI gate
 * (start-work.spec.ts) and the benchmark (bench/start-work.ts), which divide our pages' figures by
 * a bare React 19 page's measured in turn with them (baseline-page.ts, decision 113).
 */
export type StartWork = {
	/** Time the main thread spent running script (CDP Performance `ScriptDuration`). */
	scriptMs: number
	/** Time the main thread spent in tasks of any kind (`TaskDuration`): script, style, layout, parsing. */
	taskMs: number
	/** Total blocking time: each long task's part beyond 50 ms, summed over the start. */
	tbtMs: number
}

/** The phone's CPU, as Lighthouse's mobile preset slows it. */
export const CPU_SLOWDOWN = 4
/** The start is over once the main thread has run no long task for this long after the load. */
const QUIET_MS = 1500
const LONG_TASK_MS = 50

/** Records every long task from the page's first script on, where the measure can read them. */
const LONG_TASK_RECORDER = `
	window.__longTasks = []
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration])
	}).observe({ type: 'longtask' })
`

type Window = { __longTasks: [number, number][] }

/** A page with the CPU slowed and the long tasks recorded, in a fresh context (a first visit). */
export async function openSlowPage(
	browser: Browser,
	locale: string,
): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
	const context = await browser.newContext({ locale, viewport: { width: 412, height: 823 } })
	const page = await context.newPage()
	await page.addInitScript(LONG_TASK_RECORDER)
	const cdp = await context.newCDPSession(page)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
	await cdp.send('Performance.enable')
	return { page, cdp, close: () => context.close() }
}

/** Waits until the page has run no long task for QUIET_MS (at most `limitMs`). */
export async function waitForQuiet(page: Page, limitMs = 30_000): Promise<void> {
	const deadline = Date.now() + limitMs
	for (;;) {
		const lastEnd = await page.evaluate(() => {
			const tasks = (window as unknown as Window).__longTasks
			const last = tasks.at(-1)
			return { now: performance.now(), end: last ? last[0] + last[1] : 0 }
		})
		if (lastEnd.now - lastEnd.end >= QUIET_MS || Date.now() > deadline) return
		await page.waitForTimeout(250)
	}
}

/** One first visit of `url`: its script and task time, and its blocking time, at a 4× slower CPU. */
export async function measureStart(browser: Browser, url: string, locale = 'en-GB'): Promise<StartWork> {
	const { page, cdp, close } = await openSlowPage(browser, locale)
	try {
		await page.goto(url, { waitUntil: 'load' })
		await waitForQuiet(page)
		return await startFigures(page, cdp)
	} finally {
		await close()
	}
}

/** The page's script and task time so far, and the blocking time of its long tasks. */
export async function startFigures(page: Page, cdp: CDPSession): Promise<StartWork> {
	const { metrics } = await cdp.send('Performance.getMetrics')
	const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000
	const tasks = await page.evaluate(() => (window as unknown as Window).__longTasks)
	return {
		scriptMs: Math.round(metric('ScriptDuration')),
		taskMs: Math.round(metric('TaskDuration')),
		tbtMs: Math.round(tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0)),
	}
}

/** Each figure's median over the runs. */
export function medianStart(runs: readonly StartWork[]): StartWork {
	return {
		scriptMs: median(runs.map((run) => run.scriptMs)),
		taskMs: median(runs.map((run) => run.taskMs)),
		tbtMs: median(runs.map((run) => run.tbtMs)),
	}
}

/**
 * `rounds` first visits of each page, the pages in turn within a round, so a minute when the host
 * is slow falls on the baseline and on our pages alike. Each page's runs, in order.
 */
export async function startRounds(
	browser: Browser,
	urls: Readonly<Record<string, string>>,
	rounds: number,
	locale = 'en-GB',
): Promise<Record<string, StartWork[]>> {
	const results: Record<string, StartWork[]> = Object.fromEntries(Object.keys(urls).map((name) => [name, []]))
	for (let round = 0; round < rounds; round++) {
		for (const [name, url] of Object.entries(urls))
			results[name]?.push(await measureStart(browser, url, locale))
	}
	return results
}

/**
 * The blocking time's multiple of the baseline's. A bare page's blocking time can be 0 on a fast
 * host, so the unit is never less than one long task's allowance (50 ms).
 */
export function blockingRatio(page: StartWork, baseline: StartWork): number {
	return page.tbtMs / Math.max(baseline.tbtMs, LONG_TASK_MS)
}

/** A page's start as multiples of the baseline's: its script time and its blocking time. */
export type StartRatio = { script: number; tbt: number }

/**
 * A page's runs as multiples of the baseline's runs taken in the same rounds (startRounds): the
 * median of each round's ratio. A minute when the host is slow lengthens both pages of its round,
 * so it moves that round's ratio far less than it moves the median of either page's runs alone;
 * the blocking time most of all, since a busy host pushes many short tasks over the 50 ms line.
 */
export function pairedRatio(runs: readonly StartWork[], baselineRuns: readonly StartWork[]): StartRatio {
	const rounds = runs.flatMap((run, round) => {
		const base = baselineRuns[round]
		return base ? [{ script: run.scriptMs / base.scriptMs, tbt: blockingRatio(run, base) }] : []
	})
	return {
		script: median(rounds.map((round) => round.script)),
		tbt: median(rounds.map((round) => round.tbt)),
	}
}

export function describeStart(work: StartWork): string {
	return `script ${work.scriptMs} ms, tasks ${work.taskMs} ms, TBT ${work.tbtMs} ms`
}

/**
 * Installs, in the page, a measure of the time from the next `eventType` event to the first paint
 * after `selector` matches `count` elements or more: the event's own timestamp (so the input delay
 * counts), then the frame that shows the change (a task queued from requestAnimationFrame runs once
 * that frame is painted).
 */
async function armPaintTimer(page: Page, eventType: string, selector: string, count: number): Promise<void> {
	await page.evaluate(
		({ eventType, selector, count }) => {
			const state = window as unknown as { __paintAfter?: Promise<number> }
			state.__paintAfter = new Promise<number>((resolve) => {
				let start: number | null = null
				document.addEventListener(
					eventType,
					(event) => {
						start ??= event.timeStamp
					},
					{ capture: true, once: true },
				)
				const observer = new MutationObserver(() => {
					if (start === null || document.querySelectorAll(selector).length < count) return
					observer.disconnect()
					const from = start
					requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - from)))
				})
				observer.observe(document.body, {
					subtree: true,
					childList: true,
					attributes: true,
					characterData: true,
				})
			})
		},
		{ eventType, selector, count },
	)
}

async function readPaintTimer(page: Page): Promise<number> {
	return page.evaluate(() => (window as unknown as { __paintAfter: Promise<number> }).__paintAfter)
}

/**
 * The bare React page's button pressed once it is quiet, to the frame that shows its new count: the
 * least an interaction takes on this host at the time, the unit of Classic's interaction times.
 */
export async function measureBaselineClick(browser: Browser, url: string): Promise<number> {
	const { page, close } = await openSlowPage(browser, 'en-GB')
	try {
		await page.goto(url, { waitUntil: 'load' })
		await waitForQuiet(page)
		await armPaintTimer(page, 'pointerdown', 'button', 1)
		await page.getByRole('button').click()
		return Math.round(await readPaintTimer(page))
	} finally {
		await close()
	}
}

/** How long a player waits at a 4× slower CPU, from their input to the frame that answers it. */
export type InteractionLatency = {
	/** A first keystroke in the guess box → its suggestions painted. */
	keystrokeMs: number
	/** Pressing Guess → the guess's row painted. */
	guessRowMs: number
}

const GUESS_BOX = { role: 'combobox', name: /character name|personaje|personnage|personagem/i } as const

/**
 * A first visit to a Classic page (`url`), played as a player would once it is ready: a first
 * letter typed into the guess box, then `name` entered and Guess pressed.
 */
export async function measureClassicInteractions(
	browser: Browser,
	url: string,
	name: string,
	locale = 'en-GB',
): Promise<InteractionLatency> {
	const { page, close } = await openSlowPage(browser, locale)
	try {
		await page.goto(url, { waitUntil: 'load' })
		const box = page.getByRole(GUESS_BOX.role, { name: GUESS_BOX.name })
		await box.waitFor()
		await page.waitForFunction(
			() => !document.querySelector('input[role="combobox"]')?.hasAttribute('disabled'),
		)
		await waitForQuiet(page)
		await box.focus()
		await armPaintTimer(page, 'keydown', '[role="option"]', 1)
		await page.keyboard.press(name.slice(0, 1))
		const keystrokeMs = await readPaintTimer(page)
		await box.fill(name)
		await page.getByRole('option', { name, exact: true }).waitFor()
		await waitForQuiet(page)
		const rows = await page.locator('table.classic-grid tbody tr').count()
		await armPaintTimer(page, 'pointerdown', 'table.classic-grid tbody tr', rows + 1)
		await page.getByRole('button', { name: /^(Guess|Adivinar|Deviner|Chutar)$/ }).click()
		const guessRowMs = await readPaintTimer(page)
		return { keystrokeMs: Math.round(keystrokeMs), guessRowMs: Math.round(guessRowMs) }
	} finally {
		await close()
	}
}
