import { gameNumeroAt } from '@dragondle/core'
import { expect, type Page, test } from '@playwright/test'
import { startServerAt } from './clock-server.ts'
import { guess } from './guess.ts'
import { E2E_ENV } from './playwright.config.ts'
import { regionFarFromMidnight, serverAnswers, todaysClassic } from './todays-answer.ts'

// A challenge link opened in a second browser context plays the same character (docs/product.md §4
// "Archive, practice and challenge links").
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId, permissions: ['clipboard-read', 'clipboard-write'] })

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/

test('a challenge link opened by a friend plays the same character, names nothing, and ends with the challenger’s guesses', async ({
	page,
	browser,
}) => {
	const { answer, wrong } = todaysClassic(region)
	await page.goto('/classic')
	const box = page.getByRole('combobox', { name: /character name/i })
	for (const name of [wrong.championName, answer.championName]) {
		await expect(box).toBeEnabled({ timeout: 15_000 })
		await box.fill(name)
		await page.getByRole('option', { name, exact: true }).click()
		await page.getByRole('button', { name: 'Guess' }).click()
	}
	const end = page.getByRole('region', { name: WIN_SENTENCE })
	await expect(end).toBeVisible({ timeout: 15_000 })
	await end.getByRole('button', { name: 'Copy challenge link' }).click()
	await expect(end.getByRole('status').filter({ hasText: 'Challenge link copied' })).toBeVisible()
	const link = await page.evaluate(() => navigator.clipboard.readText())
	expect(link).toMatch(/\/challenge\/[A-Za-z0-9_-]{38}$/)
	expect(link.toLowerCase()).not.toContain(answer.championName.toLowerCase().split(' ')[0])
	expect(link).not.toContain('classic')

	const friend = await browser.newContext({ timezoneId })
	const friendPage = await friend.newPage()
	await friendPage.goto(link)
	await expect(friendPage.getByRole('banner').getByText("Challenge · a friend's character")).toBeVisible({
		timeout: 15_000,
	})
	const friendBox = friendPage.getByRole('combobox', { name: /character name/i })
	await expect(friendBox).toBeEnabled({ timeout: 15_000 })
	await friendBox.fill(answer.championName)
	await friendPage.getByRole('option', { name: answer.championName, exact: true }).click()
	await friendPage.getByRole('button', { name: 'Guess' }).click()
	const friendEnd = friendPage.getByRole('region', { name: WIN_SENTENCE })
	await expect(friendEnd).toBeVisible({ timeout: 15_000 })
	await expect(friendEnd).toContainText(answer.championName)
	await expect(friendEnd).toContainText('Your challenger found this character in 2 guesses.')
	await friend.close()
})

const DAY_MS = 24 * 3_600_000

/**
 * Noon UTC of the first day whose Fusion answer in `region` is a later form of its fusion (Vegito
 * Blue, Super Saiyan 3 Gotenks…): a picture the first form of that name does not share.
 */
function laterFusionFormDay() {
	const { daily } = serverAnswers()
	for (let ms = Date.UTC(2026, 0, 1, 12); ms < Date.UTC(2027, 0, 1); ms += DAY_MS) {
		const gameNumero = gameNumeroAt(ms, region, E2E_ENV.LAUNCH_DAY)
		const answer = daily.answer('fusion', region, gameNumero)
		const firstIndex = daily.indexOf('fusion', { name: answer.champion_name }, gameNumero)
		const first = firstIndex === null ? null : daily.atIndex('fusion', firstIndex, gameNumero)
		if (first !== null && first.fusion_imageUrl !== answer.fusion_imageUrl) {
			return { ms, answer, firstFormUrl: first.fusion_imageUrl }
		}
	}
	throw new Error('no day of 2026 plays a later fusion form')
}

/** The opaque pictures (`/art/i/…`) a page loads. */
function recordPictures(page: Page): string[] {
	const pictures: string[] = []
	page.on('request', (request) => {
		const { pathname } = new URL(request.url())
		if (pathname.startsWith('/art/i/')) pictures.push(pathname)
	})
	return pictures
}

test('a challenge link of a later fusion form shows the friend that very picture, not its first form', async ({
	page,
	browser,
}) => {
	const { ms, answer, firstFormUrl } = laterFusionFormDay()
	const server = await startServerAt(ms)
	try {
		await page.clock.install({ time: ms })
		const pictures = recordPictures(page)
		await page.goto(`${server.url}/fusion`)
		await guess(page, answer.champion_name)
		const end = page.getByRole('region', { name: WIN_SENTENCE })
		await expect(end).toBeVisible({ timeout: 15_000 })
		expect(pictures).toContain(answer.fusion_imageUrl)
		await end.getByRole('button', { name: 'Copy challenge link' }).click()
		await expect(end.getByRole('status').filter({ hasText: 'Challenge link copied' })).toBeVisible()
		const link = await page.evaluate(() => navigator.clipboard.readText())
		expect(link).toMatch(/\/challenge\/[A-Za-z0-9_-]{38}$/)

		const friend = await browser.newContext({ timezoneId })
		const friendPage = await friend.newPage()
		await friendPage.clock.install({ time: ms })
		const friendPictures = recordPictures(friendPage)
		await friendPage.goto(link)
		await expect(friendPage.getByRole('img', { name: /^Hidden fusion/ })).toBeVisible({ timeout: 15_000 })
		await expect.poll(() => friendPictures).toContain(answer.fusion_imageUrl)
		expect(friendPictures).not.toContain(firstFormUrl)
		await friend.close()
	} finally {
		await server.close()
	}
})

test('an edited challenge link is refused with a clear message', async ({ page }) => {
	await page.goto(`/challenge/${'A'.repeat(38)}`)
	await expect(page.getByRole('alert')).toContainText('This challenge link is not valid.', {
		timeout: 15_000,
	})
})
