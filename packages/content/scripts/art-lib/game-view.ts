// What an image mode's canvas shows of a picture (packages/web/src/modes/image/zoom-stage.tsx and
// draw-picture.ts), drawn here with sharp for review sheets: the same crop (core's cropRect around
// revealCentre, zoomFraction of the picture), fitted and centred on
// the same 324 × 307 canvas over the mode's ground, blurred and greyed as the mode does.
import { blurPx, CANVAS_SIZE, cropRect, type Point, revealCentre, zoomFraction } from '@dragondle/core'
import sharp from 'sharp'

export type ViewKind = 'silhouette' | 'fusion' | 'technique'

/** The ground each mode paints behind its picture (the modes' BACKGROUND). */
const GROUND: Record<ViewKind, string> = {
	silhouette: '#f3ead2',
	fusion: '#0d1530',
	technique: '#0d1530',
}

/**
 * The canvas, as a PNG of `scale` pixels per CSS pixel, after `wrongGuesses` wrong guesses with
 * the mode's default settings (zooming out, unblurring, Technique in grey): the crop's centre on
 * its way from `centres` (the opening view's) to `centres.late`.
 */
export async function gameView(
	kind: ViewKind,
	picture: Buffer,
	centres: Point & { late: Point },
	wrongGuesses: number,
	scale = 1,
): Promise<Buffer> {
	const canvas = { width: CANVAS_SIZE.width * scale, height: CANVAS_SIZE.height * scale }
	const { width = 1, height = 1 } = await sharp(picture).metadata()
	const fraction = kind === 'technique' ? 1 : zoomFraction(wrongGuesses)
	const rect = cropRect({ width, height }, revealCentre(centres, centres.late, wrongGuesses), fraction)
	const source = {
		left: Math.round(rect.x),
		top: Math.round(rect.y),
		width: Math.max(1, Math.min(width - Math.round(rect.x), Math.round(rect.width))),
		height: Math.max(1, Math.min(height - Math.round(rect.y), Math.round(rect.height))),
	}
	const fit = Math.min(canvas.width / source.width, canvas.height / source.height)
	const target = { width: Math.round(source.width * fit), height: Math.round(source.height * fit) }
	let drawn = sharp(picture).extract(source).resize(target.width, target.height)
	// CSS blur(n px) is a Gaussian of standard deviation n, as sharp's sigma
	if (kind === 'technique') drawn = sharp(await drawn.png().toBuffer()).blur(blurPx(wrongGuesses) * scale)
	let view = sharp({ create: { ...canvas, channels: 4, background: GROUND[kind] } }).composite([
		{
			input: await drawn.png().toBuffer(),
			left: Math.round((canvas.width - target.width) / 2),
			top: Math.round((canvas.height - target.height) / 2),
		},
	])
	if (kind === 'technique') view = sharp(await view.png().toBuffer()).greyscale()
	return view.flatten({ background: GROUND[kind] }).png().toBuffer()
}
