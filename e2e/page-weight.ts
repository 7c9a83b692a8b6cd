import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import { waitForApp } from './app-ready.ts'

export type PageWeight = { files: number; gzipBytes: number }

/**
 * The JavaScript a first visit to `url` loads from a browser speaking `locale`: every script the
 * browser fetches until React has taken the page over and the network has then been quiet for a
 * while, each gzip -9 compressed as a CDN would send it. Shared by the CI ceiling check
 * (page-weight.spec.ts) and the benchmark (bench/page-weight.ts).
 */
export async function measurePage(browser: Browser, url: string, locale = 'en-GB'): Promise<PageWeight> {
	const context = await browser.newContext({ locale })
	const page = await context.newPage()
	const bodies: Promise<Buffer>[] = []
	page.on('response', (response) => {
		if (response.request().resourceType() === 'script') bodies.push(response.body())
	})
	const quiet = quietNetwork(page)
	await page.goto(url)
	// the page's code comes after its first paint (decision 094): on a busy host the network can be
	// idle before it has even been asked for, so the count waits for React's takeover first
	await waitForApp(page)
	await quiet.settled()
	const scripts = await Promise.all(bodies)
	await context.close()
	return {
		files: scripts.length,
		gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
	}
}

/** Quiet for this long with no request in flight: the page has loaded what its visit loads. */
const QUIET_MS = 1000

/** Follows the page's requests; `settled` resolves once none has been in flight for QUIET_MS. */
function quietNetwork(page: Page) {
	let inFlight = 0
	let lastChange = Date.now()
	const change = (by: number) => () => {
		inFlight += by
		lastChange = Date.now()
	}
	page.on('request', change(1))
	page.on('requestfinished', change(-1))
	page.on('requestfailed', change(-1))
	return {
		async settled() {
			// a request left open for good (none today) would otherwise hold the count forever
			const deadline = Date.now() + 20_000
			while ((inFlight > 0 || Date.now() - lastChange < QUIET_MS) && Date.now() < deadline) {
				await new Promise((resolve) => setTimeout(resolve, 100))
			}
		},
	}
}
