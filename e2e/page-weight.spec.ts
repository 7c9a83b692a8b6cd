import { expect, test } from '@playwright/test'
import { measurePage, PAGE_BUDGETS, WEIGHED_LOCALES } from './page-weight.ts'

const KIB = 1024

// Measured with `npm run page-weight -w @dragondle/bench` (decisions 094 and 104): in English 127.6
// KiB on `/` and 154.1–154.7 KiB on a mode; a language's page carries its own strings and game data.
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
