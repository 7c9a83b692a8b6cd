import { loadContent } from '@dragondle/content'
import { expect, type Page, test } from '@playwright/test'
import { openSettings, waitForApp } from './app-ready.ts'
import { guess } from './guess.ts'
import { watchRequests } from './requests.ts'
import { regionFarFromMidnight, todaysClassic } from './todays-answer.ts'

// App mode in a browser (decision 087): `?app-mode=1` switches the app-only features on for good.
const APP_MODE = '/?app-mode=1'
const TOAST = "It looks like you're not connected to the internet!"
/** The opt-in's answers as storage.ts keeps them, for the tests that are not about the opt-in. */
const ANSWERED = JSON.stringify({ isAgeRestricted: true, hasUserConsent: false })

// the shared server keeps the real clock: the browser plays the region whose midnight is hours away
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

/** App mode on with the opt-in answered, from the first page load. */
async function startAnswered(page: Page) {
	await page.addInitScript((answered) => {
		localStorage.setItem('app:v1:appMode', 'true')
		localStorage.setItem('app:v1:adsConsent', answered)
	}, ANSWERED)
}

test('in app mode the ads opt-in appears at the first start, stores its answers, and not again after a reload', async ({
	page,
}) => {
	await page.goto(APP_MODE)
	const dialog = page.getByRole('dialog', { name: 'Ads settings' })
	await expect(dialog).toBeVisible()
	const consent = dialog.getByRole('checkbox', { name: 'Interest-based ads' })
	await expect(consent).toBeDisabled()
	await dialog.getByRole('checkbox', { name: 'I am over 16' }).check()
	await consent.check()
	await dialog.getByRole('button', { name: 'Save' }).click()
	await expect(dialog).toBeHidden()

	await page.reload()
	await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible()
	// the opt-in would show in React's first render of the page: none once React has taken it over
	await waitForApp(page)
	await expect(page.getByRole('dialog', { name: 'Ads settings' })).toHaveCount(0)
	// Settings opens it again, with the answers given
	await (await openSettings(page)).getByRole('button', { name: 'Ads settings' }).click()
	await expect(dialog.getByRole('checkbox', { name: 'I am over 16' })).toBeChecked()
	await expect(consent).toBeChecked()

	// `?app-mode=0` switches app mode off again: the web has no opt-in and no app rows
	await page.goto('/?app-mode=0')
	await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible()
	const settings = await openSettings(page)
	// the dialog's body has loaded (its first row shows) before the app rows are looked for
	await expect(settings.getByRole('switch', { name: 'Colour-blind mode' })).toBeVisible()
	await expect(settings.getByRole('switch', { name: 'Daily notification' })).toHaveCount(0)
})

test('in app mode a first start goes from the opt-in straight to the import, which Skip closes; not again after a reload', async ({
	page,
}) => {
	await page.goto(APP_MODE)
	await page.getByRole('dialog', { name: 'Ads settings' }).getByRole('button', { name: 'Save' }).click()
	const transfer = page.getByRole('dialog', { name: 'Transfer my data' })
	await expect(transfer.getByRole('button', { name: 'Import', exact: true })).toHaveAttribute(
		'aria-pressed',
		'true',
	)
	await expect(transfer.getByRole('textbox', { name: 'Token' })).toBeVisible()
	await transfer.getByRole('button', { name: 'Skip' }).click()
	await expect(transfer).toHaveCount(0)

	await page.reload()
	await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible()
	// both would show in React's first render of the page: none once React has taken it over
	await waitForApp(page)
	await expect(page.getByRole('dialog')).toHaveCount(0)
})

test("in app mode Settings shows the notification rows, and the player's choices are remembered after a reload", async ({
	page,
	context,
	baseURL,
}) => {
	await context.grantPermissions(['notifications'], { origin: baseURL })
	await startAnswered(page)
	await page.goto('/')
	let dialog = await openSettings(page)
	await expect(dialog.getByRole('switch', { name: 'Haptics' })).toHaveAttribute('aria-checked', 'true')
	const notification = dialog.getByRole('switch', { name: 'Daily notification' })
	await expect(notification).toHaveAttribute('aria-checked', 'false')
	await expect(dialog.getByRole('combobox', { name: 'Hour' })).toHaveCount(0)
	await notification.click()
	await expect(notification).toHaveAttribute('aria-checked', 'true')
	await dialog.getByRole('switch', { name: '24-hour clock' }).click()
	await dialog.getByRole('combobox', { name: 'Hour' }).selectOption({ label: '7 AM' })
	const minutes = dialog.getByRole('combobox', { name: 'Minutes' })
	await expect(minutes.getByRole('option')).toHaveText(['00', '15', '30', '45'])
	await minutes.selectOption({ label: '45' })
	await dialog.getByRole('switch', { name: 'Haptics' }).click()
	await page.keyboard.press('Escape')

	await page.reload()
	dialog = await openSettings(page)
	await expect(dialog.getByRole('switch', { name: 'Daily notification' })).toHaveAttribute(
		'aria-checked',
		'true',
	)
	await expect(dialog.getByRole('switch', { name: '24-hour clock' })).toHaveAttribute('aria-checked', 'false')
	await expect(dialog.getByRole('combobox', { name: 'Hour' })).toHaveValue('7')
	await expect(dialog.getByRole('combobox', { name: 'Hour' })).toHaveText(/7 AM/)
	await expect(dialog.getByRole('combobox', { name: 'Minutes' })).toHaveValue('45')
	await expect(dialog.getByRole('switch', { name: 'Haptics' })).toHaveAttribute('aria-checked', 'false')
})

