import { hairHex } from '../../src/palette.ts'
import type { Layout, Point } from './figure.ts'
import { ellipse, polygon, type Rng } from './svg.ts'

/** Unknown hair colour names get a dark grey. */
export function hairColour(name: string | undefined): string {
	return hairHex(name) ?? '#5b6270'
}

export type HairStyle =
	| 'spiky'
	| 'flame'
	| 'mane'
	| 'short'
	| 'mohawk'
	| 'afro'
	| 'long'
	| 'bob'
	| 'bun'
	| 'pigtails'
	| 'tall'
export type HairLayers = { back: string; front: string }

/** The style follows race and gender; the exact cut is drawn from the entry's random source. */
export function hairStyle(
	hair: readonly string[],
	races: readonly string[],
	female: boolean,
	rng: Rng,
): HairStyle | null {
	if (hair.includes('Bald')) return null
	if (races[0] === 'Angel') return 'tall'
	if (races.includes('Saiyan'))
		return female ? rng.pick(['bob', 'pigtails', 'short']) : rng.pick(['spiky', 'spiky', 'flame', 'mane'])
	return female
		? rng.pick(['long', 'bob', 'bun', 'pigtails'])
		: rng.pick(['short', 'short', 'mohawk', 'afro', 'spiky', 'long'])
}

function spikes(layout: Layout, rng: Rng, upward: boolean, length: number): Point[] {
	const { x, y, r } = layout.head
	const count = Math.round(rng.range(6, 10))
	const outline: Point[] = []
	for (let i = 0; i <= count * 2; i++) {
		const angle = Math.PI * (1.08 + (0.84 * i) / (count * 2))
		const base: Point = [x + Math.cos(angle) * r * 1.02, y + Math.sin(angle) * r * 1.02 - r * 0.1]
		if (i % 2 === 0) {
			outline.push(base)
			continue
		}
		const reach = r * length * rng.range(0.6, 1.2)
		const dx = upward ? (base[0] - x) * 0.35 : Math.cos(angle) * reach
		const dy = upward ? -reach * 1.4 : Math.sin(angle) * reach
		outline.push([base[0] + dx, base[1] + dy])
	}
	return outline
}

function fringe(layout: Layout, rng: Rng, count: number, depth: number): Point[] {
	const { x, y, r } = layout.head
	const line: Point[] = []
	for (let i = 0; i <= count * 2; i++) {
		const px = x + r * (0.95 - (1.9 * i) / (count * 2))
		const down = i % 2 === 1 ? r * depth * rng.range(0.6, 1.1) : 0
		line.push([px, y - r * 0.35 + down])
	}
	return line
}

function cap(layout: Layout, height: number): Point[] {
	const { x, y, r } = layout.head
	const outline: Point[] = []
	for (let i = 0; i <= 12; i++) {
		const angle = Math.PI * (1.02 + (0.96 * i) / 12)
		outline.push([x + Math.cos(angle) * r * 1.08, y + Math.sin(angle) * r * height - r * 0.05])
	}
	return outline
}

function longBack(layout: Layout, colour: string, width: number, bottom: number): string {
	const { x, y, r } = layout.head
	const end = y + bottom
	return `<path d="M${x - r * width} ${y} Q${x - r * width * 1.1} ${end} ${x - r * width * 0.6} ${end} L${x + r * width * 0.6} ${end} Q${x + r * width * 1.1} ${end} ${x + r * width} ${y} Z" fill="${colour}"/>`
}

function frontOf(style: HairStyle, layout: Layout, rng: Rng, colour: string, second: string): string {
	const { x, y, r } = layout.head
	const bangs = polygon([...cap(layout, 1.05), ...fringe(layout, rng, 4, 0.45)], second)
	switch (style) {
		case 'spiky':
		case 'mane':
			return (
				polygon([...spikes(layout, rng, false, 0.85), ...fringe(layout, rng, 3, 0.6)], colour) +
				polygon(fringe(layout, rng, 3, 0.6), second)
			)
		case 'flame':
			return polygon([...spikes(layout, rng, true, 1.3), ...fringe(layout, rng, 2, 0.4)], colour)
		case 'mohawk':
			return polygon(
				[
					[x - r * 0.3, y - r * 0.8],
					[x, y - r * 2.1],
					[x + r * 0.3, y - r * 0.8],
				],
				colour,
			)
		case 'tall':
			return `<rect x="${x - r * 0.85}" y="${y - r * 2.6}" width="${r * 1.7}" height="${r * 2.2}" rx="${r * 0.7}" fill="${colour}"/>`
		case 'bun':
			return ellipse(x, y - r * 1.2, r * 0.5, r * 0.45, colour) + bangs
		case 'pigtails':
			return (
				ellipse(x - r * 1.25, y + r * 0.2, r * 0.38, r * 0.9, colour) +
				ellipse(x + r * 1.25, y + r * 0.2, r * 0.38, r * 0.9, colour) +
				bangs
			)
		default:
			return bangs
	}
}

function backOf(style: HairStyle, layout: Layout, colour: string): string {
	const { x, y, r } = layout.head
	if (style === 'mane') return longBack(layout, colour, 1.3, layout.waistY - y)
	if (style === 'long') return longBack(layout, colour, 1.15, r * 3.2)
	if (style === 'bob') return longBack(layout, colour, 1.2, r * 1.1)
	if (style === 'afro') return ellipse(x, y - r * 0.35, r * 1.5, r * 1.3, colour)
	return ''
}

export function drawHair(
	style: HairStyle | null,
	hair: readonly string[],
	layout: Layout,
	rng: Rng,
): HairLayers {
	if (style === null) return { back: '', front: '' }
	const colour = hairColour(hair[0])
	const second = hairColour(hair[1] ?? hair[0])
	return { back: backOf(style, layout, colour), front: frontOf(style, layout, rng, colour, second) }
}
