import { expect, test } from '@playwright/test'

// Decision 088: each page's first screen is in its HTML, and paints before any script has run.

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the menu is there in full, and a mode shows its title and the loading indicator', async ({
		page,
	}) => {
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1, name: 'Choose a game' })).toBeVisible()
		const cards = page.getByRole('main').getByRole('link', { name: /^(Classic|Fusion|Technique|Silhouette)/ })
		await expect(cards).toHaveCount(4)
		await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible()

		await page.goto('/classic')
		await expect(
			page.getByRole('heading', { level: 1, name: "Guess today's Dragon Ball character!" }),
		).toBeVisible()
		await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'How to play' })).toBeVisible()
	})
})

test('a button pressed before the page runs is pressed once it does, not lost', async ({ page }) => {
	// the page's code arrives late, as on a slow phone network
	await page.route('**/assets/*.js', async (route) => {
		if (!route.request().url().includes('/boot-')) await new Promise((resolve) => setTimeout(resolve, 1500))
		await route.continue()
	})
	await page.goto('/')
	await page.getByRole('button', { name: 'Settings' }).click()
	await expect(page.locator('html[data-ready]')).toHaveCount(0)
	await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible({ timeout: 15_000 })
})
