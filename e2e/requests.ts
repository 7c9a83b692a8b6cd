import type { Page } from '@playwright/test'

/** What a page has asked for since it was watched: every path, and every address off the site. */
export type WatchedRequests = { paths: string[]; foreign: string[] }

/**
 * Watches a page's requests from now on: a default install asks nothing of another origin
 * (docs/architecture.md "Analytics, error reporting, ads"). `data:` and `blob:` addresses are the
 * page's own pictures, not requests that leave it.
 */
export function watchRequests(page: Page, siteUrl: string | undefined): WatchedRequests {
	const origin = new URL(siteUrl ?? '').origin
	const watched: WatchedRequests = { paths: [], foreign: [] }
	page.on('request', (request) => {
		const url = new URL(request.url())
		watched.paths.push(url.pathname)
		if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) {
			watched.foreign.push(url.href)
		}
	})
	return watched
}
