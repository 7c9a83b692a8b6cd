import { type Browser, expect, type Page, test } from '@playwright/test'
import { waitForApp } from './app-ready.ts'
import { E2E_STORE_URLS } from './playwright.config.ts'

const NARROW = { width: 375, height: 740 }
const WIDE = { width: 1280, height: 800 }

const IPHONE_UA =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const ANDROID_UA =
	'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** The page has settled: the menu is drawn and every lazy chunk it asked for has arrived. */
async function menuReady(page: Page) {
	await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible()
	await page.waitForLoadState('networkidle')
}

test('the Patch notes dot goes once the notes are opened, and stays gone after a reload', async ({
	page,
}) => {
	// a returning player who last read an older note (a new player gets no dot: first-visit.spec.ts)
	await page.goto('/')
	await page.evaluate(() => localStorage.setItem('app:v1:notesSeen', JSON.stringify('an-older-note')))
	await page.goto('/classic')
	const button = page.getByRole('button', { name: 'Patch notes' })
	await expect(button).toHaveAccessibleDescription('New patch notes')
	// the button is in the first paint; it answers once the page runs and its notes have loaded
	await waitForApp(page)
	await page.waitForLoadState('networkidle')
	await button.click()
	const dialog = page.getByRole('dialog', { name: 'Patch notes' })
	await expect(dialog.getByRole('article').first()).toBeVisible()
	await expect(dialog.getByRole('article').first().locator('time')).toHaveAttribute(
		'datetime',
		/^\d{4}-\d{2}-\d{2}$/,
	)
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	await expect(button).not.toHaveAccessibleDescription(/new/i)
	await page.reload()
	await page.waitForLoadState('networkidle')
	await expect(page.getByRole('button', { name: 'Patch notes' })).toBeVisible()
	await expect(page.getByText('New patch notes')).toHaveCount(0)
})

