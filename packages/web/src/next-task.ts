/** A new task: a timer's callback runs in one of its own, after the browser has painted and handled input. */
export function nextTask(): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `work` once the browser is idle (or after `timeoutMs` at the latest; Safari, which has no
 * idle callback, after a plain timer); the returned function cancels it. For work a page will
 * soon need that nothing on screen waits for.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
	if (typeof requestIdleCallback === 'function') {
		const handle = requestIdleCallback(work, { timeout: timeoutMs })
		return () => cancelIdleCallback(handle)
	}
	const timer = setTimeout(work, 200)
	return () => clearTimeout(timer)
}
