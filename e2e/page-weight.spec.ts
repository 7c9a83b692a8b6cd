import { expect, test } from '@playwright/test'
import { PAGE_BUDGETS, WEIGHED_LOCALES } from './page-budgets.ts'
import { measurePage } from './page-weight.ts'

const KIB = 1024

// Measured with `npm run page-weight -w @dragondle/bench` (decisions 094, 104 and 114): 128.6 KiB on
// `/` in every language; 156.8–157.2 KiB on a mode in English and 159.8–160.4 KiB in Spanish,
// French and Brazilian Portuguese, whose pages carry their own strings and game data.
for (const [language, locale] of Object.entries(WEIGHED_LOCALES)) {
	for (const [path, ceiling] of Object.entries(PAGE_BUDGETS)) {
		test(`a first visit to ${path} in ${language} loads at most ${(ceiling / KIB).toFixed(1)} KiB of JavaScript (gzip)`, async ({
			browser,
			baseURL,
		}) => {
			const { files, gzipBytes } = await measurePage(browser, `${baseURL}${path}`, locale)
			console.log(`${path} (${language}): ${files} scripts, ${(gzipBytes / KIB).toFixed(1)} KiB gzip`)
			expect(files).toBeGreaterThan(0)
			expect(gzipBytes).toBeLessThanOrEqual(ceiling)
		})
	}
}