test("About: the feedback address copies with 'Copied', the version shows, the sword leads to /streak", async ({
	page,
	context,
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await page.goto('/')
	await waitForApp(page)
	await page.getByRole('button', { name: 'About' }).click()
	const dialog = page.getByRole('dialog', { name: 'About' })
	await expect(dialog.getByRole('link', { name: 'feedback@dragondle.example' })).toHaveAttribute(
		'href',
		'mailto:feedback@dragondle.example',
	)
	await dialog.getByRole('button', { name: 'Copy the address' }).click()
	await expect(dialog.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('feedback@dragondle.example')
	await expect(dialog.getByRole('status').filter({ hasText: 'Copied' })).toBeHidden({ timeout: 5000 })
	await expect(dialog.getByText(/^Version [0-9a-f]{12}$/)).toBeVisible()
	const sword = dialog.getByRole('button', { name: 'Sword' })
	for (let tap = 0; tap < 3; tap++) await sword.click()
	await expect(page).toHaveURL(/\/streak$/)
	await expect(page.getByRole('dialog')).toHaveCount(0)
})

for (const viewport of [
	{ width: 800, height: 700, share: 0.8 },
	{ width: 1280, height: 800, share: 0.5 },
]) {
	test(`at ${viewport.width} px a dialog is ${viewport.share * 100}% wide, keeps Tab inside and closes on Escape`, async ({
		page,
	}) => {
		await page.setViewportSize(viewport)
		await page.goto('/classic')
		// the game has loaded (and the guess box has taken focus on a wide screen) before the dialog opens
		await expect(page.getByRole('combobox', { name: /character name/i })).toBeEnabled({ timeout: 15_000 })
		const opener = page.getByRole('button', { name: 'How to play' })
		await opener.click()
		const dialog = page.getByRole('dialog', { name: 'How to play' })
		await expect(dialog).toBeVisible()
		const box = await dialog.boundingBox()
		expect(box?.width).toBeCloseTo(viewport.width * viewport.share, 0)
		await expectTabStaysIn(page, 'How to play')
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(opener).toBeFocused()
	})
}

test('Tab cycles through the About dialog and never leaves it', async ({ page }) => {
	await page.goto('/')
	await waitForApp(page)
	await page.getByRole('button', { name: 'About' }).click()
	await expect(
		page.getByRole('dialog', { name: 'About' }).getByRole('button', { name: 'Sword' }),
	).toBeVisible()
	await expectTabStaysIn(page, 'About')
})

/** Tabs forwards and backwards well past the dialog's controls: focus is in the dialog after each press. */
async function expectTabStaysIn(page: Page, name: string) {
	const label = await page.getByRole('dialog', { name }).getAttribute('aria-labelledby')
	const isInside = () =>
		page.evaluate(
			(id) => document.activeElement?.closest('dialog')?.getAttribute('aria-labelledby') === id,
			label,
		)
	const stops = await page.getByRole('dialog', { name }).locator('a, button, input, select, textarea').count()
	for (const key of ['Tab', 'Shift+Tab']) {
		for (let press = 0; press < stops + 2; press++) {
			await page.keyboard.press(key)
			expect(await isInside(), `focus after ${press + 1} × ${key}`).toBe(true)
		}
	}
}

test('on a narrow screen the app banner can be dismissed for good; there is no info box', async ({
	page,
}) => {
	await page.setViewportSize(NARROW)
	await page.goto('/')
	await waitForApp(page)
	const banner = page.getByRole('region', { name: 'Get the app' })
	await expect(banner).toBeVisible()
	await expect(page.getByRole('complementary', { name: 'Welcome to Dragondle' })).toHaveCount(0)
	await banner.getByRole('button', { name: 'Dismiss' }).click()
	await expect(banner).toHaveCount(0)
	await page.reload()
	await menuReady(page)
	await expect(page.getByRole('region', { name: 'Get the app' })).toHaveCount(0)
})

test('on a wide screen the info box closes for good; there is no app banner', async ({ page }) => {
	await page.setViewportSize(WIDE)
	await page.goto('/')
	await waitForApp(page)
	const box = page.getByRole('complementary', { name: 'Welcome to Dragondle' })
	await expect(box).toBeVisible()
	await expect(page.getByRole('region', { name: 'Get the app' })).toHaveCount(0)
	await box.getByRole('button', { name: 'Close the welcome note' }).click()
	await expect(box).toHaveCount(0)
	await page.reload()
	await menuReady(page)
	await expect(page.getByRole('complementary', { name: 'Welcome to Dragondle' })).toHaveCount(0)
})

async function openAppPage(browser: Browser, baseURL: string | undefined, userAgent?: string) {
	const context = await browser.newContext({ baseURL, userAgent })
	// the stores are stand-ins here: the test sees the navigation, no request leaves the machine
	await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
		route.fulfill({ contentType: 'text/html', body: '<title>Store</title><h1>Store</h1>' }),
	)
	const page = await context.newPage()
	await page.goto('/app')
	return page
}

for (const [platform, userAgent, store] of [
	['an iPhone', IPHONE_UA, E2E_STORE_URLS.ios],
	['an Android phone', ANDROID_UA, E2E_STORE_URLS.android],
] as const) {
	test(`/app sends ${platform} to its store`, async ({ browser, baseURL }) => {
		const page = await openAppPage(browser, baseURL, userAgent)
		await expect(page).toHaveURL(store)
		await page.context().close()
	})
}

test('/app shows a desktop browser both stores', async ({ browser, baseURL }) => {
	const page = await openAppPage(browser, baseURL)
	const main = page.getByRole('main')
	await expect(main.getByRole('heading', { name: 'Mobile app' })).toBeVisible()
	await expect(main.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', E2E_STORE_URLS.ios)
	await expect(main.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
		'href',
		E2E_STORE_URLS.android,
	)
	await expect(page).toHaveURL(/\/app$/)
	await page.context().close()
})