test('in app mode the offline toast shows at the start and at a resume while offline, and leaves after 10 s', async ({
	page,
	context,
}) => {
	test.setTimeout(90_000)
	await startAnswered(page)
	await page.clock.install()
	await page.goto('/')
	const toast = page.getByRole('status').filter({ hasText: TOAST })
	await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible()
	await expect(toast).toHaveCount(0)
	// the service worker serves the page offline (decision 085)
	await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated')

	await context.setOffline(true)
	await page.reload()
	await expect(toast).toBeVisible({ timeout: 15_000 })
	// the page's clock has run on at the real rate since the toast showed, for a time the test cannot
	// know: it stops here (a second on, a margin over the time this call takes), and from now on
	// moves only when the test moves it
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
	await page.clock.runFor(10_000)
	await expect(toast).toHaveCount(0)

	// the app comes back to the front (Capacitor's resume, a visibility change in a browser): the
	// toast shows again, and stays 10 s to the millisecond. Capacitor listens for the change only once
	// its web code, imported when the toast subscribed, has arrived: until then the page has no
	// listener to call, so the test dispatches again until one answers (the clock stands still
	// meanwhile, so the 10 s count from the same instant)
	await expect(async () => {
		await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
		await expect(toast).toBeVisible({ timeout: 1_000 })
	}).toPass({ timeout: 15_000 })
	await page.clock.runFor(9_999)
	await expect(toast).toBeVisible()
	await page.clock.runFor(1)
	await expect(toast).toHaveCount(0)
	await context.setOffline(false)
	await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
	await page.clock.runFor(1_000)
	await expect(toast).toHaveCount(0)
})

test('in app mode a menu card and each guess give a light haptic tap, unless Haptics is off', async ({
	page,
}) => {
	const { answer, wrong } = todaysClassic(region)
	const other = loadContent().characters.find(
		({ championName }) => championName !== answer.championName && championName !== wrong.championName,
	)
	await startAnswered(page)
	// Capacitor's haptics vibrate in a browser: the taps are recorded
	await page.addInitScript(() => {
		const taps: unknown[] = []
		Object.assign(window, { taps })
		Object.defineProperty(navigator, 'vibrate', { value: (pattern: unknown) => taps.push(pattern) > 0 })
	})
	const taps = () => page.evaluate(() => (window as unknown as { taps: unknown[] }).taps)
	await page.goto('/')
	await waitForApp(page)
	await page
		.getByRole('main')
		.getByRole('link', { name: /^Classic/ })
		.click()
	await expect.poll(taps).toEqual([[20]])
	await guess(page, wrong.championName)
	await expect.poll(taps).toEqual([[20], [20]])

	const dialog = await openSettings(page)
	await dialog.getByRole('switch', { name: 'Haptics' }).click()
	await page.keyboard.press('Escape')
	await guess(page, other?.championName ?? '')
	await expect(page.getByRole('table').getByRole('img', { name: other?.championName })).toBeVisible()
	expect(await taps()).toEqual([[20], [20]])
})

test('no request of an app-mode page leaves the site: menu, a game, a guess, Settings, the opt-in', async ({
	page,
	baseURL,
}) => {
	const { wrong } = todaysClassic(region)
	const requests = watchRequests(page, baseURL)
	await page.goto(APP_MODE)
	const optIn = page.getByRole('dialog', { name: 'Ads settings' })
	await optIn.getByRole('checkbox', { name: 'I am over 16' }).check()
	await optIn.getByRole('checkbox', { name: 'Interest-based ads' }).check()
	await optIn.getByRole('button', { name: 'Save' }).click()
	await page.getByRole('dialog', { name: 'Transfer my data' }).getByRole('button', { name: 'Skip' }).click()
	await page
		.getByRole('main')
		.getByRole('link', { name: /^Classic/ })
		.click()
	await guess(page, wrong.championName)
	await openSettings(page)
	await page.keyboard.press('Escape')
	await page.waitForLoadState('networkidle')
	expect(requests.foreign).toEqual([])
})
