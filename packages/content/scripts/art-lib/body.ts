import type { Layout, Point } from './figure.ts'
import { ellipse, limb, polygon } from './svg.ts'

export type Palette = {
	skin: string
	gi: string
	accent: string
	trousers: string
	boots: string
	eyes: string
}

/** Clothing cut, chosen by race: a robe hides the legs, baggy trousers widen them, a round body fills out. */
export type Cut = { robe: boolean; baggy: boolean; round: boolean; sleeves: boolean }

export function drawLegs(layout: Layout, palette: Palette, cut: Cut): string {
	const width = layout.legW * (cut.baggy ? 1.45 : 1)
	const bootW = layout.legW * 0.95
	let svg = ''
	for (const path of layout.legs) {
		const foot = path[2] as Point
		const knee = path[1] as Point
		if (!cut.robe) svg += limb(path, width, palette.trousers)
		const shin: Point = [knee[0] + (foot[0] - knee[0]) * 0.55, knee[1] + (foot[1] - knee[1]) * 0.55]
		svg += limb([shin, foot], bootW, palette.boots)
		svg += ellipse(foot[0], foot[1] - bootW * 0.15, bootW * 0.85, bootW * 0.45, palette.boots)
	}
	if (cut.robe) svg += drawRobe(layout, palette)
	return svg
}

function drawRobe(layout: Layout, palette: Palette): string {
	const { cx, waistY, waistW, feetY, height } = layout
	const hem = height * 0.2
	return polygon(
		[
			[cx - waistW, waistY],
			[cx + waistW, waistY],
			[cx + hem, feetY - layout.legW * 0.5],
			[cx - hem, feetY - layout.legW * 0.5],
		],
		palette.gi,
	)
}

export function drawTorso(layout: Layout, palette: Palette, cut: Cut): string {
	const { cx, shoulderY, shoulderW, waistY, waistW, hipY, armW } = layout
	if (cut.round) {
		const cy = (shoulderY + hipY) / 2 + armW * 0.4
		return (
			ellipse(cx, cy, shoulderW * 1.4, (hipY - shoulderY) * 0.62, palette.gi) +
			ellipse(cx, hipY - armW * 0.2, waistW * 1.25, armW * 0.55, palette.accent)
		)
	}
	const top = shoulderY - armW * 0.35
	const torso = polygon(
		[
			[cx - shoulderW * 1.05, top],
			[cx + shoulderW * 1.05, top],
			[cx + waistW, waistY],
			[cx + waistW * 1.08, hipY + armW * 0.4],
			[cx - waistW * 1.08, hipY + armW * 0.4],
			[cx - waistW, waistY],
		],
		palette.gi,
	)
	const pads =
		ellipse(cx - shoulderW, shoulderY, armW * 0.75, armW * 0.7, palette.gi) +
		ellipse(cx + shoulderW, shoulderY, armW * 0.75, armW * 0.7, palette.gi)
	const belt = `<rect x="${cx - waistW * 1.04}" y="${waistY - armW * 0.25}" width="${waistW * 2.08}" height="${armW * 0.6}" fill="${palette.accent}"/>`
	return torso + pads + belt
}

export function drawArms(layout: Layout, palette: Palette, cut: Cut): string {
	let svg = ''
	for (const path of layout.arms) {
		const [shoulder, elbow, hand] = path as [Point, Point, Point]
		svg += limb([shoulder, elbow], layout.armW * 1.05, cut.sleeves ? palette.gi : palette.skin)
		svg += limb([elbow, hand], layout.armW * 0.92, palette.skin)
		const band: Point = [elbow[0] + (hand[0] - elbow[0]) * 0.78, elbow[1] + (hand[1] - elbow[1]) * 0.78]
		svg += limb([band, band], layout.armW * 1.1, palette.accent)
		svg += ellipse(hand[0], hand[1], layout.armW * 0.72, layout.armW * 0.72, palette.skin)
	}
	return svg
}

export function drawNeckAndHead(layout: Layout, palette: Palette, headShape = 1): string {
	const { head, armW } = layout
	const neck = limb(
		[
			[head.x, head.y + head.r * 0.6],
			[head.x, layout.shoulderY - armW * 0.2],
		],
		head.r * 0.75,
		palette.skin,
	)
	return neck + ellipse(head.x, head.y, head.r * 0.92, head.r * headShape, palette.skin)
}

export function drawFace(layout: Layout, palette: Palette): string {
	const { x, y, r } = layout.head
	const eye = (side: number) =>
		ellipse(x + side * r * 0.36, y + r * 0.05, r * 0.2, r * 0.15, '#ffffff') +
		ellipse(x + side * r * 0.32, y + r * 0.07, r * 0.09, r * 0.11, palette.eyes)
	const mouth = `<path d="M${x - r * 0.2} ${y + r * 0.5} Q${x} ${y + r * 0.6} ${x + r * 0.2} ${y + r * 0.5}" stroke="#3a1f1f" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round"/>`
	return eye(-1) + eye(1) + mouth
}
