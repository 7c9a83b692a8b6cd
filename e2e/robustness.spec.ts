import { STORAGE_KEYS } from '@dragondle/web/testing'
import { expect, test } from '@playwright/test'
import { regionFarFromMidnight, todaysClassic } from './todays-answer.ts'

const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

test('corrupt saved data is discarded key by key and the game still loads', async ({ page }) => {
	await page.addInitScript(() => {
		if (sessionStorage.getItem('seeded')) return
		sessionStorage.setItem('seeded', '1')
		localStorage.setItem('app:v1:classic:guesses', '{"gameNumero": "not a number", "guesses": 7')
		localStorage.setItem('app:v1:classic:history', '[1, 2, 3]')
		localStorage.setItem('app:v1:hideColorTutorial', 'true')
	})
	await page.goto('/classic')
	await expect(page.getByRole('combobox', { name: /character name/i })).toBeEnabled({ timeout: 15_000 })
	await expect(page.getByText('Type any character to begin.')).toBeVisible()
	expect(await page.evaluate(() => localStorage.getItem('app:v1:classic:guesses'))).toBeNull()
	// the valid key survives: the tutorial stays dismissed
	await expect(page.getByRole('heading', { name: 'Colour indicators' })).toHaveCount(0)
	expect(await page.evaluate(() => localStorage.getItem('app:v1:hideColorTutorial'))).toBe('true')
})

/** Every key the app stores, from its one registry (each per-mode key for every mode). */
const EVERY_KEY = Object.values(STORAGE_KEYS).flatMap((key) =>
	'name' in key ? [key.name] : Object.values(key).map((one) => one.name),
)

test('with every stored key corrupted, every page still loads and a game is still played and won', async ({
	page,
}) => {
	await page.addInitScript((keys) => {
		if (sessionStorage.getItem('seeded')) return
		sessionStorage.setItem('seeded', '1')
		for (const key of keys) localStorage.setItem(`app:v1:${key}`, '{"broken": [')
	}, EVERY_KEY)
	for (const path of ['/', '/fusion', '/technique', '/silhouette', '/classic']) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
	}
	const { answer } = todaysClassic(region)
	const box = page.getByRole('combobox', { name: /character name/i })
	await box.fill(answer.championName)
	await page.getByRole('option', { name: answer.championName, exact: true }).click()
	await page.getByRole('button', { name: 'Guess' }).click()
	await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
	await page.getByRole('button', { name: 'Statistics' }).first().click()
	await expect(page.getByRole('dialog', { name: 'Statistics' })).toContainText('Games won1')
})

test('a whole game can be played with the keyboard alone', async ({ page }) => {
	const { answer } = todaysClassic(region)
	await page.goto('/classic')
	const guessBox = page.getByRole('combobox', { name: /character name/i })
	await expect(guessBox).toBeFocused({ timeout: 15_000 })
	await page.keyboard.type(answer.championName.slice(0, 4))
	const option = page.getByRole('option', { name: answer.championName, exact: true })
	await expect(option).toBeVisible()
	// walk down the suggestions to the answer, then submit it with Enter
	for (let step = 0; step < 20; step++) {
		if ((await guessBox.getAttribute('aria-activedescendant')) === (await option.getAttribute('id'))) break
		await page.keyboard.press('ArrowDown')
	}
	await page.keyboard.press('Enter')
	await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
	await expect(page.getByRole('link', { name: /next mode/i })).toBeVisible()
})
