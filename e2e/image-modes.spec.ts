import {
	CENTRE_MOVE_GUESSES,
	cropRect,
	gameNumeroAt,
	type Point,
	type Rect,
	revealCentre,
	zoomFraction,
} from '@dragondle/core'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { guess } from './guess.ts'
import { E2E_ENV } from './playwright.config.ts'
import {
	type ImageMode,
	imageAnswerOf,
	regionFarFromMidnight,
	slugOf,
	todaysImageAnswer,
} from './todays-answer.ts'

// The server keeps the real clock, so the browser plays the region whose midnight is hours away.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/
const HIDDEN_PICTURE: Record<ImageMode, RegExp> = {
	fusion: /^Hidden fusion, (zoomed in|whole picture)$/,
	technique: /^Hidden technique, blurred$/,
	silhouette: /^Hidden silhouette, (zoomed in|whole picture)$/,
}

/** The picture as drawn on the page, read back from its canvas. */
async function pictureOf(page: Page, mode: ImageMode): Promise<string> {
	const canvas = page.getByRole('img', { name: HIDDEN_PICTURE[mode] })
	return canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL())
}

/** Waits for the picture's first drawing, and returns it. */
async function drawnPicture(page: Page, mode: ImageMode): Promise<string> {
	const blank = await page.evaluate(() => {
		const canvas = document.querySelector('canvas')
		const empty = document.createElement('canvas')
		empty.width = canvas?.width ?? 1
		empty.height = canvas?.height ?? 1
		return empty.toDataURL()
	})
	await expect.poll(() => pictureOf(page, mode), { timeout: 15_000 }).not.toBe(blank)
	return pictureOf(page, mode)
}

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

/** An image mode's answer's crop centres: where the crop opens, where it is after 5 wrong guesses. */
function centresOf(
	payload: Record<string, unknown>,
	mode: 'fusion' | 'silhouette',
): { opening: Point; late: Point } {
	const prefix = mode === 'fusion' ? 'fusion_coordinates' : 'silhouette'
	const late = mode === 'fusion' ? 'fusion_late' : 'silhouette_late'
	return {
		opening: { x: Number(payload[`${prefix}_x`]), y: Number(payload[`${prefix}_y`]) },
		late: { x: Number(payload[`${late}_x`]), y: Number(payload[`${late}_y`]) },
	}
}

/** The past day of the last month whose answer's crop moves the most over 5 wrong guesses. */
function pastDayWithTheLongestMove(mode: 'fusion' | 'silhouette'): number {
	const today = gameNumeroAt(Date.now(), region, E2E_ENV.LAUNCH_DAY)
	const days = Array.from({ length: 30 }, (_, index) => today - 1 - index).filter((day) => day >= 1)
	const move = (day: number) => {
		const { opening, late } = centresOf(imageAnswerOf(mode, region, day).payload, mode)
		return Math.hypot(late.x - opening.x, late.y - opening.y)
	}
	return days.reduce((best, day) => (move(day) > move(best) ? day : best))
}

/**
 * How far the page's canvas is from each of `sources` (parts of the picture at `url`) drawn as the
 * board draws a crop, fitted and centred over the canvas's own ground: the mean difference per
 * channel, 0 to 255.
 */
async function differencesFrom(page: Page, url: string, sources: Rect[]): Promise<number[]> {
	return page.evaluate(
		async ({ url, sources }) => {
			const canvas = document.querySelector('canvas') as HTMLCanvasElement
			const { width, height } = canvas
			const drawn = canvas.getContext('2d')?.getImageData(0, 0, width, height).data ?? new Uint8ClampedArray()
			const image = new Image()
			image.src = url
			await image.decode()
			return sources.map((source) => {
				const reference = document.createElement('canvas')
				Object.assign(reference, { width, height })
				const context = reference.getContext('2d') as CanvasRenderingContext2D
				context.fillStyle = `rgb(${drawn[0]}, ${drawn[1]}, ${drawn[2]})`
				context.fillRect(0, 0, width, height)
				const scale = Math.min(width / source.width, height / source.height)
				const [fittedWidth, fittedHeight] = [source.width * scale, source.height * scale]
				const [left, top] = [(width - fittedWidth) / 2, (height - fittedHeight) / 2]
				const { x, y } = source
				context.drawImage(image, x, y, source.width, source.height, left, top, fittedWidth, fittedHeight)
				const expected = context.getImageData(0, 0, width, height).data
				let total = 0
				for (let i = 0; i < expected.length; i++) total += Math.abs((expected[i] ?? 0) - (drawn[i] ?? 0))
				return total / Math.max(1, expected.length)
			})
		},
		{ url, sources },
	)
}

/** The picture's size, as the page loads it. */
async function pictureSize(page: Page, url: string): Promise<{ width: number; height: number }> {
	return page.evaluate(async (url) => {
		const image = new Image()
		image.src = url
		await image.decode()
		return { width: image.naturalWidth, height: image.naturalHeight }
	}, url)
}

for (const mode of ['fusion', 'silhouette'] as const) {
	test(`${mode}: after ${CENTRE_MOVE_GUESSES} wrong guesses the crop has moved from where it opened to the answer's late centre`, async ({
		page,
	}) => {
		const day = pastDayWithTheLongestMove(mode)
		const { payload, imageUrl, wrong } = imageAnswerOf(mode, region, day)
		const { opening, late } = centresOf(payload, mode)
		await page.goto(`/${mode}/archive/${day}`)
		await drawnPicture(page, mode)
		const size = await pictureSize(page, imageUrl)
		const at = (centre: Point, wrongGuesses: number) => cropRect(size, centre, zoomFraction(wrongGuesses))
		// the opening view: the crop around the opening centre
		await expect
			.poll(async () => (await differencesFrom(page, imageUrl, [at(opening, 0)]))[0])
			.toBeLessThan(1)
		for (const character of wrong.slice(0, CENTRE_MOVE_GUESSES)) await guess(page, character.championName)
		await expect(page.getByRole('list', { name: /your guesses/i }).getByRole('listitem')).toHaveCount(
			CENTRE_MOVE_GUESSES,
		)
		await expect(page.getByText('Showing 55% of the picture')).toBeVisible()
		const moved = at(revealCentre(opening, late, CENTRE_MOVE_GUESSES), CENTRE_MOVE_GUESSES)
		expect(moved).toEqual(at(late, CENTRE_MOVE_GUESSES))
		// drawn around the late centre, not around the opening one widened
		await expect
			.poll(async () => (await differencesFrom(page, imageUrl, [moved]))[0], { timeout: 10_000 })
			.toBeLessThan(1)
		const [atLate = 0, atOpening = 0] = await differencesFrom(page, imageUrl, [
			moved,
			at(opening, CENTRE_MOVE_GUESSES),
		])
		expect(atOpening).toBeGreaterThan(atLate + 5)
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
