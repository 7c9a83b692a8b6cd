import { expect, type Page } from '@playwright/test'

/** Guesses a character as a player does: types the name, picks it in the list, presses 'Guess'. */
export async function guess(page: Page, name: string): Promise<void> {
	const box = page.getByRole('combobox', { name: /character name/i })
	// the box is disabled while the day loads (at least 500 ms, docs/product.md §4)
	await expect(box).toBeEnabled({ timeout: 15_000 })
	await box.fill(name)
	await page.getByRole('option', { name, exact: true }).click()
	await page.getByRole('button', { name: 'Guess' }).click()
}
