// Where the Silhouette and Fusion modes centre their crops, measured from the drawings by
// `npm run art:points` (decision 109): an opening centre, and a late one the centre reaches after 5
// wrong guesses (core's revealCentre). Pure functions of the source bytes.
import { CENTRE_MOVE_GUESSES, type Point, ZOOM_START, zoomFraction } from '@dragondle/core'
import { type Alpha, readAlpha } from './derive.ts'

/**
 * The knobs, tuned from the blind measure (decision 109); run `npm run art:points`, then the
 * sheets, after changing one.
 *
 * Silhouette's opening crop has its top edge this share of the figure's height under the chin (a
 * negative share: above it), so the first view is the body with the jaw line: build, pose, hands,
 * props, tail, cape.
 */
export const SILHOUETTE_GAP = -0.03
/** Silhouette's late crop has its top edge this share of the figure's height above the hair's top. */
export const SILHOUETTE_LATE_MARGIN = 0.03
/**
 * Fusion's opening crop is centred on the legs (the drawing's parts named trousers or legs), moved
 * down by this share of the scene's height: trousers, boots, sash and ground, which the six
 * fusions share in pairs (Gogeta and Gotenks the Metamoran outfit, Fused Zamasu and Kibito Kai
 * the Kai robes), not the vest or the face.
 */
export const FUSION_OPENING_SHIFT = 0
/** Fusion's late crop has its top edge this share of the scene's height above the face's top. */
export const FUSION_LATE_GAP = 0.06
/** The head: the top of the figure whose opaque pixels find the neck under it. */
const HEAD_SHARE = 0.2
/**
 * The hair's top: the top of the figure whose opaque pixels centre the late crop across (a hunched
 * figure's head is off its middle, and a deeper band would take in the back).
 */
const HAIR_SHARE = 0.08
/** The neck is looked for between these shares of the figure's height, from its top. */
const NECK_BAND = { from: 0.06, to: 0.4 } as const
/** The share of the picture the crop shows when the centre has reached the late one (55 %). */
const LATE_FRACTION = zoomFraction(CENTRE_MOVE_GUESSES)

/** An opening crop centre and a late one, in whole percent of the picture. */
export type CropPoints = Point & { late: Point }

const isOpaque = (alpha: Alpha, x: number, y: number) => (alpha.data[y * alpha.info.width + x] ?? 0) >= 128
const percent = (value: number) => Math.min(100, Math.max(0, Math.round(value * 100)))

/** The run of opaque pixels across row `y` that holds column `x`: its width, 0 if (x, y) is clear. */
function runWidth(alpha: Alpha, x: number, y: number): number {
	if (!isOpaque(alpha, x, y)) return 0
	let [left, right] = [x, x]
	while (left > 0 && isOpaque(alpha, left - 1, y)) left--
	while (right < alpha.info.width - 1 && isOpaque(alpha, right + 1, y)) right++
	return right - left + 1
}

/**
 * The chin of a cut-out figure, as a row of its picture: the narrowest row (the neck) of the run of
 * opaque pixels under the head's middle, between 6 % and 40 % of the figure's height; arms and props
 * stand apart from the head (art/STYLE.md), so they are not in that run.
 */
function chinRow(alpha: Alpha, headX: number): number {
	const { box } = alpha
	const column = Math.round(box.left + headX)
	let [best, bestWidth] = [box.top + Math.round(box.height * 0.2), Number.POSITIVE_INFINITY]
	for (
		let y = box.top + Math.round(box.height * NECK_BAND.from);
		y < box.top + box.height * NECK_BAND.to;
		y++
	) {
		const width = runWidth(alpha, column, y)
		if (width > 0 && width < bestWidth) [best, bestWidth] = [y, width]
	}
	return best
}

/** The mean column of the opaque pixels of rows `from` to `to` (exclusive), from the figure's left. */
function meanColumn(alpha: Alpha, from: number, to: number): number | undefined {
	const { box } = alpha
	let [sum, count] = [0, 0]
	for (let y = Math.max(box.top, from); y < Math.min(box.top + box.height, to); y++) {
		for (let x = box.left; x < box.left + box.width; x++) {
			if (!isOpaque(alpha, x, y)) continue
			sum += x - box.left
			count++
		}
	}
	return count === 0 ? undefined : sum / count
}

/**
 * Where the Silhouette mode's crop is centred on this character's silhouette (a square around the
 * figure), in whole percent. Opening: down, so the crop's top edge is SILHOUETTE_GAP under the chin
 * (the head stays out); across, on the middle of the figure's opaque pixels in that crop. Late
 * (after 5 wrong guesses, 55 % of the square): the whole head, the crop's top SILHOUETTE_LATE_MARGIN
 * above the figure's top (the hair's), centred across on the top 8 % of the figure (the hair).
 */
