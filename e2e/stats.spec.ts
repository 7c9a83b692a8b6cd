import { expect, type Page, test } from '@playwright/test'
import { waitForApp } from './app-ready.ts'
import { regionFarFromMidnight, todaysImageAnswer } from './todays-answer.ts'

const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

async function figuresOf(page: Page) {
	// after a reload, the header answers once React has taken it over
	await waitForApp(page)
	await page.getByRole('button', { name: 'Statistics' }).first().click()
	const dialog = page.getByRole('dialog', { name: 'Statistics' })
	await expect(dialog).toBeVisible()
	const figure = (term: string) =>
		dialog.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd')
	return { dialog, figure }
}

test('a win shows 1 game won and a streak of 1 in the Statistics dialog, with its graph, after a reload too', async ({
	page,
}) => {
	const { answer } = todaysImageAnswer('silhouette', region)
	await page.goto('/silhouette')
	const box = page.getByRole('combobox', { name: /character name/i })
	await box.fill(answer.championName)
	await page.getByRole('option', { name: answer.championName, exact: true }).click()
	await page.getByRole('button', { name: 'Guess' }).click()
	await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })

	for (const step of ['won', 'reloaded']) {
		if (step === 'reloaded') await page.reload()
		const { dialog, figure } = await figuresOf(page)
		await expect(figure('Games won')).toHaveText('1')
		await expect(figure('Current streak')).toHaveText('1')
		await expect(figure('Max streak')).toHaveText('1')
		await expect(figure('One shots')).toHaveText('1 (100%)')
		await expect(dialog.getByRole('img', { name: 'Guesses per game' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Streak and data transfer' })).toContainText('1')
		await dialog.getByRole('button', { name: 'Close' }).click()
	}
})
