// The service worker (decision 085): the shell and art precached, today's answers kept for the day,
// and pages always asked of the network first, so a new deploy shows on the next visit online.
import { LANGUAGE_COOKIE, type Language, pageLanguageOf } from '@dragondle/core'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import * as navigationPreload from 'workbox-navigation-preload'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import { DAILY_BUNDLE_URL, isArtPicture, isDailyData, offlinePageOf } from './routes.ts'

declare const self: ServiceWorkerGlobalScope & {
	__WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

const DAY_SECONDS = 24 * 60 * 60
/**
 * How long a page or today's data may take before the copy kept here answers: long enough for a
 * slow phone network, short enough that a dead one does not look like a hang.
 */
const NETWORK_TIMEOUT_SECONDS = 3

// A new deploy's worker takes over at once: pages come from the network anyway, and the previous
// deploy's files are gone from the server, so keeping the old worker waiting would save nothing.
void self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

// Pages: network first, so the HTML, its runtime config and the hashed files it names are this
// deploy's; offline, the page's first screen precached with this worker (its own, or the one every
// other page shares: decision 094), whose files are all in the same precache.
// The page's request starts while the worker boots, not after: a visit the worker answers is no
// slower than one without it.
navigationPreload.enable()
registerRoute(
	({ request }) => request.mode === 'navigate',
	new NetworkOnly({
		networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
		plugins: [
			{
				handlerDidError: async ({ request }) =>
					(await matchPrecache(offlinePageOf(new URL(request.url).pathname, await pageLanguage()))) ??
					Response.error(),
			},
		],
	}),
)

/**
 * The language the server would send a page in (decision 104): the page's cookie where the worker
 * can read it (the Cookie Store API), else the browser's languages. A page in another language than
 * the player's turns to theirs once it starts.
 */
async function pageLanguage(): Promise<Language> {
	const store = (self as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
		.cookieStore
	const cookie = await store?.get(LANGUAGE_COOKIE).catch(() => null)
	return pageLanguageOf(cookie?.value, self.navigator.languages)
}

// Today's answers and the cached bundle: fresh when the network answers, else the copy of the
// day. The page trusts an answer only if it is today's game (day.ts), so a stale copy is harmless.
const daily = new NetworkFirst({
	cacheName: 'daily',
	networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
	plugins: [new ExpirationPlugin({ maxAgeSeconds: DAY_SECONDS, maxEntries: 50 })],
})
registerRoute(
	({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isDailyData(url.pathname),
	daily,
)

// The first visit's requests went out before this worker existed, so nothing of today is kept
// yet: the bundle of every mode's answers is fetched with the install, and a mode never opened
// online today still plays offline. Best effort: a failure must not stop the install.
self.addEventListener('install', (event) => {
	event.waitUntil(daily.handle({ event, request: new Request(DAILY_BUNDLE_URL) }).catch(() => undefined))
})

// The image modes' pictures are many (one set a day) and only the server can name them (keyed by its
// secret, decision 061): each is kept once seen rather than precached, so a game started today keeps
// its picture offline. A name never changes while its picture does not.
registerRoute(
	({ url, sameOrigin }) => sameOrigin && isArtPicture(url.pathname),
	new CacheFirst({
		cacheName: 'art',
		plugins: [new ExpirationPlugin({ maxAgeSeconds: 7 * DAY_SECONDS, maxEntries: 60 })],
	}),
)
// Anything else (the version check /cache/version.json, posts, transfers) goes to the network
// untouched: a cached version would hide a deploy from version-watch.ts.
