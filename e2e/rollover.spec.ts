import { expect, type Page, test } from '@playwright/test'
import { waitForApp } from './app-ready.ts'
import { startServerAt } from './clock-server.ts'
import { todaysImageAnswer } from './todays-answer.ts'

// Europe's day starts at 22:00 UTC; the browser's zone is UTC, so it plays Europe's game.
test.use({ timezoneId: 'UTC' })

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** 21:50 UTC on 10 March 2026: ten minutes before Europe's midnight, game 69. */
const BEFORE_MIDNIGHT = Date.UTC(2026, 2, 10, 21, 50)
const MIDNIGHT = Date.UTC(2026, 2, 10, 22)

let server: Awaited<ReturnType<typeof startServerAt>>

test.beforeEach(async ({ page }) => {
	server = await startServerAt(BEFORE_MIDNIGHT)
	await page.clock.install({ time: BEFORE_MIDNIGHT })
})
test.afterEach(async () => server.close())

/** Moves the server's and the browser's clocks to `ms`; the page's due timers fire once, as after a sleep. */
async function moveClocksTo(page: Page, ms: number) {
	server.moveTo(ms)
	const browserNow = await page.evaluate(() => Date.now())
	await page.clock.fastForward(Math.max(0, ms - browserNow))
}

async function winSilhouetteAt(page: Page, ms: number) {
	const { answer, payload } = todaysImageAnswer('silhouette', 'eu', ms)
	const box = page.getByRole('combobox', { name: /character name/i })
	await box.fill(answer.championName)
	await page.getByRole('option', { name: answer.championName, exact: true }).click()
	await page.getByRole('button', { name: 'Guess' }).click()
	await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
	return payload.game_numero
}

async function expectFigures(page: Page, expected: { won: string; current: string; max: string }) {
	// after a reload, the header answers once React has taken it over
	await waitForApp(page)
	await page.getByRole('button', { name: 'Statistics' }).first().click()
	const dialog = page.getByRole('dialog', { name: 'Statistics' })
	const figure = (term: string) =>
		dialog.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd')
	await expect(figure('Games won')).toHaveText(expected.won)
	await expect(figure('Current streak')).toHaveText(expected.current)
	await expect(figure('Max streak')).toHaveText(expected.max)
	await dialog.getByRole('button', { name: 'Close' }).click()
	await expect(dialog).toBeHidden()
}

test("a win at a fixed clock survives a reload; past the region's midnight a new game starts and the streak goes on", async ({
	page,
}) => {
	await page.goto(`${server.url}/silhouette`)
	const first = await winSilhouetteAt(page, BEFORE_MIDNIGHT)
	expect(first).toBe(69)
	await expectFigures(page, { won: '1', current: '1', max: '1' })
	await page.reload()
	await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
	await expectFigures(page, { won: '1', current: '1', max: '1' })

	// the page stays open over midnight: it loads the new game by itself, the streak still counts
	await moveClocksTo(page, MIDNIGHT + 5000)
	await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeHidden({ timeout: 15_000 })
	await expect(page.getByRole('combobox', { name: /character name/i })).toBeEnabled()
	await expectFigures(page, { won: '1', current: '1', max: '1' })
	expect(await winSilhouetteAt(page, MIDNIGHT + 5000)).toBe(70)
	await expectFigures(page, { won: '2', current: '2', max: '2' })
})

test('a day without a win sets the current streak to 0 and keeps the max', async ({ page }) => {
	await page.goto(`${server.url}/silhouette`)
	await winSilhouetteAt(page, BEFORE_MIDNIGHT)
	await expectFigures(page, { won: '1', current: '1', max: '1' })

	// game 70 is never played; the player comes back during game 71
	const twoDaysLater = BEFORE_MIDNIGHT + 2 * DAY_MS
	await moveClocksTo(page, twoDaysLater)
	await page.reload()
	await expect(page.getByRole('combobox', { name: /character name/i })).toBeEnabled({ timeout: 15_000 })
	await expectFigures(page, { won: '1', current: '0', max: '1' })
	await expect(page.getByRole('button', { name: 'Streak and data transfer' })).not.toContainText('1')
})
