import { expect, test } from '@playwright/test'
import { measurePage } from './page-weight.ts'

const KIB = 1024

/**
 * Ceilings on the JavaScript of a first visit, gzip -9: the figures last measured (`npm run
 * page-weight -w @dragondle/bench`) plus 5 %. Lower them when a change makes pages lighter; raise
 * them only with a reason in the commit. The goal is 100 KiB for `/` and 140 KiB for a mode
 * (README, issue #12). Last raised with issues #10, #12 and #13 (137.9 → 149.0 KiB on `/`, 158.8
 * → 175.6 KiB on a mode): the English strings of every namespace are bundled with the first page
 * (+3 KiB), the site chrome (info box, banner, footer links; +1.5 KiB), the challenger zone and
 * clue on Classic, the kinds of game with their Archive and Practice links (decision 084), the
 * service worker's registration and install offer (decision 085).
 */
const HOME_KIB = 149.0
const MODE_KIB = 175.6
const CEILINGS: Record<string, number> = {
	'/': Math.round(HOME_KIB * 1.05 * KIB),
	'/classic': Math.round(MODE_KIB * 1.05 * KIB),
	'/fusion': Math.round(MODE_KIB * 1.05 * KIB),
	'/technique': Math.round(MODE_KIB * 1.05 * KIB),
	'/silhouette': Math.round(MODE_KIB * 1.05 * KIB),
}

for (const [path, ceiling] of Object.entries(CEILINGS)) {
	test(`a first visit to ${path} loads at most ${(ceiling / KIB).toFixed(1)} KiB of JavaScript (gzip)`, async ({
		browser,
		baseURL,
	}) => {
		const { files, gzipBytes } = await measurePage(browser, `${baseURL}${path}`)
		console.log(`${path}: ${files} scripts, ${(gzipBytes / KIB).toFixed(1)} KiB gzip`)
		expect(files).toBeGreaterThan(0)
		expect(gzipBytes).toBeLessThanOrEqual(ceiling)
	})
}
