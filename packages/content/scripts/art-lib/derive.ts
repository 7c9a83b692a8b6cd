// The pictures `npm run art` derives from one source file (an SVG drawing or a drop-in PNG): pure functions of the bytes.
import { CANVAS_SIZE, ZOOM_START } from '@dragondle/core'
import sharp, { type Sharp } from 'sharp'

const ICON_SIZE = 96
/** The image modes draw on a 324 × 307 CSS-pixel canvas; 2× covers the phones and laptops that play. */
const DENSITY = 2
/** Fusion scenes and technique pictures fit inside this, never enlarged. */
export const IMAGE_MAX = { width: CANVAS_SIZE.width * DENSITY, height: CANVAS_SIZE.height * DENSITY }
/** Silhouettes are square (crop percentages mean the same for any cut-out), at most this wide. */
export const SILHOUETTE_MAX = Math.min(IMAGE_MAX.width, IMAGE_MAX.height)
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 }
/** SVG sources render at twice their own size (600 × 900 becomes 1200 × 1800); raster sources as they are. */
const SVG_DENSITY = 72 * 2
/**
 * The opening crops leave the face out (issue 35: a first view that shows the head gave most games
 * away): their top edge sits this share of the figure's height (Silhouette) or of the scene's
 * height (Fusion) below the chin (a negative share: above it), so the first view is the body: the
 * build, the pose, the hands, props, tail, cape or outfit. Each wrong guess widens the crop by 3
 * points (1.5 on every side, core's ZOOM_STEP), so after 5 the top edge is 7.5 points higher: at the
 * jaw, with the ears, side hair and earrings. Silhouette's shows the jaw line from the start (a
 * black shape has no face, and a crop of the body alone was a guess in the dark); Fusion's starts
 * under the vest's collar. Tune these two numbers from the blind measure (decision 109).
 */
export const SILHOUETTE_GAP = -0.03
export const FUSION_GAP = 0.08
/** The head: the top of the figure whose opaque pixels find the neck under it. */
const HEAD_SHARE = 0.2
/** The neck is looked for between these shares of the figure's height, from its top. */
const NECK_BAND = { from: 0.06, to: 0.4 } as const

type Box = { left: number; top: number; width: number; height: number }

/** A source picture ready to process: an SVG rasterised, a PNG decoded as it is. */
export function load(input: Buffer): Sharp {
	return sharp(input, { density: SVG_DENSITY })
}

/** The box around every pixel at least half opaque (sharp's own trim is ~10× slower on these). */
function opaqueBox(alpha: Buffer, width: number, height: number): Box {
	let [left, top, right, bottom] = [width, height, -1, -1]
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			if ((alpha[y * width + x] ?? 0) < 128) continue
			left = Math.min(left, x)
			right = Math.max(right, x)
			top = Math.min(top, y)
			bottom = Math.max(bottom, y)
		}
	}
	if (right < 0) return { left: 0, top: 0, width, height }
	return { left, top, width: right - left + 1, height: bottom - top + 1 }
}

/** A black cut-out of the same size: every pixel at least half opaque becomes black, the rest transparent. */
function silhouetteOf(alpha: Buffer, width: number, height: number): Sharp {
	const pixels = Buffer.alloc(width * height * 4)
	for (let i = 0; i < alpha.length; i++) pixels[i * 4 + 3] = (alpha[i] ?? 0) >= 128 ? 255 : 0
	return sharp(pixels, { raw: { width, height, channels: 4 } })
}

type Alpha = { data: Buffer; info: { width: number; height: number }; box: Box }

/** The source's alpha channel and the box around its figure. */
async function readAlpha(input: Buffer): Promise<Alpha> {
	const { data, info } = await load(input)
		.ensureAlpha()
		.extractChannel(3)
		.raw()
		.toBuffer({ resolveWithObject: true })
	return { data, info, box: opaqueBox(data, info.width, info.height) }
}

/** The run of opaque pixels across row `y` that holds column `x`: its width, 0 if (x, y) is clear. */
function runWidth(alpha: Buffer, width: number, x: number, y: number): number {
	const opaque = (column: number) => (alpha[y * width + column] ?? 0) >= 128
	if (!opaque(x)) return 0
	let [left, right] = [x, x]
	while (left > 0 && opaque(left - 1)) left--
	while (right < width - 1 && opaque(right + 1)) right++
	return right - left + 1
}

/**
 * The chin of a cut-out figure, as a row of its picture: the narrowest row (the neck) of the run of
 * opaque pixels under the head's middle, between 6 % and 40 % of the figure's height; arms and props
 * stand apart from the head (art/STYLE.md), so they are not in that run.
 */
function chinRow(alpha: Alpha, headX: number): number {
	const { data, info, box } = alpha
	const column = Math.round(box.left + headX)
	let [best, bestWidth] = [box.top + Math.round(box.height * 0.2), Number.POSITIVE_INFINITY]
	for (
		let y = box.top + Math.round(box.height * NECK_BAND.from);
		y < box.top + box.height * NECK_BAND.to;
		y++
	) {
		const width = runWidth(data, info.width, column, y)
		if (width > 0 && width < bestWidth) [best, bestWidth] = [y, width]
	}
	return best
}

/**
 * Where the Silhouette mode's opening crop is centred on this character's silhouette, in whole
 * percent of the square: down, so the crop's top edge is SILHOUETTE_GAP under the chin (the head
 * stays out of the first view); across, on the middle of the figure's opaque pixels in that crop.
 */
