import { expect, test } from '@playwright/test'
import { regionFarFromMidnight } from './todays-answer.ts'

// Decision 112: a suggestion found by an alias says which one, after the character's name, so
// "supre" no longer offers Gomah or the Grand Priest with no visible reason.
const { timezoneId } = regionFarFromMidnight(Date.now())

for (const { locale, found, byName } of [
	{
		locale: 'en-US',
		found: [
			['Gomah', 'Gomah “Supreme Demon King Gomah”'],
			['Commander Red', 'Commander Red “Supreme Commander Red”'],
		],
		byName: 'Supreme Kai',
	},
	{
		locale: 'es-MX',
		found: [
			['Gran Sacerdote', 'Gran Sacerdote «Supremo Sacerdote»'],
			['Comandante Red', 'Comandante Red «Supreme Commander Red»'],
		],
		byName: 'Supremo Kaiosama',
	},
] as const) {
	test(`${locale}: "supre" shows the alias each suggestion was found by, the name first`, async ({
		browser,
	}) => {
		const context = await browser.newContext({ locale, timezoneId, viewport: { width: 360, height: 740 } })
		const page = await context.newPage()
		await page.goto('/classic')
		// the guess box, named in the page's language (the language picker is a combobox too)
		const box = page.getByRole('combobox').and(page.locator('input'))
		await expect(box).toBeEnabled({ timeout: 15_000 })
		await box.fill('supre')
		for (const [name, accessibleName] of found) {
			// still found by the character's name, as the tests of the game find options
			const option = page.getByRole('option', { name })
			await expect(option).toHaveAccessibleName(accessibleName)
			await expect(option).toBeVisible()
			// the alias sits inside the row, under the name, not cut off past its edge
			const fits = await option.evaluate((row) => row.scrollWidth <= row.clientWidth)
			expect(fits).toBe(true)
		}
		// a character found by its own name shows no alias
		await expect(page.getByRole('option', { name: byName, exact: true })).toBeVisible()
		await context.close()
	})
}