export async function silhouettePoints(input: Buffer): Promise<CropPoints> {
	const alpha = await readAlpha(input)
	const { box } = alpha
	const side = Math.max(box.width, box.height)
	const offset = { x: (side - box.width) / 2, y: (side - box.height) / 2 }
	const headBottom = box.top + Math.max(1, Math.round(box.height * HEAD_SHARE))
	const headX = meanColumn(alpha, box.top, headBottom) ?? box.width / 2
	const chin = chinRow(alpha, headX)
	const cropSide = side * ZOOM_START
	// the crop's top in the square, kept inside it as the game's cropRect keeps it
	const top = Math.min(offset.y + chin - box.top + box.height * SILHOUETTE_GAP, side - cropSide)
	const cropTop = Math.round(box.top + top - offset.y)
	const cropEnd = Math.floor(box.top + top + cropSide - offset.y) + 1
	const bodyX = meanColumn(alpha, cropTop, cropEnd) ?? box.width / 2
	const hairX =
		meanColumn(alpha, box.top, box.top + Math.max(1, Math.round(box.height * HAIR_SHARE))) ?? headX
	// the figure's top is the hair's (or a horn's, an ear's, a raised hand's: all inside the crop)
	const lateTop = offset.y - box.height * SILHOUETTE_LATE_MARGIN
	return {
		x: percent((offset.x + bodyX) / side),
		y: percent((top + cropSide / 2) / side),
		late: {
			x: percent((offset.x + hairX) / side),
			y: percent((lateTop + (side * LATE_FRACTION) / 2) / side),
		},
	}
}

/** Box of a part of a scene, in percent of the scene. */
export type PartBox = { left: number; top: number; right: number; bottom: number }

/** The parts of a drawing under a comment `named` (art/STYLE.md: a comment names each part), alone. */
function partsOnly(svg: string, named: RegExp): string | undefined {
	const open = svg.match(/<svg[^>]*>/)?.[0]
	const defs = svg.match(/<defs>[\s\S]*?<\/defs>/)?.[0] ?? ''
	const comments = [...svg.matchAll(/<!--([\s\S]*?)-->([\s\S]*?)(?=<!--|<\/svg>)/g)]
	const parts = comments.filter((match) => named.test(match[1] ?? '')).map((match) => match[2])
	if (open === undefined || parts.length === 0) return undefined
	return `${open}${defs}${parts.join('')}</svg>`
}

/** The box of a scene's parts under a comment `named`, in percent; undefined when none shows. */
async function partsBox(input: Buffer, named: RegExp): Promise<PartBox | undefined> {
	const parts = partsOnly(input.toString('utf8'), named)
	if (parts === undefined) return undefined
	const { data, info, box } = await readAlpha(Buffer.from(parts))
	if (box.width === info.width && box.height === info.height && (data[0] ?? 0) < 128) return undefined
	return {
		left: (box.left / info.width) * 100,
		top: (box.top / info.height) * 100,
		right: ((box.left + box.width) / info.width) * 100,
		bottom: ((box.top + box.height) / info.height) * 100,
	}
}

/** The face of a fusion scene (its `<!-- face -->` parts), in percent of the scene. */
export function faceBox(input: Buffer): Promise<PartBox | undefined> {
	return partsBox(input, /^\s*face\s*$/)
}

/** The legs of a fusion scene (the parts whose comment names trousers or legs), in percent. */
export function legsBox(input: Buffer): Promise<PartBox | undefined> {
	return partsBox(input, /\b(trousers|legs)\b/)
}

/**
 * Where the Fusion mode's crop is centred on a scene, in whole percent. Opening: on the legs'
 * middle (FUSION_OPENING_SHIFT lower), a part the fusions share. Late (after 5 wrong guesses,
 * 55 % of the scene): across on the face's middle, the crop's top FUSION_LATE_GAP above the face:
 * the face and the torso. Undefined when the drawing names no face or no legs.
 */
export async function fusionPoints(input: Buffer): Promise<CropPoints | undefined> {
	const [face, legs] = [await faceBox(input), await legsBox(input)]
	if (face === undefined || legs === undefined) return undefined
	const lateTop = face.top - FUSION_LATE_GAP * 100
	return {
		x: Math.round((legs.left + legs.right) / 2),
		y: Math.round((legs.top + legs.bottom) / 2 + FUSION_OPENING_SHIFT * 100),
		late: {
			x: Math.round((face.left + face.right) / 2),
			y: Math.round(lateTop + (LATE_FRACTION * 100) / 2),
		},
	}
}