export async function silhouettePoint(input: Buffer): Promise<{ x: number; y: number }> {
	const alpha = await readAlpha(input)
	const { data, info, box } = alpha
	const side = Math.max(box.width, box.height)
	const offset = { x: (side - box.width) / 2, y: (side - box.height) / 2 }
	const headBottom = box.top + Math.max(1, Math.round(box.height * HEAD_SHARE))
	let [sum, count] = [0, 0]
	for (let y = box.top; y < headBottom; y++) {
		for (let x = box.left; x < box.left + box.width; x++) {
			if ((data[y * info.width + x] ?? 0) < 128) continue
			sum += x - box.left
			count++
		}
	}
	const headX = count === 0 ? box.width / 2 : sum / count
	const cropSide = side * ZOOM_START
	// the crop's top in the square, kept inside it as the game's cropRect keeps it
	const top = Math.min(
		offset.y + chinRow(alpha, headX) - box.top + box.height * SILHOUETTE_GAP,
		side - cropSide,
	)
	;[sum, count] = [0, 0]
	for (let y = Math.max(box.top, Math.round(box.top + top - offset.y)); y < box.top + box.height; y++) {
		if (y - box.top + offset.y > top + cropSide) break
		for (let x = box.left; x < box.left + box.width; x++) {
			if ((data[y * info.width + x] ?? 0) < 128) continue
			sum += x - box.left
			count++
		}
	}
	const bodyX = count === 0 ? box.width / 2 : sum / count
	return {
		x: Math.round(((offset.x + bodyX) / side) * 100),
		y: Math.round(((top + cropSide / 2) / side) * 100),
	}
}

/** The parts of a drawing under a `<!-- face -->` comment (art/STYLE.md: a comment names each part), alone. */
function faceOnly(svg: string): string | undefined {
	const open = svg.match(/<svg[^>]*>/)?.[0]
	const defs = svg.match(/<defs>[\s\S]*?<\/defs>/)?.[0] ?? ''
	const parts = [...svg.matchAll(/<!--\s*face\s*-->([\s\S]*?)(?=<!--|<\/svg>)/g)].map((match) => match[1])
	if (open === undefined || parts.length === 0) return undefined
	return `${open}${defs}${parts.join('')}</svg>`
}

/**
 * The face of a fusion scene (its `<!-- face -->` parts), in percent of the scene: measured from
 * the drawing, so the opening crop can be kept off it. Undefined when the drawing names no face.
 */
export async function faceBox(
	input: Buffer,
): Promise<{ left: number; top: number; right: number; bottom: number } | undefined> {
	const face = faceOnly(input.toString('utf8'))
	if (face === undefined) return undefined
	const { data, info, box } = await readAlpha(Buffer.from(face))
	if (box.width === info.width && box.height === info.height && (data[0] ?? 0) < 128) return undefined
	return {
		left: (box.left / info.width) * 100,
		top: (box.top / info.height) * 100,
		right: ((box.left + box.width) / info.width) * 100,
		bottom: ((box.top + box.height) / info.height) * 100,
	}
}

/**
 * Where the Fusion mode's opening crop is centred on a scene, in whole percent: across, on the
 * face's middle (the figure's axis); down, so the crop's top edge is FUSION_GAP under the chin and
 * the first view is the fusion's outfit, hands and sash, not its face.
 */
export async function fusionPoint(input: Buffer): Promise<{ x: number; y: number } | undefined> {
	const face = await faceBox(input)
	if (face === undefined) return undefined
	const half = (ZOOM_START * 100) / 2
	return {
		x: Math.round((face.left + face.right) / 2),
		y: Math.min(100 - half, Math.ceil(face.bottom + FUSION_GAP * 100 + half)),
	}
}

/**
 * A character's icon (trimmed, top of the figure, centred in 96 × 96) and silhouette (from the
 * alpha channel, trimmed, centred in a square no larger than the figure or SILHOUETTE_MAX), both
 * from one read.
 */
export async function deriveCharacter(input: Buffer): Promise<{ icon: Buffer; silhouette: Buffer }> {
	const { data, info, box } = await readAlpha(input)
	const fit = { fit: 'contain', background: CLEAR } as const
	// The icon is the top of the figure (head and shoulders), so it still reads at 40 px in the guess box.
	const bust = { ...box, height: Math.min(box.height, Math.max(box.width, Math.round(box.height * 0.45))) }
	const side = Math.min(SILHOUETTE_MAX, Math.max(box.width, box.height))
	const [icon, silhouette] = await Promise.all([
		load(input)
			.extract(bust)
			.resize(ICON_SIZE, ICON_SIZE, fit)
			.webp({ quality: 82, alphaQuality: 90 })
			.toBuffer(),
		silhouetteOf(data, info.width, info.height)
			.extract(box)
			.resize(side, side, fit)
			.webp({ lossless: true })
			.toBuffer(),
	])
	return { icon, silhouette }
}

/** A fusion scene or technique picture: inside IMAGE_MAX, never enlarged, WebP quality 80. */
export async function deriveScene(input: Buffer): Promise<Buffer> {
	return load(input)
		.resize({ ...IMAGE_MAX, fit: 'inside', withoutEnlargement: true })
		.webp({ quality: 80, effort: 3 })
		.toBuffer()
}
