// Dragondle: load the page's code after its first paint (decision 094). The page's one script: a
// module of its own (the CSP allows no inline script), built by prerender-plugin.ts with the entry
// and the start's chunks written in, and never imported, so running on load is its whole job.

/** The page's entry module, as index.html names it. */
declare const __DRAGONDLE_ENTRY__: string
/** The chunks the entry loads as it starts (prerender-plugin.ts's startChunksOf). */
declare const __DRAGONDLE_START_CHUNKS__: readonly string[]

let isLoading = false

function load() {
	if (isLoading) return
	isLoading = true
	// what this page's route loads once started, which its HTML names (decision 113)
	const pageChunks: string[] = JSON.parse(document.getElementById('dragondle-chunks')?.textContent || '[]')
	for (const href of [...__DRAGONDLE_START_CHUNKS__, ...pageChunks]) {
		const link = document.createElement('link')
		link.rel = 'modulepreload'
		link.href = href
		document.head.append(link)
	}
	import(/* @vite-ignore */ __DRAGONDLE_ENTRY__)
}

// once the browser has recorded the first paint; a tab in the background paints nothing, so
// there is nothing to wait for there; and a browser that never says has a second
if (document.visibilityState === 'hidden') load()
document.addEventListener('visibilitychange', load, { once: true })
try {
	new PerformanceObserver((entries, observer) => {
		if (entries.getEntriesByName('first-contentful-paint').length === 0) return
		observer.disconnect()
		setTimeout(load, 0)
	}).observe({ type: 'paint', buffered: true })
} catch {
	requestAnimationFrame(() => setTimeout(load, 0))
}
setTimeout(load, 1000)
