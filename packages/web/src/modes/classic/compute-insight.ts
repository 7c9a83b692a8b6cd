import type { InsightInput, InsightReply } from './insight-figures.ts'

/** The mark the page's timeline gets for each computation (its detail: the worker's own figures), read by the e2e spec. */
export const INSIGHT_MEASURE = 'dragondle:insight'

/** A computation under way: its reply, and a way to drop it (the panel was closed). */
export type InsightJob = { reply: Promise<InsightReply>; cancel: () => void }

/**
 * Works out the insight's figures in a worker (insight-worker.ts; Vite builds it as its own file,
 * which the service worker precaches like every built script, so it runs offline). Without workers
 * (the unit tests' DOM), on the page: the same code, loaded only then.
 */
export function computeInsight(input: InsightInput): InsightJob {
	const started = performance.now()
	const measure = (reply: InsightReply) => {
		performance.measure(INSIGHT_MEASURE, { start: started, end: performance.now(), detail: reply })
		return reply
	}
	if (typeof Worker === 'undefined') {
		const reply = import('./insight-figures.ts').then((module) => measure(module.timedInsight(input)))
		return { reply, cancel: () => undefined }
	}
	const worker = new Worker(new URL('./insight-worker.ts', import.meta.url), { type: 'module' })
	const reply = new Promise<InsightReply>((resolve, reject) => {
		worker.addEventListener('message', (event: MessageEvent<InsightReply>) => resolve(measure(event.data)))
		worker.addEventListener('error', () => reject(new Error('the insight worker failed')))
	}).finally(() => worker.terminate())
	worker.postMessage(input)
	return { reply, cancel: () => worker.terminate() }
}
