import { expect, type Page, test } from '@playwright/test'
import { guess } from './guess.ts'
import { regionFarFromMidnight, todaysClassic } from './todays-answer.ts'

// The browser plays the region whose midnight is hours away, so the day cannot change mid-test.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string }

/** A PNG's width and height, from its IHDR chunk (bytes 16–23), which every PNG starts with. */
function pngSize(body: Buffer): string {
	expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
	return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`
}

test('the web manifest is linked, valid, and its icons are PNGs of the sizes it names', async ({
	page,
	request,
}) => {
	await page.goto('/')
	const href = await page.locator('link[rel="manifest"]').getAttribute('href')
	expect(href).not.toBeNull()
	const response = await request.get(href ?? '')
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
	const manifest = await response.json()
	expect(manifest).toMatchObject({
		name: 'Dragondle',
		short_name: 'Dragondle',
		start_url: '/',
		display: 'standalone',
		theme_color: '#0d1530',
		background_color: '#0d1530',
	})
	const icons: ManifestIcon[] = manifest.icons
	const kinds = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)
	expect(kinds).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
	for (const icon of icons) {
		const image = await request.get(new URL(icon.src, response.url()).href)
		expect(image.status(), icon.src).toBe(200)
		expect(image.headers()['content-type']).toBe(icon.type)
		expect(pngSize(await image.body()), icon.src).toBe(icon.sizes)
	}
	// the page's theme colour is the manifest's, so the browser bar and the splash screen agree
	await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color)
})

/** Waits until the service worker has installed (its precache is complete) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
	await page.waitForFunction(
		async () =>
			(await navigator.serviceWorker.ready).active?.state === 'activated' &&
			navigator.serviceWorker.controller !== null,
	)
}

function rowOf(page: Page, name: string) {
	return page
		.getByRole('table')
		.getByRole('row')
		.filter({ has: page.getByRole('img', { name }) })
}

test('after one visit, Classic reloads and plays offline to a win, whose rank is posted once back online', async ({
	page,
	context,
}) => {
	test.setTimeout(120_000)
	const { answer, wrong, wrongTiles } = todaysClassic(region)
	await page.goto('/classic')
	await guess(page, wrong.championName)
	await expect(rowOf(page, wrong.championName).getByRole('cell')).toHaveCount(wrongTiles.length)
	await waitForServiceWorker(page)

	await context.setOffline(true)
	await page.reload()
	// the game started online is still here, and a new guess is judged in the browser
	await expect(rowOf(page, wrong.championName).getByRole('cell')).toHaveCount(wrongTiles.length, {
		timeout: 15_000,
	})
	await guess(page, answer.championName)
	await expect(rowOf(page, answer.championName).getByRole('cell')).toHaveCount(wrongTiles.length)
	// the character icons are precached: the new row draws the picture, not the initials placeholder
	const icon = rowOf(page, answer.championName)
		.getByRole('img', { name: answer.championName })
		.first()
		.locator('img')
	await icon.scrollIntoViewIfNeeded()
	await expect
		.poll(() => icon.evaluate((image) => image instanceof HTMLImageElement && image.naturalWidth > 0))
		.toBe(true)
	const endPanel = page.getByRole('region', { name: WIN_SENTENCE })
	// the post fails (three tries, 5 s apart) before the rank is estimated from the kept count
	await expect(endPanel).toBeVisible({ timeout: 30_000 })
	await expect(endPanel).toContainText(answer.championName)
	await expect(endPanel.getByText(/^You were the \d+/)).toBeVisible({ timeout: 30_000 })

	// back online, the page left open posts the win again and the server's rank replaces the estimate
	const posted = page.waitForResponse(
		(response) =>
			response.request().method() === 'POST' && response.url().endsWith('/api/games/classic/answer'),
	)
	await context.setOffline(false)
	const response = await posted
	expect(response.status()).toBe(200)
	const { rank } = await response.json()
	expect(rank).toEqual(expect.any(Number))
	await page.reload()
	await expect(page.getByRole('region', { name: WIN_SENTENCE }).getByText(/^You were the /)).toHaveText(
		new RegExp(`^You were the ${rank}(st|nd|rd|th) `),
		{ timeout: 15_000 },
	)
})

test('after a visit of the home page alone, Classic opens and plays offline from what the worker kept', async ({
	page,
	context,
}) => {
	const { wrong, wrongTiles } = todaysClassic(region)
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
	await waitForServiceWorker(page)
	await context.setOffline(true)
	// never visited: the page is the precached shell, today's answer the bundle fetched at install
	await page.goto('/classic')
	await guess(page, wrong.championName)
	await expect(rowOf(page, wrong.championName).getByRole('cell')).toHaveCount(wrongTiles.length)
})
