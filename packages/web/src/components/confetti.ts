import { storePlatformOf } from '../user-agent.ts'

/** Emoji confetti after a win (docs/product.md §2, §9): gold medal and trophy for a one-shot, a wider set otherwise. */
const ONE_SHOT_EMOJIS = ['🥇', '🏆']
const WIN_EMOJIS = ['🐉', '🔥', '⭐', '💥', '🏆', '🎉', '✨', '🟠']
const START_DELAY_MS = 1000
const DURATION_MS = 3000
const BURST_EVERY_MS = 250
/**
 * Emojis of 100 px on iOS and 70 px elsewhere (docs/product.md §9): canvas-confetti draws text at 10 px
 * per unit of scalar.
 */
function emojiScalar(): number {
	return storePlatformOf(navigator.userAgent, navigator.maxTouchPoints) === 'ios' ? 10 : 7
}

function prefersReducedMotion(): boolean {
	// jsdom and very old browsers have no matchMedia, and no canvas to draw on either
	return (
		typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
	)
}

function wait(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Throws emojis for 3 s, starting 1 s from now; does nothing when the player prefers reduced motion.
 * Aborting the signal (the player left the page) stops it and clears what was drawn.
 */
export async function celebrate(isOneShot: boolean, signal: AbortSignal): Promise<void> {
	if (signal.aborted || prefersReducedMotion()) return
	const { default: confettiModule } = await import('canvas-confetti')
	// the default instance draws in a blob: worker, which the site's CSP (script-src 'self') refuses
	const confetti = confettiModule.create(undefined, {
		resize: true,
		useWorker: false,
		disableForReducedMotion: true,
	})
	const emojis = isOneShot ? ONE_SHOT_EMOJIS : WIN_EMOJIS
	const scalar = emojiScalar()
	const shapes = emojis.map((text) => confettiModule.shapeFromText({ text, scalar }))
	signal.addEventListener('abort', () => confetti.reset(), { once: true })
	await wait(START_DELAY_MS)
	const end = Date.now() + DURATION_MS
	while (Date.now() < end && !signal.aborted) {
		confetti({
			shapes,
			scalar,
			particleCount: 3,
			spread: 100,
			startVelocity: 35,
			ticks: 160,
			flat: true,
			origin: { x: Math.random(), y: Math.random() * 0.3 },
		})
		await wait(BURST_EVERY_MS)
	}
}
