// The insight's worker (decision 124): the best-split search compares every character with every
// candidate at each step, over 100 ms on a slow phone's CPU, so it runs off the page's thread.
// Started by compute-insight.ts after the player opens the panel, never before the win.
import { type InsightInput, timedInsight } from './insight-figures.ts'

globalThis.addEventListener('message', (event: MessageEvent<InsightInput>) => {
	globalThis.postMessage(timedInsight(event.data))
})
