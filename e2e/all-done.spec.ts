import { expect, test } from '@playwright/test'
import { regionFarFromMidnight, todaysClassic, todaysImageAnswer } from './todays-answer.ts'

const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

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
		const box = page.getByRole('combobox', { name: /character name/i })
		await box.fill(name)
		await page.getByRole('option', { name, exact: true }).click()
		await page.getByRole('button', { name: 'Guess' }).click()
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
	await page.reload()
	await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
	await page.waitForTimeout(1500)
	await expect(page.getByRole('dialog', { name: 'All games done!' })).toHaveCount(0)

	// every mode done and the dialog not shown yet today: it opens on load, on the menu's
	// prerendered page too, which React takes over before it knows the day
	await page.evaluate(() => localStorage.removeItem('app:v1:allDoneShown'))
	await page.goto('/')
	await expect(page.getByRole('dialog', { name: 'All games done!' })).toBeVisible({ timeout: 5000 })
})
