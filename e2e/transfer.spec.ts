import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { E2E_DATA_DIR } from './playwright.config.ts'
import { regionFarFromMidnight, todaysImageAnswer } from './todays-answer.ts'

const ROOT = join(import.meta.dirname, '..')
const { region, timezoneId } = regionFarFromMidnight(Date.now())

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
	const context = await browser.newContext({ baseURL, timezoneId })
	return context.newPage()
}

async function figures(page: Page) {
	await page.getByRole('button', { name: 'Statistics' }).first().click()
	const dialog = page.getByRole('dialog', { name: 'Statistics' })
	const figure = (term: string) =>
		dialog.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd')
	const values = {
		won: await figure('Games won').textContent(),
		current: await figure('Current streak').textContent(),
		max: await figure('Max streak').textContent(),
		oneShots: await figure('One shots').textContent(),
	}
	await dialog.getByRole('button', { name: 'Close' }).click()
	return values
}

test('progress won on one device moves to another with a token: same statistics, same streak, same finished game', async ({
	browser,
	baseURL,
}) => {
	const { answer } = todaysImageAnswer('silhouette', region)
	const first = await newPage(browser, baseURL)
	await first.goto('/silhouette')
	await first.getByRole('combobox', { name: /character name/i }).fill(answer.championName)
	await first.getByRole('option', { name: answer.championName, exact: true }).click()
	await first.getByRole('button', { name: 'Guess' }).click()
	await expect(first.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
	const before = await figures(first)
	expect(before).toMatchObject({ won: '1', current: '1', max: '1' })

	await first.getByRole('button', { name: 'Streak and data transfer' }).click()
	const exportDialog = first.getByRole('dialog', { name: 'Transfer my data' })
	await exportDialog.getByRole('button', { name: 'Export' }).click()
	const token = (await exportDialog.getByRole('status', { name: 'Your token' }).textContent()) ?? ''
	expect(token).toMatch(/^[A-Z2-9]{5}$/)

	const second = await newPage(browser, baseURL)
	await second.goto('/silhouette')
	await expect(second.getByRole('combobox', { name: /character name/i })).toBeEnabled()
	await second.getByRole('button', { name: 'Streak and data transfer' }).click()
	const importDialog = second.getByRole('dialog', { name: 'Transfer my data' })
	await importDialog.getByRole('button', { name: 'Import' }).click()
	for (let step = 0; step < 4; step++) await importDialog.getByRole('button', { name: 'Next' }).click()
	await importDialog.getByRole('textbox', { name: 'Token' }).fill(token.toLowerCase())
	await importDialog.getByRole('button', { name: 'Import data' }).click()
	await expect(second).toHaveURL(/\/$/)
	await expect(importDialog).toBeHidden()

	await second.goto('/silhouette')
	await expect(second.getByRole('region', { name: 'ONE SHOT' })).toBeVisible()
	expect(await figures(second)).toEqual(before)
})

test('a streak code from the operator restores its game once; the second time it is unknown', async ({
	browser,
	baseURL,
}) => {
	const code = execFileSync(
		'npm',
		['run', '--silent', 'streak-code', '--', '--mode', 'classic', '--game', '2', '--guesses', '4'],
		{
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
			encoding: 'utf8',
		},
	).trim()
	expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
	const page = await newPage(browser, baseURL)
	for (const expected of ['Successfully restored the streak!', 'The code does not match any known key.']) {
		await page.goto('/streak')
		await page.getByRole('textbox', { name: 'Code' }).fill(code)
		await page.getByRole('button', { name: 'Restore' }).click()
		await expect(page.getByText(expected)).toBeVisible()
	}
	// the first restore also went home after 2 s; the restored game is in Classic's record
	await page.goto('/classic')
	await page.getByRole('button', { name: 'Statistics' }).first().click()
	const dialog = page.getByRole('dialog', { name: 'Statistics' })
	await expect(
		dialog.getByRole('term').filter({ hasText: 'Games won' }).locator('xpath=following-sibling::dd'),
	).toHaveText('1')
})
