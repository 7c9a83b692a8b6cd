import { expect, test } from '@playwright/test'
import { measurePage } from './page-weight.ts'

const KIB = 1024

/**
 * Ceilings on the JavaScript of a first visit, gzip -9: the figures measured once core's schemas
 * moved to zod/mini (`/` 137.9 KiB, the modes 158.1–158.8 KiB, `npm run page-weight -w
 * @dragondle/bench`) plus 5 %. Lower them when a change makes pages lighter; raise them only with
 * a reason in the commit. The goal is 100 KiB for `/` and 140 KiB for a mode (README).
 */
// Issue #13 (decision 084) raised them: the `play` strings, the Archive and Practice links on the
// menu (+0.6 KiB), and on every mode the kinds of game, practice's and challenges' controls (+2 KiB).
const HOME_KIB = 138.6
const MODE_KIB = 160.9
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
