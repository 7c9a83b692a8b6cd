// The JavaScript each page loads in each language, gzip-compressed, measured in the real browser
// against the real server; the ratio compares each page with the smallest page of the same run (the
// baseline).
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PRERENDERED_PATHS } from '@dragondle/core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@dragondle/e2e/chromium'
import { PAGE_BUDGETS, WEIGHED_LOCALES } from '@dragondle/e2e/page-budgets'
import { measurePage } from '@dragondle/e2e/page-weight'
import { freePort } from '@dragondle/server/testing'
import { chromium } from '@playwright/test'
import { type Figure, reportFigures } from './figures.ts'

const ROOT = join(import.meta.dirname, '..')
// a free port: two runs side by side each measure their own server
const PORT = await freePort()
// the pages with a first screen of their own: the menu, every mode's, and the one the others share
const PAGES = PRERENDERED_PATHS

const server = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
	cwd: ROOT,
	env: {
		...process.env,
		PORT: String(PORT),
		HOST: '127.0.0.1',
		LOG_LEVEL: 'warn',
		DATA_DIR: mkdtempSync(join(tmpdir(), 'dragondle-bench-')),
	},
	stdio: 'ignore',
})

async function waitForServer(): Promise<void> {
	for (let tries = 0; tries < 3000; tries++) {
		try {
			if ((await fetch(`http://127.0.0.1:${PORT}/api/`)).ok) return
		} catch {
			// not yet
		}
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	throw new Error('server did not start')
}

try {
	await waitForServer()
	const browser = await chromium.launch({
		executablePath: CHROMIUM_PATH,
		args: CHROMIUM_ARGS,
	})
	const sizes: Record<string, { path: string; language: string; files: number; gzip: number }> = {}
	for (const [language, locale] of Object.entries(WEIGHED_LOCALES)) {
		for (const path of PAGES) {
			const { files, gzipBytes } = await measurePage(browser, `http://127.0.0.1:${PORT}${path}`, locale)
			sizes[`${path} ${language}`] = { path, language, files, gzip: gzipBytes }
		}
	}
	await browser.close()
	const baseline = Math.min(...Object.values(sizes).map((size) => size.gzip))
	console.log('JavaScript loaded per page (gzip -9 of each script body as served)')
	let isWithin = true
	for (const [page, size] of Object.entries(sizes)) {
		const kb = (size.gzip / 1024).toFixed(1)
		const budget = PAGE_BUDGETS[size.path]
		const verdict =
			budget === undefined
				? ''
				: `   budget ${(budget / 1024).toFixed(1)} KiB${size.gzip <= budget ? '' : '   OVER BUDGET'}`
		if (budget !== undefined && size.gzip > budget) isWithin = false
		console.log(
			`  ${page.padEnd(22)} ${String(size.files).padStart(2)} files ${kb.padStart(7)} KiB   ratio to lightest ${(size.gzip / baseline).toFixed(2)}×${verdict}`,
		)
	}
	console.log(isWithin ? 'Every page is within its budget.' : 'Some page is over its budget (marked above).')
	// the summary's rows: each page in its heaviest language
	const figures: Figure[] = PAGES.flatMap((path) => {
		const heaviest = Object.values(sizes)
			.filter((size) => size.path === path)
			.sort((a, b) => b.gzip - a.gzip)[0]
		if (!heaviest) return []
		const budget = PAGE_BUDGETS[path]
		return [
			{
				name: `${path} JavaScript, heaviest language (${heaviest.language})`,
				value: heaviest.gzip / 1024,
				unit: 'KiB gzip',
				digits: 1,
				ratio: { value: heaviest.gzip / baseline, of: 'the lightest page' },
				...(budget === undefined
					? {}
					: { gate: { limit: `≤ ${(budget / 1024).toFixed(0)} KiB`, isMet: heaviest.gzip <= budget } }),
			},
		]
	})
	reportFigures(figures)
} finally {
	server.kill('SIGTERM')
}
