import { nextResetAt } from '@dragondle/core'
import { expect, type Page, test } from '@playwright/test'
import { guess } from './guess.ts'
import { regionFarFromMidnight, todaysClassic, todaysImageAnswer } from './todays-answer.ts'

const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

/** A game's end checks whether the day is done 1 s after it shows (docs/product.md §4 "All games done"). */
const ALL_DONE_DELAY_MS = 1000

/** Resolves once the page has drawn its next frame: the work React had queued before is done. */
async function nextFrame(page: Page) {
	await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
}

test('finding all four characters of the day opens the all-done dialog with the day’s share text', async ({
	page,
}) => {
	const answers = {
		classic: todaysClassic(region).answer.championName,
		fusion: todaysImageAnswer('fusion', region).answer.championName,
		technique: todaysImageAnswer('technique', region).answer.championName,
		silhouette: todaysImageAnswer('silhouette', region).answer.championName,
	}
	for (const [mode, name] of Object.entries(answers)) {
		await page.goto(`/${mode}`)
		await guess(page, name)
		await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
	}
	const dialog = page.getByRole('dialog', { name: 'All games done!' })
	await expect(dialog).toBeVisible({ timeout: 5000 })
	await expect(dialog).toContainText(/I found every #Dragondle character of day #\d+!/)
	for (const mode of ['Classic', 'Fusion', 'Technique', 'Silhouette']) {
		await expect(dialog).toContainText(`${mode}: one shot`)
	}
	for (const name of Object.values(answers)) await expect(dialog).not.toContainText(name)
	await dialog.getByRole('button', { name: 'Close' }).click()

	// once shown, it does not open again today: after a reload the game's end checks the day again a
	// second after it shows, and finds it shown. The page's clock is the test's from the reload on, so
	// the test runs that second (and more) itself, then sees no dialog.
	await page.clock.install()
	await page.reload()
	await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
	await nextFrame(page)
	await page.clock.runFor(3 * ALL_DONE_DELAY_MS)
	await nextFrame(page)
	await expect(page.getByRole('dialog', { name: 'All games done!' })).toHaveCount(0)

	// every mode done and the dialog not shown yet today: it opens on load, on the menu's
	// prerendered page too, which React takes over before it knows the day
	await page.evaluate(() => localStorage.removeItem('app:v1:allDoneShown'))
	await page.goto('/')
	const shown = page.getByRole('dialog', { name: 'All games done!' })
	await expect(shown).toBeVisible({ timeout: 5000 })
	// its hub links the operator's other games (the server's SIBLING_GAMES, playwright.config.ts)
	const hub = shown.getByRole('navigation', { name: 'More games' })
	await expect(hub.getByRole('link')).toHaveText(['Planetdle', 'Sagadle'])
	await expect(hub.getByRole('link', { name: 'Planetdle' })).toHaveAttribute(
		'href',
		'https://planetdle.example',
	)

	// the page stays open past the region's midnight: the day it was about is over, so the dialog
	// goes; the day is read again a second after midnight (docs/product.md §4 "Daily rollover").
	// The page's clock stops 5 s before midnight and from then on moves only as the test moves it.
	const midnight = nextResetAt(await page.evaluate(() => Date.now()), region)
	await page.clock.pauseAt(midnight - 5000)
	await page.clock.runFor(5000 + 999)
	await expect(shown).toBeVisible()
	await page.clock.runFor(1)
	await expect(shown).toHaveCount(0)
})
