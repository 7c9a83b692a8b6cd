import { loadContent } from '@dragondle/content'
import { practiceSeriesOf } from '@dragondle/core'
import { expect, test } from '@playwright/test'

// Practice, with a series filter, a 'Give up' and its own statistics (docs/product.md §4 "Archive,
// practice and challenge links").
test('Classic practice filtered by series only ever answers a character of that series; giving up counts a loss', async ({
	page,
}) => {
	const daima = loadContent()
		.characters.filter((character) => practiceSeriesOf(character) === 'daima')
		.map((character) => character.championName)
	expect(daima.length).toBeGreaterThan(1)

	await page.goto('/')
	await page.getByRole('link', { name: 'Practice' }).click()
	await expect(page).toHaveURL(/\/classic\/practice$/)
	await page.getByRole('combobox', { name: 'Series' }).selectOption({ label: 'Dragon Ball Daima' })

	for (let round = 1; round <= 4; round++) {
		await expect(page.getByRole('banner').getByText(/^Practice · game \d+$/)).toBeVisible()
		await expect(page.getByRole('combobox', { name: /character name/i })).toBeEnabled({ timeout: 15_000 })
		await page.getByRole('button', { name: 'Give up' }).click()
		const reveal = page.getByRole('status').filter({ hasText: 'You gave up.' })
		await expect(reveal).toBeVisible()
		const name = /The character was (.+)\.$/.exec((await reveal.textContent()) ?? '')?.[1]
		expect(daima).toContain(name)
		await expect(
			page.getByText(`Practice statistics: ${round} played, 0 won, ${round} given up`),
		).toBeVisible()
		await page.getByRole('button', { name: 'New practice game' }).click()
	}

	// practice never counts in the daily statistics
	await page.getByRole('button', { name: 'Statistics' }).first().click()
	const dialog = page.getByRole('dialog', { name: 'Statistics' })
	await expect(
		dialog.getByRole('term').filter({ hasText: 'Games won' }).locator('xpath=following-sibling::dd'),
	).toHaveText('0')
})
