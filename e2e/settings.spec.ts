import { gameNumeroAt } from '@dragondle/core'
import { expect, type Page, test } from '@playwright/test'
import { openSettings } from './app-ready.ts'
import { startServerAt } from './clock-server.ts'
import { E2E_ENV } from './playwright.config.ts'
import { regionFarFromMidnight, resultWords, todaysClassic } from './todays-answer.ts'

// The shared server keeps the real clock: the browser plays the region whose midnight is hours away.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

/** The tiles' colours: the two palettes of palette.css, as the browser computes them. */
const PALETTES = {
	default: { good: 'rgb(27, 127, 70)', partial: 'rgb(179, 92, 0)', bad: 'rgb(194, 51, 43)' },
	'colour-blind': { good: 'rgb(0, 114, 178)', partial: 'rgb(179, 92, 0)', bad: 'rgb(107, 107, 107)' },
} as const

async function setSwitch(page: Page, name: string, isOn: boolean) {
	const dialog = await openSettings(page)
	const toggle = dialog.getByRole('switch', { name })
	await expect(toggle).toHaveAttribute('aria-checked', String(!isOn))
	await toggle.click()
	await expect(toggle).toHaveAttribute('aria-checked', String(isOn))
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
}

test('Settings keeps both switches and the region after a reload, shows no app-only row, and Escape closes it', async ({
	page,
}) => {
	await page.goto('/')
	let dialog = await openSettings(page)
	await expect(dialog.getByRole('radio', { name: 'Automatic' })).toBeChecked()
	await dialog.getByRole('switch', { name: 'Colour-blind mode' }).click()
	await dialog.getByRole('switch', { name: 'Click to guess' }).click()
	await dialog.getByRole('radio', { name: 'America' }).check()
	for (const name of ['Haptics', 'Daily notification']) {
		await expect(dialog.getByRole('switch', { name })).toHaveCount(0)
	}
	await expect(dialog.getByRole('button', { name: 'Reset settings' })).toHaveCount(0)
	await expect(dialog.getByRole('button', { name: 'Ads settings' })).toHaveCount(0)
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()

	await page.reload()
	dialog = await openSettings(page)
	await expect(dialog.getByRole('switch', { name: 'Colour-blind mode' })).toHaveAttribute(
		'aria-checked',
		'true',
	)
	await expect(dialog.getByRole('switch', { name: 'Click to guess' })).toHaveAttribute('aria-checked', 'true')
	await expect(dialog.getByRole('radio', { name: 'America' })).toBeChecked()
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
})

test('with click to guess on, picking a name guesses it; colour-blind mode recolours the tiles, which still say their results', async ({
	page,
}) => {
	const { wrong, wrongTiles } = todaysClassic(region)
	await page.goto('/classic')
	await setSwitch(page, 'Click to guess', true)

	const guessBox = page.getByRole('combobox', { name: /character name/i })
	await expect(guessBox).toBeEnabled({ timeout: 15_000 })
	await guessBox.fill(wrong.championName.slice(0, 3))
	await page.getByRole('option', { name: wrong.championName, exact: true }).click()
	const row = page
		.getByRole('table')
		.getByRole('row')
		.filter({ has: page.getByRole('img', { name: wrong.championName }) })
	const cells = row.getByRole('cell')
	await expect(cells).toHaveCount(wrongTiles.length)
	await expect(guessBox).toHaveValue('')

	for (const palette of ['default', 'colour-blind'] as const) {
		if (palette === 'colour-blind') await setSwitch(page, 'Colour-blind mode', true)
		await expect(page.locator('html')).toHaveAttribute('data-palette', palette)
		for (const [index, tile] of wrongTiles.entries()) {
			const cell = cells.nth(index)
			await expect(cell).toHaveAccessibleName(new RegExp(` — ${resultWords(tile)}$`))
			const colours: Record<string, string> = PALETTES[palette]
			const background = await cell.evaluate(
				(td) => getComputedStyle(td.firstElementChild as Element).backgroundColor,
			)
			expect(background).toBe(colours[tile.result] ?? colours.bad)
		}
	}
	// the palette is the stored choice: a reload keeps it
	await page.reload()
	await expect(page.locator('html')).toHaveAttribute('data-palette', 'colour-blind')
})

/** 23:30 UTC on 10 March 2026: Europe's game 70 has begun (22:00 UTC), America is still on game 69. */
const NIGHT = Date.UTC(2026, 2, 10, 23, 30)

test.describe('at night in UTC, where Automatic plays Europe', () => {
	test.use({ timezoneId: 'UTC' })

	test('choosing America or Europe decides which day is played', async ({ page }) => {
		const server = await startServerAt(NIGHT)
		try {
			await page.clock.install({ time: NIGHT })
			const eu = gameNumeroAt(NIGHT, 'eu', E2E_ENV.LAUNCH_DAY)
			const us = gameNumeroAt(NIGHT, 'us', E2E_ENV.LAUNCH_DAY)
			expect(eu).toBe(us + 1)
			// yesterday's line names the day before the one being played
			const yesterday = (numero: number) => page.getByText(`Yesterday's character was #${numero - 1} `)

			await page.goto(`${server.url}/classic`)
			await expect(yesterday(eu)).toBeVisible({ timeout: 15_000 })
			const dialog = await openSettings(page)
			await dialog.getByRole('radio', { name: 'America' }).check()
			await page.keyboard.press('Escape')
			await expect(yesterday(us)).toBeVisible({ timeout: 15_000 })
			await page.reload()
			await expect(yesterday(us)).toBeVisible({ timeout: 15_000 })

			await (await openSettings(page)).getByRole('radio', { name: 'Europe' }).check()
			await page.keyboard.press('Escape')
			await expect(yesterday(eu)).toBeVisible({ timeout: 15_000 })
		} finally {
			await server.close()
		}
	})
})
