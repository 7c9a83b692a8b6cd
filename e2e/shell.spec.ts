import { expect, test } from '@playwright/test'

test('the menu leads to every mode, and the page title follows', async ({ page }) => {
	await page.goto('/')
	await expect(page).toHaveTitle('Dragondle')
	await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible()
	for (const mode of ['Classic', 'Fusion', 'Technique', 'Silhouette']) {
		await expect(page.getByRole('main').getByRole('link', { name: new RegExp(mode) })).toBeVisible()
	}
	await page
		.getByRole('main')
		.getByRole('link', { name: /Classic/ })
		.click()
	await expect(page).toHaveURL(/\/classic$/)
	await expect(page).toHaveTitle('Dragondle - Classic')
})

test('an unknown address answers 404 with the not-found page and a way home', async ({ page }) => {
	const response = await page.goto('/no/such/page')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
	await page.getByRole('link', { name: 'Back to the games' }).click()
	await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible()
})

test('/index.html redirects home', async ({ page }) => {
	await page.goto('/classic/index.html')
	await expect(page).toHaveURL(/\/$/)
})
