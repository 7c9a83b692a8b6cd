import type { Layout } from './figure.ts'
import { ellipse, n, polygon } from './svg.ts'

// Outline features a race adds to a figure; each is drawn against the figure's layout.

export function curve(d: string, width: number, colour: string): string {
	return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"/>`
}

export function tail(layout: Layout, side: number, width: number, colour: string, style: number): string {
	const { cx, hipY, feetY } = layout
	const bx = cx + side * layout.waistW * 0.4
	const far = cx + side * layout.height * (0.36 + style * 0.08)
	const d =
		style === 0
			? `M${n(bx)} ${n(hipY)} C${n(far)} ${n(hipY + 40)} ${n(far)} ${n(feetY - 20)} ${n(far + side * 30)} ${n(hipY - 20)}`
			: `M${n(bx)} ${n(hipY)} C${n(far)} ${n(feetY)} ${n(far + side * 60)} ${n(feetY - 10)} ${n(far + side * 50)} ${n(feetY - 70)}`
	return curve(d, width, colour)
}

export function antennae(layout: Layout, colour: string): string {
	const { x, y, r } = layout.head
	return [-1, 1]
		.map((side) => {
			const tipX = x + side * r * 0.75
			const tipY = y - r * 2
			return (
				curve(
					`M${n(x + side * r * 0.2)} ${n(y - r * 0.8)} Q${n(x + side * r * 0.1)} ${n(y - r * 1.6)} ${n(tipX)} ${n(tipY)}`,
					r * 0.13,
					colour,
				) + ellipse(tipX, tipY, r * 0.14, r * 0.14, colour)
			)
		})
		.join('')
}

export function pointedEars(layout: Layout, colour: string, length: number, lift: number): string {
	const { x, y, r } = layout.head
	return [-1, 1]
		.map((side) =>
			polygon(
				[
					[x + side * r * 0.8, y - r * 0.25],
					[x + side * r * (0.85 + length), y - r * lift],
					[x + side * r * 0.8, y + r * 0.3],
				],
				colour,
			),
		)
		.join('')
}

export function topEars(layout: Layout, colour: string, height: number, round: boolean): string {
	const { x, y, r } = layout.head
	return [-1, 1]
		.map((side) =>
			round
				? ellipse(x + side * r * 0.7, y - r * 0.85, r * 0.42, r * 0.45 * height, colour)
				: polygon(
						[
							[x + side * r * 0.25, y - r * 0.75],
							[x + side * r * 0.75, y - r * (0.8 + height)],
							[x + side * r * 0.9, y - r * 0.3],
						],
						colour,
					),
		)
		.join('')
}

export function horns(layout: Layout): string {
	const { x, y, r } = layout.head
	return [-1, 1]
		.map((side) =>
			curve(
				`M${n(x + side * r * 0.7)} ${n(y - r * 0.3)} Q${n(x + side * r * 1.5)} ${n(y - r * 0.6)} ${n(x + side * r * 1.2)} ${n(y - r * 1.6)}`,
				r * 0.22,
				'#e8e2d6',
			),
		)
		.join('')
}

export function cape(layout: Layout, colour: string): string {
	const { cx, shoulderY, shoulderW, feetY, height } = layout
	const hem = height * 0.27
	return polygon(
		[
			[cx - shoulderW * 1.2, shoulderY - 6],
			[cx + shoulderW * 1.2, shoulderY - 6],
			[cx + hem, feetY - 12],
			[cx - hem, feetY - 12],
		],
		colour,
	)
}

export function halo(layout: Layout): string {
	const { cx, shoulderY, shoulderW, armW } = layout
	return `<ellipse cx="${n(cx)}" cy="${n(shoulderY - armW * 0.4)}" rx="${n(shoulderW * 1.15)}" ry="${n(armW * 0.9)}" fill="none" stroke="#d8dde8" stroke-width="${n(armW * 0.45)}"/>`
}
