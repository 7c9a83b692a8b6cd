import { MODES } from '@dragondle/core'
import { chromium, expect, test } from '@playwright/test'
import lighthouse, { type Flags } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

/**
 * Lighthouse's accessibility score is 100 on the menu, on every mode's page, and on the archive's
 * calendar and practice (docs/architecture.md "Front end").
 */
const PAGES = ['/', ...MODES.map((mode) => `/${mode}`), '/classic/archive', '/silhouette/practice']
/**
 * Every page on a phone (the app banner shows at 600 px or less); on a desktop window (where the
 * info box shows instead) the menu and one mode, since the chrome is the same on every mode and
 * each Lighthouse run takes some 15 s.
 */
const PAGES_BY_FORM_FACTOR = { mobile: PAGES, desktop: ['/', '/classic'] } as const
/** Lighthouse's desktop preset: its screen, as `lighthouse --preset=desktop` sets it. */
const DESKTOP_SCREEN = { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }
const DEBUGGING_PORT = 9333

// a Lighthouse run takes 7–15 s on a quiet host and up to three times as long on a crowded one, which
// must not fail a test
test.describe.configure({ timeout: 600_000 })

for (const [formFactor, pages] of Object.entries(PAGES_BY_FORM_FACTOR)) {
	test(`Lighthouse scores accessibility 100 on every page (${formFactor})`, async ({ baseURL }) => {
		// Lighthouse drives its own tab in a browser it reaches on the debugging port
		const browser = await chromium.launch({
			executablePath: CHROMIUM_PATH,
			args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
		})
		try {
			const flags: Flags = {
				port: DEBUGGING_PORT,
				logLevel: 'error',
				onlyCategories: ['accessibility'],
				formFactor: formFactor === 'desktop' ? 'desktop' : 'mobile',
				// nothing here is about speed: no network or CPU slowdown
				throttlingMethod: 'provided',
				...(formFactor === 'desktop' ? { screenEmulation: DESKTOP_SCREEN } : {}),
			}
			const failures: string[] = []
			for (const path of pages) {
				const result = await lighthouse(`${baseURL}${path}`, flags)
				const category = result?.lhr.categories.accessibility
				const score = category?.score ?? 0
				console.log(`Lighthouse accessibility ${path} (${formFactor}): ${Math.round(score * 100)}`)
				if (score === 1) continue
				const failed = Object.values(result?.lhr.audits ?? {})
					.filter((audit) => audit.score === 0)
					.map((audit) => `${audit.id}: ${audit.title}`)
				failures.push(`${path}: ${Math.round(score * 100)} (${failed.join('; ')})`)
			}
			expect(failures).toEqual([])
		} finally {
			await browser.close()
		}
	})
}
