/**
 * How much of the hidden picture the image modes show (docs/product.md §4 "Technique", "Fusion and
 * Silhouette", §9). Pure numbers: the web board draws them, the tests pin them.
 */

/** Fusion and Silhouette: the crop shows this fraction of the picture before any guess. */
export const ZOOM_START = 0.4
/** …and this much more of it after each wrong guess, until the whole picture shows. */
export const ZOOM_STEP = 0.03
/**
 * Fusion and Silhouette: the crop's centre moves from the opening centre to the late one over this
 * many wrong guesses, then stays there while the zoom keeps growing (decision 109).
 */
export const CENTRE_MOVE_GUESSES = 5
/** Technique: blur before any guess, in CSS pixels. */
export const BLUR_START_PX = 8
/** …this much less after each wrong guess… */
export const BLUR_STEP_PX = 0.7
/** …never under this while the game is being played. */
export const BLUR_MIN_PX = 1.5
/** The Fusion and Silhouette canvas, in CSS pixels (docs/product.md §9). */
export const CANVAS_SIZE = { width: 324, height: 307 } as const

/** Rounds away binary noise (0.4 + 3 × 0.03 is 0.48999…), to `digits` decimals. */
function round(value: number, digits: number): number {
	const factor = 10 ** digits
	return Math.round(value * factor) / factor
}

/**
 * The fraction of the picture's width and height the crop shows after `wrongGuesses` wrong
 * guesses: 40 %, then 3 points more per wrong guess, up to the whole picture (1). With the zoom-out
 * switched off it stays at the start.
 */
export function zoomFraction(wrongGuesses: number, isZoomingOut = true): number {
	const steps = isZoomingOut ? Math.max(0, wrongGuesses) : 0
	return Math.min(1, round(ZOOM_START + ZOOM_STEP * steps, 4))
}

/**
 * The blur after `wrongGuesses` wrong guesses, in pixels: 8, then 0.7 less per guess, never under
 * 1.5. With unblurring switched off it stays at 8.
 */
export function blurPx(wrongGuesses: number, isUnblurring = true): number {
	const steps = isUnblurring ? Math.max(0, wrongGuesses) : 0
	return Math.max(BLUR_MIN_PX, round(BLUR_START_PX - BLUR_STEP_PX * steps, 4))
}

export type Size = { width: number; height: number }
export type Rect = { x: number; y: number; width: number; height: number }
/** A point of a picture, in percent of its width (`x`) and height (`y`). */
export type Point = { x: number; y: number }

/**
 * Where the crop is centred after `wrongGuesses` wrong guesses: on `opening` before any, then a
 * straight line to `late`, reached after CENTRE_MOVE_GUESSES and kept after them, so each wrong
 * guess shows a new part of the picture, not only a wider view of the first one (decision 109).
 * With the zoom-out switched off it stays on `opening`, as the zoom does.
 */
export function revealCentre(opening: Point, late: Point, wrongGuesses: number, isZoomingOut = true): Point {
	const steps = isZoomingOut ? Math.min(CENTRE_MOVE_GUESSES, Math.max(0, wrongGuesses)) : 0
	const share = steps / CENTRE_MOVE_GUESSES
	return {
		x: round(opening.x + (late.x - opening.x) * share, 4),
		y: round(opening.y + (late.y - opening.y) * share, 4),
	}
}

/**
 * The part of an image a crop of `fraction` shows: `fraction` of its width and height, centred on
 * `centre` (in percent of the image) but moved inside the image rather than past its edge. A
 * fraction of 1 or more is the whole image.
 */
export function cropRect(image: Size, centre: Point, fraction: number): Rect {
	const share = Math.min(1, Math.max(0, fraction))
	const width = image.width * share
	const height = image.height * share
	const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max)
	const x = clamp((image.width * centre.x) / 100 - width / 2, image.width - width)
	const y = clamp((image.height * centre.y) / 100 - height / 2, image.height - height)
	return { x, y, width, height }
}
