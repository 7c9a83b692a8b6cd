import { expect, test } from '@playwright/test'
import { measurePage, PAGE_BUDGETS } from './page-weight.ts'

const KIB = 1024

// Measured with `npm run page-weight -w @dragondle/bench` (decision 094): 129.1 KiB on `/` and
// 158.5–158.8 KiB on a mode since React renders the page (93.2 and 117–120 KiB with Preact).
for (const [path, ceiling] of Object.entries(PAGE_BUDGETS)) {
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
