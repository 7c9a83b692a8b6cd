import { statsOf } from '@dragondle/core'
import { runtimeConfig } from '../config.ts'
import { readHistory } from '../storage/records.ts'
import type { GameEvent, SentEvent } from './events.ts'

// What leaves the site for the operator's own services (decision 099). Each is off until the
// operator configures it, and its code loads only then: a default install loads none of it and
// sends nothing anywhere but its own server (docs/architecture.md "Analytics, error reporting, ads").

/** Sends a game event to ANALYTICS_URL, if set. Never awaited, never throws. */
export function trackEvent(event: GameEvent): void {
	const { analyticsUrl } = runtimeConfig()
	if (analyticsUrl !== undefined) sendTo(analyticsUrl, withStreak(event))
}

/**
 * A win's streak, from the history as it is now: the win was recorded before it was reported, so
 * the streak counts it (docs/product.md §4 "Game flow"). Only daily games have streaks.
 */
function withStreak(event: GameEvent): SentEvent {
	if (event.name !== 'complete') return event
	const { mode, play, gameNumero, nbGuesses } = event
	const streak = play === 'daily' ? statsOf(readHistory(mode), gameNumero).currentStreak : null
	return { name: 'complete', mode, play, nbGuesses, streak }
}

/** Counts a page view at PAGE_ANALYTICS_URL, if set. */
export function trackPageView(path: string): void {
	sendTo(runtimeConfig().pageAnalyticsUrl, { name: 'pageview', path })
}

function sendTo(url: string | undefined, event: SentEvent): void {
	if (url === undefined) return
	import('./send.ts').then(({ send }) => send(url, event, runtimeConfig())).catch(() => undefined)
}

/**
 * Starts what runs for the whole visit: error reporting when SENTRY_DSN is set, and the listener
 * that reports links to other sites followed when ANALYTICS_URL is. Returns what stops the
 * listener.
 */
export function startOutbound(): () => void {
	startErrorReporting()
	if (runtimeConfig().analyticsUrl === undefined) return () => undefined
	const listening = import('./send.ts').then(
		({ listenForOutboundClicks }) =>
			listenForOutboundClicks(document, (url) => trackEvent({ name: 'click', url })),
		// a chunk that fails to load: no listener, nothing to stop
		() => () => undefined,
	)
	return () => void listening.then((stop) => stop())
}

/** Error reporting starts once per page, however often the app mounts (StrictMode in development). */
let isReporting = false

/**
 * Error reporting, once the page has loaded, when SENTRY_DSN is set: the SDK is a chunk of its own,
 * which only such an install downloads.
 */
function startErrorReporting(): void {
	const { sentryDsn, version } = runtimeConfig()
	if (sentryDsn === undefined || isReporting) return
	isReporting = true
	const load = () => {
		import('./sentry.ts').then(({ initSentry }) => initSentry(sentryDsn, version)).catch(() => undefined)
	}
	if (document.readyState === 'complete') load()
	else window.addEventListener('load', load, { once: true })
}
