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

test("once the page runs, the footer's links are the operator's, with their own addresses", async ({
	page,
}) => {
	// the prerendered footer links our four modes where the operator's sibling games then stand:
	// taking the page over must give those elements the games' addresses, not keep the modes'
	for (const path of ['/', '/classic']) {
		await page.goto(path)
		await expect(page.locator('html[data-ready]')).toHaveCount(1)
		const footer = page.getByRole('contentinfo')
		const games = footer.getByRole('navigation', { name: 'More games' }).getByRole('link')
		await expect(games).toHaveText(['Planetdle', 'Sagadle'])
		await expect(games.first()).toHaveAttribute('href', 'https://planetdle.example')
		await expect(games.last()).toHaveAttribute('href', 'https://sagadle.example')
		await expect(games.first()).toHaveAttribute('target', '_blank')
		await expect(footer.getByRole('link', { name: 'Tip jar' })).toHaveAttribute('href', 'https://tip.example')
		await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
			'href',
			'/privacy_policy',
		)
	}
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
