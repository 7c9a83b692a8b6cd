import { CANVAS_SIZE, cropRect, type Rect } from '@dragondle/core'

/** How the picture is drawn: which part of it, how blurred, in colour or grey. */
export type PictureView = {
	/** The share of the picture shown (1: all of it). */
	fraction: number
	/** Crop centre in percent of the picture. */
	centre: { x: number; y: number }
	blurPx: number
	isGrey: boolean
	/** Painted behind the picture (a silhouette is black on transparent). */
	background: string
}

/** Where the crop lands on the canvas: scaled to fit, centred. */
function fitInto(source: Rect, width: number, height: number): Rect {
	const scale = Math.min(width / source.width, height / source.height)
	const fitted = { width: source.width * scale, height: source.height * scale }
	return { x: (width - fitted.width) / 2, y: (height - fitted.height) / 2, ...fitted }
}

/** Canvas filters (Chrome, Firefox, Safari 18+); older browsers get the fallback below. */
function hasFilters(context: CanvasRenderingContext2D): boolean {
	return typeof context.filter === 'string'
}

/**
 * Without canvas filters: blur by drawing the crop small and scaling it back up (the browser's
 * smoothing spreads each pixel over about `blur` pixels), grey by averaging each pixel's channels.
 */
function drawWithoutFilters(
	context: CanvasRenderingContext2D,
	image: CanvasImageSource,
	source: Rect,
	target: Rect,
	blur: number,
) {
	const shrink = Math.max(1, blur)
	const small = document.createElement('canvas')
	small.width = Math.max(1, Math.round(target.width / shrink))
	small.height = Math.max(1, Math.round(target.height / shrink))
	small
		.getContext('2d')
		?.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, small.width, small.height)
	context.imageSmoothingEnabled = true
	context.drawImage(small, 0, 0, small.width, small.height, target.x, target.y, target.width, target.height)
}

function greyOut(context: CanvasRenderingContext2D, width: number, height: number): void {
	const pixels = context.getImageData(0, 0, width, height)
	const { data } = pixels
	for (let i = 0; i < data.length; i += 4) {
		const grey = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)
		data[i] = grey
		data[i + 1] = grey
		data[i + 2] = grey
	}
	context.putImageData(pixels, 0, 0)
}

/** Draws the part of the picture the player may see, as they may see it; nothing more reaches the canvas. */
export function drawPicture(canvas: HTMLCanvasElement, image: HTMLImageElement, view: PictureView): void {
	const context = canvas.getContext('2d')
	if (context === null) return
	const blur = view.blurPx * (canvas.width / CANVAS_SIZE.width)
	const size = { width: image.naturalWidth, height: image.naturalHeight }
	const source = cropRect(size, view.centre, view.fraction)
	const target = fitInto(source, canvas.width, canvas.height)
	context.save()
	context.clearRect(0, 0, canvas.width, canvas.height)
	const filters = hasFilters(context)
	// the ground is only greyed; the blur goes on the picture alone, so the edges stay opaque
	if (filters) context.filter = view.isGrey ? 'grayscale(1)' : 'none'
	context.fillStyle = view.background
	context.fillRect(0, 0, canvas.width, canvas.height)
	if (filters) {
		context.filter =
			[blur > 0 ? `blur(${blur}px)` : '', view.isGrey ? 'grayscale(1)' : ''].join(' ').trim() || 'none'
	}
	if (filters || blur === 0) {
		const { x, y, width, height } = target
		context.drawImage(image, source.x, source.y, source.width, source.height, x, y, width, height)
	} else {
		drawWithoutFilters(context, image, source, target, blur)
	}
	if (!filters && view.isGrey) greyOut(context, canvas.width, canvas.height)
	context.restore()
}
