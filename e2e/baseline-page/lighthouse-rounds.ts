import { median } from '@dragondle/core/median'
import lighthouse, { type Flags, type Result } from 'lighthouse'

/** What the CI test and the benchmark read of one Lighthouse run. */
export type Figures = {
	performance: number
	fcpMs: number
	lcpMs: number
	tbtMs: number
	cls: number
	/** Lighthouse's 'mainthread-work-breakdown': every task of the main thread, ×4 as its phone's CPU. */
	mainThreadMs: number
	/** Lighthouse's measure of this host's speed at the time of the run (higher is faster). */
	benchmarkIndex: number
}

/**
 * A run Lighthouse could not finish (it says why in `runtimeError`, NO_NAVSTART now and then on a
 * busy host) is run again, this many times at most.
 */
const RETRIES = 2

export function figuresOf(lhr: Result): Figures {
	const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
	return {
		performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
		fcpMs: Math.round(audit('first-contentful-paint')),
		lcpMs: Math.round(audit('largest-contentful-paint')),
		tbtMs: Math.round(audit('total-blocking-time')),
		cls: Number(audit('cumulative-layout-shift').toFixed(3)),
		mainThreadMs: Math.round(audit('mainthread-work-breakdown')),
		benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
	}
}

/**
 * Lighthouse `rounds` times on each page, the pages in turn within a round, so that a minute when
 * the host is slow falls on the baseline and on our pages alike. Each page's results, in order.
 */
export async function lighthouseRounds(
	urls: Readonly<Record<string, string>>,
	flags: Flags,
	rounds: number,
): Promise<Record<string, Result[]>> {
	const results: Record<string, Result[]> = Object.fromEntries(Object.keys(urls).map((name) => [name, []]))
	for (let round = 0; round < rounds; round++) {
		for (const [name, url] of Object.entries(urls)) {
			for (let retries = RETRIES; ; retries--) {
				const lhr = (await lighthouse(url, flags))?.lhr
				if (lhr !== undefined && lhr.runtimeError === undefined) {
					results[name]?.push(lhr)
					break
				}
				if (retries === 0) throw new Error(`Lighthouse could not finish on ${url}`)
				console.log(`  ${name}: Lighthouse could not finish (${lhr?.runtimeError?.code}); running again`)
			}
		}
	}
	return results
}

/** Each figure's median over the runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
	const pick = (key: keyof Figures) => median(runs.map((run) => run[key]))
	return {
		performance: pick('performance'),
		fcpMs: pick('fcpMs'),
		lcpMs: pick('lcpMs'),
		tbtMs: pick('tbtMs'),
		cls: pick('cls'),
		mainThreadMs: pick('mainThreadMs'),
		benchmarkIndex: pick('benchmarkIndex'),
	}
}

/**
 * A page's main-thread work as a multiple of the baseline page's, measured in turn in the same run
 * (issue 34): the host's speed slows both alike, and what stays is what our code adds to React's
 * own start. Neither is ever near 0, unlike the blocking time of a bare page.
 */
export function mainThreadRatio(page: Figures, baseline: Figures): number {
	return page.mainThreadMs / baseline.mainThreadMs
}

/** The absolute figures of a run or a median, with the host's benchmark index beside them. */
export function describeFigures(figures: Figures): string {
	return [
		`performance ${figures.performance}`,
		`FCP ${figures.fcpMs} ms`,
		`LCP ${figures.lcpMs} ms`,
		`TBT ${figures.tbtMs} ms`,
		`CLS ${figures.cls}`,
		`main-thread work ${figures.mainThreadMs} ms`,
		`benchmark index ${figures.benchmarkIndex}`,
	].join(', ')
}
