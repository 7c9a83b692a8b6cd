import { expect, test } from '@playwright/test'
import { regionFarFromMidnight, todaysClassic } from './todays-answer.ts'

// A challenge link opened in a second browser context plays the same character (docs/product.md §4
// "Archive, practice and challenge links").
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId, permissions: ['clipboard-read', 'clipboard-write'] })

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/

test('a challenge link opened by a friend plays the same character, names nothing, and ends with the challenger’s guesses', async ({
	page,
	browser,
}) => {
	const { answer, wrong } = todaysClassic(region)
	await page.goto('/classic')
	const box = page.getByRole('combobox', { name: /character name/i })
	for (const name of [wrong.championName, answer.championName]) {
		await expect(box).toBeEnabled({ timeout: 15_000 })
		await box.fill(name)
		await page.getByRole('option', { name, exact: true }).click()
		await page.getByRole('button', { name: 'Guess' }).click()
	}
	const end = page.getByRole('region', { name: WIN_SENTENCE })
	await expect(end).toBeVisible({ timeout: 15_000 })
	await end.getByRole('button', { name: 'Copy challenge link' }).click()
	await expect(end.getByRole('status').filter({ hasText: 'Challenge link copied' })).toBeVisible()
	const link = await page.evaluate(() => navigator.clipboard.readText())
	expect(link).toMatch(/\/challenge\/[A-Za-z0-9_-]{38}$/)
	expect(link.toLowerCase()).not.toContain(answer.championName.toLowerCase().split(' ')[0])
	expect(link).not.toContain('classic')

	const friend = await browser.newContext({ timezoneId })
	const friendPage = await friend.newPage()
	await friendPage.goto(link)
	await expect(friendPage.getByRole('banner').getByText("Challenge · a friend's character")).toBeVisible({
		timeout: 15_000,
	})
	const friendBox = friendPage.getByRole('combobox', { name: /character name/i })
	await expect(friendBox).toBeEnabled({ timeout: 15_000 })
	await friendBox.fill(answer.championName)
	await friendPage.getByRole('option', { name: answer.championName, exact: true }).click()
	await friendPage.getByRole('button', { name: 'Guess' }).click()
	const friendEnd = friendPage.getByRole('region', { name: WIN_SENTENCE })
	await expect(friendEnd).toBeVisible({ timeout: 15_000 })
	await expect(friendEnd).toContainText(answer.championName)
	await expect(friendEnd).toContainText('Your challenger found this character in 2 guesses.')
	await friend.close()
})

test('an edited challenge link is refused with a clear message', async ({ page }) => {
	await page.goto(`/challenge/${'A'.repeat(38)}`)
	await expect(page.getByRole('alert')).toContainText('This challenge link is not valid.', {
		timeout: 15_000,
	})
})
