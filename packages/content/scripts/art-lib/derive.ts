// The pictures `npm run art` derives from one source file (an SVG drawing or a drop-in PNG): pure functions of the bytes.
import { CANVAS_SIZE } from '@dragondle/core'
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
export type Box = { left: number; top: number; width: number; height: number }

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

export type Alpha = { data: Buffer; info: { width: number; height: number }; box: Box }

/** The source's alpha channel and the box around its figure. */
export async function readAlpha(input: Buffer): Promise<Alpha> {
	const { data, info } = await load(input)
		.ensureAlpha()
		.extractChannel(3)
		.raw()
		.toBuffer({ resolveWithObject: true })
	return { data, info, box: opaqueBox(data, info.width, info.height) }
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
