import { expect, type Page } from '@playwright/test'

/**
 * Waits until the page's code has taken over its prerendered screen (decision 088): its buttons
 * are drawn from the first paint, but answer clicks only from then on.
 */
export async function waitForApp(page: Page): Promise<void> {
	await expect(page.locator('html[data-ready]')).toHaveCount(1, { timeout: 15_000 })
}

/** Opens Settings from the header, as a player does once the page runs. */
export async function openSettings(page: Page) {
	await waitForApp(page)
	await page.getByRole('button', { name: 'Settings' }).first().click()
	const dialog = page.getByRole('dialog', { name: 'Settings' })
	await expect(dialog).toBeVisible()
	return dialog
}
