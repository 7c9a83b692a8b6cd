import { expect, type Page } from '@playwright/test'
import type { ImageMode } from './todays-answer.ts'

/** The accessible name of each image mode's canvas while the game is played. */
export const HIDDEN_PICTURE: Record<ImageMode, RegExp> = {
	fusion: /^Hidden fusion, (zoomed in|whole picture)$/,
	technique: /^Hidden technique, blurred$/,
	silhouette: /^Hidden silhouette, (zoomed in|whole picture)$/,
}

/** The picture as drawn on the page, read back from its canvas. */
export async function pictureOf(page: Page, mode: ImageMode): Promise<string> {
	const canvas = page.getByRole('img', { name: HIDDEN_PICTURE[mode] })
	return canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL())
}

/** Waits for the picture's first drawing, and returns it. */
export async function drawnPicture(page: Page, mode: ImageMode): Promise<string> {
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
