import { expect, type Page, test } from '@playwright/test'
import { guess } from './guess.ts'
import { regionFarFromMidnight, todaysImageAnswer } from './todays-answer.ts'

/**
 * What only a browser's layout and styles show (decision 101): the share title's fit, at most 20 px,
 * and the streak flame's sway, still for a player who prefers reduced motion.
 */

const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

async function winFusion(page: Page) {
	const { answer } = todaysImageAnswer('fusion', region)
	await page.goto('/fusion')
	await guess(page, answer.championName)
	await expect(page.getByRole('region', { name: 'ONE SHOT' })).toBeVisible({ timeout: 15_000 })
}

/** The share title's font size in px, and whether its text fits its box. */
async function titleFit(page: Page) {
	const title = page.getByRole('region', { name: 'Share your result' }).getByRole('heading')
	return title.evaluate((element) => ({
		fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
		fits: element.scrollWidth <= element.clientWidth,
	}))
}

test('the share title is 20 px where there is room, and shrinks to fit a narrow box', async ({ page }) => {
	await winFusion(page)
	expect(await titleFit(page)).toEqual({ fontSize: 20, fits: true })
	const block = page.getByRole('region', { name: 'Share your result' })
	await block.evaluate((element) => {
		element.style.width = '120px'
	})
	const narrow = await titleFit(page)
	expect(narrow.fontSize).toBeLessThan(20)
	expect(narrow.fontSize).toBeGreaterThan(8)
	expect(narrow.fits).toBe(true)
})

/** The animation of the header's streak flame. */
function flameAnimation(page: Page) {
	return page
		.getByRole('button', { name: 'Streak and data transfer' })
		.locator('.streak-flame__fire')
		.evaluate((element) => getComputedStyle(element).animationName)
}

test('the streak flame sways, and keeps still for a player who prefers reduced motion', async ({ page }) => {
	await winFusion(page)
	expect(await flameAnimation(page)).toBe('streak-flame-sway')
	await page.emulateMedia({ reducedMotion: 'reduce' })
	expect(await flameAnimation(page)).toBe('none')
})
