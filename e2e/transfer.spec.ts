import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { encryptJson, TRANSFER_DATA_MAX_LENGTH } from '@dragondle/core'
import { loadConfig } from '@dragondle/server'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { waitForApp } from './app-ready.ts'
import { E2E_ENV } from './playwright.config.ts'
import { regionFarFromMidnight, todaysClassic, todaysImageAnswer } from './todays-answer.ts'

const ROOT = join(import.meta.dirname, '..')
const { region, timezoneId } = regionFarFromMidnight(Date.now())

async function newPage(
	browser: Browser,
	baseURL: string | undefined,
	viewport = { width: 1280, height: 720 },
): Promise<Page> {
	const context = await browser.newContext({ baseURL, timezoneId, viewport })
	return context.newPage()
}

async function figures(page: Page) {
	// after a reload, the header answers once React has taken it over
	await waitForApp(page)
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

test('progress won on one device moves to another with a token on one screen: it shows what it holds, says what came on the same page, and brings the same statistics, streak and finished game', async ({
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

	// the other device is a phone: the import, what it holds and its confirmation on one screen
	const second = await newPage(browser, baseURL, { width: 360, height: 740 })
	await second.goto('/silhouette')
	await expect(second.getByRole('combobox', { name: /character name/i })).toBeEnabled({ timeout: 15_000 })
	await second.getByRole('button', { name: 'Streak and data transfer' }).click()
	const importDialog = second.getByRole('dialog', { name: 'Transfer my data' })
	await importDialog.getByRole('button', { name: 'Import', exact: true }).click()
	// one screen (decision 112): no steps to page through
	await expect(importDialog.getByRole('button', { name: 'Next' })).toHaveCount(0)
	await importDialog.getByRole('textbox', { name: 'Token' }).fill(token.toLowerCase())
	// what the token holds, before anything is replaced
	await expect(
		importDialog.getByRole('list', { name: 'This token holds:' }).getByRole('listitem'),
	).toHaveText(['Silhouette: 1 game won, current streak 1'])
	await expect(importDialog.getByRole('button', { name: 'Import data' })).toBeInViewport({ ratio: 1 })
	await importDialog.getByRole('button', { name: 'Import data' }).click()
	await expect(importDialog).toBeHidden()
	// back on the page the player came from, which says what came and shows the imported game
	await expect(second).toHaveURL(/\/silhouette$/)
	await expect(second.getByRole('status').filter({ hasText: 'Data imported' })).toHaveText(
		'Data imported: 1 game won, best current streak 1.',
	)
	await expect(second.getByRole('region', { name: 'ONE SHOT' })).toBeVisible()
	await second.reload()
	await expect(second.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
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
			// the database of this shard's server (playwright.config.ts)
			env: { ...process.env, DATA_DIR: test.info().project.metadata.dataDir, DATABASE_URL: '' },
			encoding: 'utf8',
		},
	).trim()
	expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
	const page = await newPage(browser, baseURL)
	async function restore(expected: string) {
		await page.goto('/streak')
		await page.getByRole('textbox', { name: 'Code' }).fill(code)
		await page.getByRole('button', { name: 'Restore' }).click()
		await expect(page.getByText(expected)).toBeVisible()
	}
	await restore('Successfully restored the streak!')
	// a restore goes home 2 s later (docs/product.md §4 "Streak restore page")
	await expect(page).toHaveURL(/\/$/, { timeout: 5_000 })
	await restore('The code does not match any known key.')
	// the restored game is in Classic's record
	await page.goto('/classic')
	await waitForApp(page)
	await page.getByRole('button', { name: 'Statistics' }).first().click()
	const dialog = page.getByRole('dialog', { name: 'Statistics' })
	await expect(
		dialog.getByRole('term').filter({ hasText: 'Games won' }).locator('xpath=following-sibling::dd'),
	).toHaveText('1')
})

/**
 * A token as an attacker makes one outside the page: gzip, base64, then the envelope under the key
 * the page's code carries (packages/web/src/transfer/payload.ts), stored through the real route.
 */
async function storeHostileToken(request: APIRequestContext, json: Buffer): Promise<string> {
	const compressed = gzipSync(json, { level: 9 }).toString('base64')
	const data = await encryptJson(compressed, 'dragondle-transfer-payload-v1')
	expect(data.length).toBeLessThanOrEqual(TRANSFER_DATA_MAX_LENGTH)
	const { transferKey } = loadConfig(E2E_ENV, process.cwd())
	const response = await request.post('/api/userData', {
		headers: { 'x-transfer-key': transferKey },
		data: { data },
	})
	expect(response.status()).toBe(200)
	return (await response.json()).token
}

/** 29 MB of JSON from about 30 KB of gzip. */
function gzipBomb(): Buffer {
	return Buffer.from(`{"v":1,"keys":{"padding":"${'A'.repeat(29 * 1024 * 1024)}"}}`)
}

/** A history of 60,000 copies of one game: the real shape, under 1 MB, a few KB once compressed. */
function sixtyThousandGames(): Buffer {
	const copies = (value: number | null) => Array.from({ length: 60_000 }, () => value)
	const history = { games: copies(1), guesses: copies(1), ranks: copies(null) }
	return Buffer.from(JSON.stringify({ v: 1, keys: { 'classic:history': history } }))
}

for (const [kind, payload] of [
	['a gzip bomb', gzipBomb],
	['60,000 games in a history', sixtyThousandGames],
] as const) {
	test(`a hostile token (${kind}) gets the import error, changes nothing, and the page plays on`, async ({
		browser,
		baseURL,
		request,
	}) => {
		const token = await storeHostileToken(request, payload())
		const { wrong } = todaysClassic(region)
		const page = await newPage(browser, baseURL)
		await page.goto('/classic')
		const box = page.getByRole('combobox', { name: /character name/i })
		await box.fill(wrong.championName)
		await page.getByRole('option', { name: wrong.championName, exact: true }).click()
		await page.getByRole('button', { name: 'Guess' }).click()
		await expect(page.getByRole('table').getByRole('img', { name: wrong.championName }).first()).toBeVisible()

		await page.getByRole('button', { name: 'Streak and data transfer' }).click()
		const dialog = page.getByRole('dialog', { name: 'Transfer my data' })
		await dialog.getByRole('button', { name: 'Import', exact: true }).click()
		await dialog.getByRole('textbox', { name: 'Token' }).fill(token)
		await dialog.getByRole('button', { name: 'Import data' }).click()
		await expect(dialog.getByRole('alert')).toHaveText(
			'There was an error importing the data. (INVALID_DATA)',
		)

		// the tab lives: the dialog closes, and the game still has its guess and takes more
		await dialog.getByRole('button', { name: 'Close' }).click()
		await expect(dialog).toBeHidden()
		await page.reload()
		await expect(page.getByRole('table').getByRole('img', { name: wrong.championName }).first()).toBeVisible({
			timeout: 15_000,
		})
		await expect(box).toBeEnabled()
	})
}
