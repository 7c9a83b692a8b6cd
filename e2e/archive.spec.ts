import { type DailyAnswer, gameNumeroAt, type Region } from '@dragondle/core'
import { expect, type Page, test } from '@playwright/test'
import { waitForApp } from './app-ready.ts'
import { guess } from './guess.ts'
import { E2E_ENV } from './playwright.config.ts'
import { regionFarFromMidnight, serverAnswers } from './todays-answer.ts'

// The archive of past days (docs/product.md §4 "Archive, practice and challenge links"). The browser
// plays the region whose midnight is hours away.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/
const UTC: Record<Region, number> = { eu: 0, us: -6 }

function answerOf(mode: 'classic', gameNumero: number): DailyAnswer {
	return serverAnswers().daily.answer(mode, region, gameNumero)
}

async function dailyFigures(page: Page) {
	// after a reload, the header answers once React has taken it over
	await waitForApp(page)
	await page.getByRole('button', { name: 'Statistics' }).first().click()
	const dialog = page.getByRole('dialog', { name: 'Statistics' })
	const figure = (term: string) =>
		dialog.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd')
	const figures = [await figure('Games won').textContent(), await figure('Current streak').textContent()]
	await dialog.getByRole('button', { name: 'Close' }).click()
	return figures
}

test('a past day won in the archive is marked won there, and the daily statistics and streak do not move', async ({
	page,
}) => {
	const today = gameNumeroAt(Date.now(), region, E2E_ENV.LAUNCH_DAY)
	const pastDay = today - 2
	await page.goto('/classic')
	await guess(page, answerOf('classic', today).champion_name)
	const todayEnd = page.getByRole('region', { name: WIN_SENTENCE })
	await expect(todayEnd).toBeVisible({ timeout: 15_000 })
	await expect(page.getByRole('banner').getByText(`Today's game · #${today}`)).toBeVisible()
	const before = await dailyFigures(page)
	expect(before).toEqual(['1', '1'])

	// the end panel leads to the archive, where the past day is not played yet
	await todayEnd.getByRole('link', { name: 'Archive' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Classic: archive' })).toBeVisible()
	const dayLink = page.getByRole('link', { name: new RegExp(`, game ${pastDay}: not played$`) })
	await expect(dayLink).toBeVisible()
	await dayLink.click()

	await expect(page).toHaveURL(new RegExp(`/classic/archive/${pastDay}$`))
	await expect(
		page.getByRole('banner').getByText(new RegExp(`^Archive · past day #${pastDay}, `)),
	).toBeVisible()
	const pastAnswer = answerOf('classic', pastDay).champion_name
	await guess(page, pastAnswer)
	const pastEnd = page.getByRole('region', { name: WIN_SENTENCE })
	await expect(pastEnd).toBeVisible({ timeout: 15_000 })
	await expect(pastEnd).toContainText(pastAnswer)
	await expect(pastEnd).not.toContainText(/rank/i)

	// the daily record has not moved, after a reload too
	expect(await dailyFigures(page)).toEqual(before)
	await page.reload()
	await expect(page.getByRole('region', { name: WIN_SENTENCE })).toBeVisible({ timeout: 15_000 })
	expect(await dailyFigures(page)).toEqual(before)

	await page
		.getByRole('link', { name: 'Back to the archive' })
		.or(pastEnd.getByRole('link', { name: 'Archive' }))
		.first()
		.click()
	await expect(
		page.getByRole('link', { name: new RegExp(`, game ${pastDay}: won in the archive in 1 guess$`) }),
	).toBeVisible()
	await expect(page.getByRole('link', { name: new RegExp(`, game ${today - 1}: not played$`) })).toBeVisible()
	await expect(page.getByText('Archive record: 1 past day won')).toBeVisible()
	// today's game is not in the archive: it is played as today's
	await expect(page.getByRole('link', { name: new RegExp(`, game ${today}:`) })).toHaveCount(0)
})

test('a future day’s URL is refused by the page and by the API, whatever the device’s clock says', async ({
	page,
	request,
}) => {
	const today = gameNumeroAt(Date.now(), region, E2E_ENV.LAUNCH_DAY)
	const refusal = `Game #${today + 1} has not been played yet.`

	await page.goto(`/classic/archive/${today + 1}`)
	await expect(page.getByRole('alert')).toContainText(refusal)
	await expect(page.getByRole('combobox', { name: /character name/i })).toHaveCount(0)

	// a device whose clock says that day is already past still asks the server, which refuses
	await page.clock.install({ time: Date.now() + 2 * 86_400_000 })
	await page.goto(`/classic/archive/${today + 1}`)
	await expect(page.getByRole('alert')).toContainText(refusal, { timeout: 15_000 })
	await expect(page.getByRole('combobox', { name: /character name/i })).toHaveCount(0)

	const response = await request.get(`/api/games/classic/answer?utc=${UTC[region]}&gameNumero=${today + 1}`)
	expect(response.status()).toBe(403)
	expect(await response.json()).toEqual({
		message: `Game ${today + 1} has not started yet: today is game ${today} in the ${region} region.`,
		code: 'FUTURE_GAME',
	})
})
