import { type Browser, expect, type Page, test } from '@playwright/test'
import { drawnPicture, HIDDEN_PICTURE, pictureOf } from './drawn-picture.ts'
import { guess } from './guess.ts'
import { type ImageMode, regionFarFromMidnight, slugOf, todaysImageAnswer } from './todays-answer.ts'

// The server keeps the real clock, so the browser plays the region whose midnight is hours away.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/
/** Share of the canvas's sampled pixels that are not grey. */
async function colouredShare(page: Page): Promise<number> {
	return page.evaluate(() => {
		const canvas = document.querySelector('canvas') as HTMLCanvasElement
		const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] }
		let coloured = 0
		let sampled = 0
		for (let i = 0; i < data.length; i += 4 * 97) {
			sampled++
			const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]]
			if (Math.max(r, g, b) - Math.min(r, g, b) > 12) coloured++
		}
		return coloured / Math.max(1, sampled)
	})
}

/** Every request URL and body the page sends, to check none gives the answer away. */
function recordRequests(page: Page): string[] {
	const requests: string[] = []
	page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`))
	return requests
}

for (const mode of ['fusion', 'technique', 'silhouette'] as const) {
	test(`${mode}: a wrong guess reveals more, the answer wins with a rank, and nothing spoils it before`, async ({
		page,
	}) => {
		const { answer, payload, imageUrl, entryIds, wrong } = todaysImageAnswer(mode, region)
		const requests = recordRequests(page)
		await page.goto(`/${mode}`)
		const picture = page.getByRole('img', { name: HIDDEN_PICTURE[mode] })
		await expect(picture).toBeVisible({ timeout: 15_000 })
		const before = await drawnPicture(page, mode)
		const caption = await page.getByText(/^(Showing \d+% of the picture|Blur: [\d.]+ px)$/).textContent()

		const [first, second] = wrong
		if (!first || !second) throw new Error('the pack needs wrong guesses')
		await guess(page, first.championName)
		await expect(page.getByRole('list', { name: /your guesses/i }).getByRole('listitem')).toHaveCount(1)
		await expect(page.getByRole('list', { name: /your guesses/i })).toContainText(`${first.championName}`)
		await expect.poll(() => pictureOf(page, mode)).not.toBe(before)
		await expect(page.getByText(/^(Showing \d+% of the picture|Blur: [\d.]+ px)$/)).not.toHaveText(
			caption ?? '',
		)

		// nothing the page asked for so far names the answer or its entries
		const secrets = [answer.championName, slugOf(answer.championName), ...entryIds]
		if (mode === 'technique') secrets.push(slugOf((payload as { technique_name: string }).technique_name))
		const sent = requests.join('\n').toLowerCase()
		for (const secret of secrets) {
			expect(sent).not.toContain(secret.toLowerCase())
			expect(sent).not.toContain(encodeURIComponent(secret).toLowerCase())
		}
		expect(sent).not.toContain(`/art/characters/${answer.championId}.webp`)
		// the picture came by the name the server's secret gives it (decision 061)
		expect(sent).toContain(imageUrl)
		expect(await picture.getAttribute('aria-label')).not.toContain(answer.championName)

		await guess(page, answer.championName)
		const endPanel = page.getByRole('region', { name: WIN_SENTENCE })
		await expect(endPanel).toBeVisible({ timeout: 15_000 })
		await expect(endPanel).toContainText(answer.championName)
		await expect(endPanel).toContainText(/You were the \d+(st|nd|rd|th) to find it today/i)
		await expect(endPanel).toContainText(/number of tries: 2/i)
		await expect(page.getByRole('region', { name: 'Clues' })).toBeVisible()

		await page.reload()
		await expect(page.getByRole('region', { name: WIN_SENTENCE })).toBeVisible({ timeout: 15_000 })
		await expect(page.getByRole('combobox', { name: /character name/i })).toHaveCount(0)
		await expect(page.getByRole('list', { name: /your guesses/i }).getByRole('listitem')).toHaveCount(2)
	})
}

for (const mode of ['fusion', 'silhouette'] as const) {
	test(`${mode}: with 'Zoom out with each guess' off a wrong guess leaves the crop as it was`, async ({
		page,
	}) => {
		const { wrong } = todaysImageAnswer(mode, region)
		await page.goto(`/${mode}`)
		const zoomOut = page.getByRole('switch', { name: 'Zoom out with each guess' })
		await expect(zoomOut).toBeChecked({ timeout: 15_000 })
		await zoomOut.click()
		await expect(zoomOut).not.toBeChecked()
		const before = await drawnPicture(page, mode)
		await guess(page, wrong[0]?.championName ?? '')
		await expect(page.getByRole('list', { name: /your guesses/i }).getByRole('listitem')).toHaveCount(1)
		await expect(page.getByText('Showing 40% of the picture')).toBeVisible()
		expect(await pictureOf(page, mode)).toBe(before)
		// switched back on, the crop catches up with the wrong guesses made
		await zoomOut.click()
		await expect(page.getByText('Showing 43% of the picture')).toBeVisible()
		await expect.poll(() => pictureOf(page, mode)).not.toBe(before)
	})
}

test("technique: 'Unblur with each guess' off keeps the full blur, 'Display colours' brings the colours", async ({
	page,
}) => {
	const { wrong } = todaysImageAnswer('technique', region)
	await page.goto('/technique')
	const unblur = page.getByRole('switch', { name: 'Unblur with each guess' })
	const colours = page.getByRole('switch', { name: 'Display colours' })
	await expect(unblur).toBeChecked({ timeout: 15_000 })
	await expect(colours).not.toBeChecked()
	await drawnPicture(page, 'technique')
	expect(await colouredShare(page)).toBe(0)
	await unblur.click()
	await guess(page, wrong[0]?.championName ?? '')
	await expect(page.getByRole('list', { name: /your guesses/i }).getByRole('listitem')).toHaveCount(1)
	await expect(page.getByText('Blur: 8 px')).toBeVisible()
	await colours.click()
	await expect.poll(() => colouredShare(page)).toBeGreaterThan(0.2)
	await unblur.click()
	await expect(page.getByText('Blur: 7.3 px')).toBeVisible()
})

test('technique: a win with colours off and the full blur is marked in the end panel and the share text', async ({
	page,
}) => {
	const { answer } = todaysImageAnswer('technique', region)
	await page.goto('/technique')
	const unblur = page.getByRole('switch', { name: 'Unblur with each guess' })
	await expect(unblur).toBeChecked({ timeout: 15_000 })
	await unblur.click()
	await guess(page, answer.championName)
	const endPanel = page.getByRole('region', { name: 'ONE SHOT' })
	await expect(endPanel).toBeVisible({ timeout: 15_000 })
	await expect(endPanel).toContainText('Won without colours')
	await expect(endPanel).toContainText('Won with the full blur')
	await expect(endPanel).toContainText('⬛ without colours')
	await expect(endPanel).toContainText('🌫️ without unblurring')
})

async function openTwoTabs(browser: Browser, mode: ImageMode) {
	const context = await browser.newContext({ timezoneId })
	const [first, second] = [await context.newPage(), await context.newPage()]
	await first.goto(`/${mode}`)
	await second.goto(`/${mode}`)
	for (const tab of [first, second]) {
		await expect(tab.getByRole('combobox', { name: /character name/i })).toBeEnabled({ timeout: 15_000 })
	}
	return { context, first, second }
}

test('two tabs of one mode stay in step: a guess in either shows in both, none is overwritten', async ({
	browser,
}) => {
	const { wrong, answer } = todaysImageAnswer('silhouette', region)
	const { context, first, second } = await openTwoTabs(browser, 'silhouette')
	const [a, b] = wrong
	if (!a || !b) throw new Error('the pack needs wrong guesses')
	await guess(first, a.championName)
	await expect(second.getByRole('list', { name: /your guesses/i })).toContainText(a.championName)
	await guess(second, b.championName)
	for (const tab of [first, second]) {
		await expect(tab.getByRole('list', { name: /your guesses/i }).getByRole('listitem')).toHaveCount(2)
		await expect(tab.getByText('Showing 46% of the picture')).toBeVisible()
	}
	await guess(first, answer.championName)
	await expect(first.getByRole('region', { name: WIN_SENTENCE })).toBeVisible({ timeout: 15_000 })
	await expect(second.getByRole('region', { name: WIN_SENTENCE })).toBeVisible({ timeout: 15_000 })
	await expect(second.getByRole('combobox', { name: /character name/i })).toHaveCount(0)
	await context.close()
})

/** Mean luminance step between neighbouring pixels: high for a sharp picture, low for a blurred one. */
async function sharpness(page: Page): Promise<number> {
	return page.evaluate(() => {
		const canvas = document.querySelector('canvas') as HTMLCanvasElement
		const { data, width } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? {
			data: [],
			width: 0,
		}
		const luminance = (i: number) =>
			0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)
		let total = 0
		let steps = 0
		for (let i = 0; i + 4 < data.length; i += 4) {
			if ((i / 4) % width === width - 1) continue
			total += Math.abs(luminance(i) - luminance(i + 4))
			steps++
		}
		return total / Math.max(1, steps)
	})
}

test('technique: a browser without canvas filters still gets a blurred, grey picture', async ({ page }) => {
	// older Safari has no CanvasRenderingContext2D.filter
	await page.addInitScript(() => {
		Reflect.deleteProperty(CanvasRenderingContext2D.prototype, 'filter')
	})
	const { answer } = todaysImageAnswer('technique', region)
	await page.goto('/technique')
	await drawnPicture(page, 'technique')
	expect(await page.evaluate(() => 'filter' in CanvasRenderingContext2D.prototype)).toBe(false)
	expect(await colouredShare(page)).toBe(0)
	const blurred = await sharpness(page)
	await guess(page, answer.championName)
	await expect(page.getByRole('img', { name: /, unblurred$/ })).toBeVisible({ timeout: 15_000 })
	await expect.poll(() => colouredShare(page)).toBeGreaterThan(0.2)
	// how much sharper the won picture is depends on the day's picture (1.45× to over 2× seen): any
	// clear gain shows the fallback had blurred it
	expect(await sharpness(page)).toBeGreaterThan(blurred * 1.25)
})
