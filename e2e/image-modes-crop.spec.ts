import {
	CENTRE_MOVE_GUESSES,
	cropRect,
	gameNumeroAt,
	type Point,
	type Rect,
	revealCentre,
	zoomFraction,
} from '@dragondle/core'
import { expect, type Page, test } from '@playwright/test'
import { drawnPicture } from './drawn-picture.ts'
import { guess } from './guess.ts'
import { E2E_ENV } from './playwright.config.ts'
import { imageAnswerOf, regionFarFromMidnight } from './todays-answer.ts'

// Fusion's and Silhouette's crop moves as it widens (decision 109): the canvas is read back and
// compared with the crops core computes, drawn the way the board draws them.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

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
