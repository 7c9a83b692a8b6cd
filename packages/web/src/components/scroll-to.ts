/**
 * A page scroll of a set duration (docs/product.md §9: the scroll to the end panel lasts 1000 ms), which
 * the browser's own smooth scroll cannot give: it picks its own speed. Decision 101.
 */

function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
	)
}

/** Slow start, slow end. */
function easeInOut(progress: number): number {
	return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2
}

/** Where the window's scroll puts `element`'s top, less its CSS scroll margin, within the page. */
function targetOf(element: HTMLElement): number {
	const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0
	const wanted = window.scrollY + element.getBoundingClientRect().top - margin
	const bottom = document.documentElement.scrollHeight - window.innerHeight
	return Math.max(0, Math.min(wanted, bottom))
}

/** What stops the scroll: the player scrolling or pressing a key takes over. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown'] as const

/**
 * Scrolls the window until `element` is at its top, over `durationMs`, or at once when the player
 * prefers reduced motion. Returns a function that stops it.
 */
export function scrollToElement(element: HTMLElement, durationMs: number): () => void {
	const from = window.scrollY
	const to = targetOf(element)
	if (prefersReducedMotion() || durationMs <= 0) {
		window.scrollTo(0, to)
		return () => undefined
	}
	let frame = 0
	let startedAt: number | null = null
	function step(now: number) {
		startedAt ??= now
		const progress = Math.min(1, (now - startedAt) / durationMs)
		window.scrollTo(0, from + (to - from) * easeInOut(progress))
		if (progress < 1) frame = requestAnimationFrame(step)
		else stop()
	}
	function stop() {
		cancelAnimationFrame(frame)
		for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop)
	}
	for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true })
	frame = requestAnimationFrame(step)
	return stop
}
