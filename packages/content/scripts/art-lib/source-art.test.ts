// The shipped drawings keep the style guide's rules (art/STYLE.md) that a machine can check: plain,
// self-contained SVG of the kind's canvas, characters cut out, scenes opaque, and each character's
// Silhouette crop centres and each fusion's centred where `npm run art:points` puts them for the art
// installed: the fusions' opening on the legs, off the face, and their view after 5 on the face.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CENTRE_MOVE_GUESSES, cropRect, type Point, revealCentre, zoomFraction } from '@dragondle/core'
import { expect, test } from 'vitest'
import { ART_DIR, findArtFile } from '../../src/art-names.ts'
import { ART_KINDS, type ArtKind } from '../../src/check-art.ts'
import { loadContent } from '../../src/index.ts'
import {
	type CropPoints,
	faceBox,
	fusionPoints,
	legsBox,
	type PartBox,
	silhouettePoints,
} from './crop-points.ts'
import { load } from './derive.ts'

const CANVAS: Readonly<Record<ArtKind, string>> = {
	characters: 'viewBox="0 0 600 900" width="600" height="900"',
	fusions: 'viewBox="0 0 800 600" width="800" height="600"',
	techniques: 'viewBox="0 0 800 600" width="800" height="600"',
}
const MAX_BYTES = 20 * 1024
/** What a drawing may not hold: text and fonts, pictures, scripts, style sheets, filters, links out. */
const FORBIDDEN = [
	/<text\b/,
	/<image\b/,
	/<script\b/,
	/<style\b/,
	/<filter\b/,
	/<foreignObject\b/,
	/\bon[a-z]+\s*=/i,
	/href\s*=\s*"(?!#)/,
	/url\(\s*(?!#)/,
]

const drawings = ART_KINDS.flatMap((kind) =>
	readdirSync(join(ART_DIR, kind))
		.filter((file) => file.endsWith('.svg'))
		.map((file) => ({ kind, path: `${kind}/${file}` })),
)

test('every entry of the pack has its drawing', () => {
	const pack = loadContent()
	const ids: [ArtKind, string | number][] = [
		...pack.characters.map((c): [ArtKind, number] => ['characters', c.championId]),
		...pack.fusions.map((f): [ArtKind, string] => ['fusions', f.id]),
		...pack.techniques.map((t): [ArtKind, string] => ['techniques', t.id]),
	]
	expect(ids.filter(([kind, id]) => findArtFile(ART_DIR, kind, id)?.endsWith('.svg') !== true)).toEqual([])
	expect(drawings).toHaveLength(ids.length)
})

test.each(drawings)('$path is plain, self-contained SVG on its kind’s canvas', ({ kind, path }) => {
	const text = readFileSync(join(ART_DIR, path), 'utf8')
	expect(text).toMatch(/^(<\?xml[^>]*>\s*)?<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
	expect(text).toContain(CANVAS[kind])
	expect(FORBIDDEN.filter((pattern) => pattern.test(text)).map(String)).toEqual([])
	expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_BYTES)
})

/** The share of a cut-out's visible pixels that are partly transparent: its anti-aliased edges, and any glow. */
function translucentShare(alpha: Buffer): number {
	let [visible, translucent] = [0, 0]
	for (const value of alpha) {
		if (value > 0) visible++
		if (value > 16 && value < 240) translucent++
	}
	return translucent / Math.max(1, visible)
}

test.each(drawings)(
	'$path is a cut-out without glow if a character, opaque if a scene',
	async ({ kind, path }) => {
		const image = load(readFileSync(join(ART_DIR, path))).ensureAlpha()
		if (kind !== 'characters') {
			const { channels } = await image.stats()
			expect(channels[3]?.min).toBe(255)
			return
		}
		const alpha = await image.extractChannel(3).raw().toBuffer()
		expect(alpha.includes(0)).toBe(true)
		expect(alpha.includes(255)).toBe(true)
		// The silhouette is every pixel at least half opaque: an aura or a glow would change its outline.
		expect(translucentShare(alpha)).toBeLessThan(0.05)
	},
)

/** Whether the entry's centres are the ones measured (both the opening and the late one). */
function isSame(stored: Point & { late: Point }, measured: CropPoints): boolean {
	const { x, y, late } = measured
	return stored.x === x && stored.y === y && stored.late.x === late.x && stored.late.y === late.y
}

/** Whether the crop the game draws after `wrongGuesses` (in percent of the scene) overlaps `part`. */
function cropOverlaps(entry: Point & { late: Point }, wrongGuesses: number, part: PartBox): boolean {
	const centre = revealCentre(entry, entry.late, wrongGuesses)
	const crop = cropRect({ width: 100, height: 100 }, centre, zoomFraction(wrongGuesses))
	return (
		crop.y < part.bottom &&
		crop.y + crop.height > part.top &&
		crop.x < part.right &&
		crop.x + crop.width > part.left
	)
}

test('each character’s Silhouette crop centres are where npm run art:points puts them for its art', async () => {
	const pack = loadContent()
	const stale: string[] = []
	for (const character of pack.characters) {
		const path = findArtFile(ART_DIR, 'characters', character.championId)
		if (path === undefined) continue
		const points = await silhouettePoints(readFileSync(join(ART_DIR, path)))
		if (!isSame(character.silhouette, points))
			stale.push(`${character.championName}: ${JSON.stringify(points)}`)
	}
	expect(stale).toEqual([])
}, 120_000)

test('each fusion’s crop centres are where npm run art:points puts them: the opening on the legs, off the face; after 5 on the face', async () => {
	const pack = loadContent()
	const problems: string[] = []
	for (const fusion of pack.fusions) {
		const path = findArtFile(ART_DIR, 'fusions', fusion.id)
		if (path === undefined) continue
		const art = readFileSync(join(ART_DIR, path))
		const [points, face, legs] = [await fusionPoints(art), await faceBox(art), await legsBox(art)]
		if (points === undefined || face === undefined || legs === undefined) {
			problems.push(`${fusion.id}: the drawing names no <!-- face --> or no trousers or legs`)
			continue
		}
		if (!isSame(fusion, points)) problems.push(`${fusion.id}: ${JSON.stringify(points)}`)
		if (cropOverlaps(fusion, 0, face)) problems.push(`${fusion.id}: the opening crop shows the face`)
		if (!cropOverlaps(fusion, 0, legs)) problems.push(`${fusion.id}: the opening crop misses the legs`)
		// the face whole in the view after 5 wrong guesses
		const late = cropRect({ width: 100, height: 100 }, fusion.late, zoomFraction(CENTRE_MOVE_GUESSES))
		const isFaceIn =
			late.x <= face.left &&
			late.x + late.width >= face.right &&
			late.y <= face.top &&
			late.y + late.height >= face.bottom
		if (!isFaceIn) problems.push(`${fusion.id}: the view after ${CENTRE_MOVE_GUESSES} cuts the face`)
	}
	expect(problems).toEqual([])
}, 60_000)

test('a glow around a figure is told from its anti-aliased edges', async () => {
	const figure = (glow: string) =>
		Buffer.from(
			`<svg xmlns="http://www.w3.org/2000/svg" ${CANVAS.characters}>${glow}<rect x="200" y="100" width="200" height="700" fill="#123"/></svg>`,
		)
	const share = async (svg: Buffer) =>
		translucentShare(await load(svg).ensureAlpha().extractChannel(3).raw().toBuffer())
	expect(await share(figure(''))).toBeLessThan(0.05)
	expect(
		await share(figure('<circle cx="300" cy="450" r="290" fill="#fe0" fill-opacity="0.4"/>')),
	).toBeGreaterThan(0.05)
})
