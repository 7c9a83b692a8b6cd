import { expect, test } from '@playwright/test'
import { measurePage } from './page-weight.ts'

const KIB = 1024

/**
 * Ceilings on the JavaScript of a first visit, gzip -9: issue #12's budgets, 100 KiB for `/` and
 * 140 KiB for a mode (README). Measured with `npm run page-weight -w @dragondle/bench`: 92.1 KiB
 * and 116.4–118.4 KiB since the page renders with Preact (decision 088; it was 149.0 and
 * 173.6–175.6 KiB with React DOM). A change that needs more makes room elsewhere first.
 */
const HOME_KIB = 100
const MODE_KIB = 140
const CEILINGS: Record<string, number> = {
	'/': HOME_KIB * KIB,
	'/classic': MODE_KIB * KIB,
	'/fusion': MODE_KIB * KIB,
	'/technique': MODE_KIB * KIB,
	'/silhouette': MODE_KIB * KIB,
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
