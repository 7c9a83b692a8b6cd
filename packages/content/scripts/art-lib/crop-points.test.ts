import { expect, test } from 'vitest'
import { faceBox, fusionPoints, legsBox, silhouettePoints } from './crop-points.ts'

const figure = (shapes: string) =>
	Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900" width="600" height="900">${shapes}</svg>`,
	)

test('the Silhouette crop opens under the chin, on the body there, and moves to the whole head', async () => {
	// A figure 200 wide and 400 tall: a head over its right half, a neck under it, a body below.
	const points = await silhouettePoints(
		figure(
			'<rect x="300" y="100" width="100" height="80"/><rect x="330" y="180" width="40" height="20"/><rect x="200" y="200" width="200" height="300"/>',
		),
	)
	// the neck is at 80 of 400; the crop (160 high) starts 3 % of the height above it, at 68: its
	// middle at 148, 37 %; across, the opaque pixels of rows 68–228 (head, neck, body) average 104 of 200: 51 %
	expect({ x: points.x, y: points.y }).toEqual({ x: 51, y: 37 })
	// after 5 (220 high): the top 3 % of the height (12) above the hair, its middle at 98, 25 %;
	// across, on the top 8 % of the figure (the head, columns 100–200 of the square's 400): 62 %
	expect(points.late).toEqual({ x: 62, y: 25 })
})

test('a figure wider than tall sits in the middle of its square: both crops start lower', async () => {
	// 400 wide, 200 tall: 100 of its square of 400 above it
	const points = await silhouettePoints(figure('<rect x="100" y="300" width="400" height="200"/>'))
	expect(points.y).toBeGreaterThan(45)
	// 100 − 6 + 110 = 204 of 400
	expect(points.late).toEqual({ x: 50, y: 51 })
})

test('a hunched figure’s late crop is centred on its head, the top of the figure, not on its middle', async () => {
	// a small head at the top left, a tall back to the right of it, a little lower
	const points = await silhouettePoints(
		figure('<circle cx="180" cy="130" r="30"/><rect x="200" y="160" width="200" height="560"/>'),
	)
	// the figure is 250 wide and 620 tall, 185 from its square's left; the head's middle is 30 in: 35 %,
	// where the figure's middle would be 50 %
	expect(points.late.x).toBe(35)
})

const scene = (parts: string) =>
	Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><rect width="800" height="600" fill="#68a"/><!-- body --><rect x="300" y="200" width="120" height="380" fill="#24c"/>${parts}<!-- hair --><path d="M 320 80 L 400 40 L 420 90 Z" fill="#fd0"/></svg>`,
	)
const FACE = '<!-- face --><ellipse cx="360" cy="150" rx="40" ry="50" fill="#fc9"/>'
const TROUSERS =
	'<!-- white trousers and boots --><rect x="320" y="400" width="80" height="180" fill="#fff"/>'

test('the Fusion crop opens on the legs the drawing names and moves to its face', async () => {
	const withBoth = scene(`${TROUSERS}${FACE}`)
	const box = (part: { left: number; top: number; right: number; bottom: number } | undefined) =>
		[part?.left, part?.top, part?.right, part?.bottom].map((value) => Math.round(value ?? 0))
	expect(box(await faceBox(withBoth))).toEqual([40, 17, 50, 33])
	expect(box(await legsBox(withBoth))).toEqual([40, 67, 50, 97])
	// opening: the legs' middle (81.7 %); after 5 (55 % high): the top 6 points above the face (16.7 %), its middle at 38 %
	expect(await fusionPoints(withBoth)).toEqual({ x: 45, y: 82, late: { x: 45, y: 38 } })
})

test.each([
	['no face', TROUSERS],
	['no trousers or legs', FACE],
])('a fusion drawing that names %s has no crop centres', async (_case, parts) => {
	expect(await fusionPoints(scene(parts))).toBeUndefined()
})
