import { glow, SCENE_WIDTH } from './scene.ts'
import { ellipse, n, polygon, type Rng } from './svg.ts'

/** The two colours of an attack: its bright core and the glow around it. */
export type AttackColours = { core: string; glow: string }
type Shape = (rng: Rng, colours: AttackColours) => string

const W = SCENE_WIDTH

function beam(rng: Rng, { core, glow: halo }: AttackColours, y = rng.range(180, 280)): string {
	const tilt = n(rng.range(-12, 12))
	const body =
		`<rect x="110" y="${n(y - 70)}" width="620" height="140" rx="70" fill="${halo}" opacity="0.45"/>` +
		`<rect x="110" y="${n(y - 42)}" width="620" height="84" rx="42" fill="${halo}"/>` +
		`<rect x="120" y="${n(y - 18)}" width="620" height="36" rx="18" fill="${core}"/>`
	return `<g transform="rotate(${tilt} 110 ${n(y)})">${body}</g>${glow(110, y, 95, halo)}${glow(110, y, 40, core, 2)}`
}

function sphere(rng: Rng, { core, glow: halo }: AttackColours): string {
	const cx = rng.range(260, 380)
	const cy = rng.range(150, 210)
	const r = rng.range(110, 140)
	let rays = ''
	for (let i = 0; i < 12; i++) {
		const angle = (Math.PI * 2 * i) / 12 + rng.range(0, 0.2)
		const [x, y] = [cx + Math.cos(angle) * r * 1.55, cy + Math.sin(angle) * r * 1.55]
		rays += `<path d="M${n(cx)} ${n(cy)} L${n(x)} ${n(y)}" stroke="${halo}" stroke-width="5" opacity="0.6"/>`
	}
	return (
		rays +
		glow(cx, cy, r * 1.35, halo) +
		ellipse(cx, cy, r * 0.8, r * 0.8, core) +
		ellipse(cx - r * 0.25, cy - r * 0.3, r * 0.2, r * 0.14, '#ffffff')
	)
}

function disc(rng: Rng, { core, glow: halo }: AttackColours): string {
	const cx = W / 2
	const cy = rng.range(190, 250)
	const teeth: [number, number][] = []
	for (let i = 0; i < 48; i++) {
		const angle = (Math.PI * 2 * i) / 48
		const r = i % 2 === 0 ? 1.12 : 1
		teeth.push([cx + Math.cos(angle) * 210 * r, cy + Math.sin(angle) * 42 * r])
	}
	return `<g transform="rotate(${n(rng.range(-10, 10))} ${cx} ${n(cy)})">${polygon(teeth, halo)}${ellipse(cx, cy, 175, 30, core)}${ellipse(cx, cy, 60, 10, '#ffffff')}</g>`
}

function barrage(rng: Rng, colours: AttackColours): string {
	let svg = ''
	const count = Math.round(rng.range(16, 24))
	for (let i = 0; i < count; i++) {
		const angle = (Math.PI * 2 * i) / count
		const [x, y] = [
			W / 2 + Math.cos(angle) * rng.range(150, 240),
			220 + Math.sin(angle) * rng.range(110, 160),
		]
		svg += glow(x, y, rng.range(18, 30), colours.glow, 3) + ellipse(x, y, 9, 9, colours.core)
	}
	return svg + glow(W / 2, 220, 40, colours.core, 3)
}

function spiral(rng: Rng, colours: AttackColours): string {
	const y = rng.range(200, 260)
	let d = `M110 ${n(y)}`
	for (let x = 110; x <= W; x += 8) d += ` L${x} ${n(y + Math.sin((x - 110) / 22) * 46)}`
	return (
		`<rect x="100" y="${n(y - 14)}" width="560" height="28" rx="14" fill="${colours.core}"/>` +
		`<path d="${d}" stroke="${colours.glow}" stroke-width="14" fill="none"/>` +
		glow(100, y, 70, colours.glow, 3)
	)
}

function fist(rng: Rng, colours: AttackColours): string {
	let lines = ''
	for (let i = 0; i < 14; i++) {
		const y = rng.range(90, 390)
		lines += `<path d="M${n(rng.range(0, 120))} ${n(y)} L${n(rng.range(200, 320))} ${n(y)}" stroke="${colours.glow}" stroke-width="${n(rng.range(3, 8))}" stroke-linecap="round"/>`
	}
	const claws = [0, 1, 2]
		.map(
			(i) =>
				`<path d="M${380 + i * 40} 110 Q${430 + i * 40} 240 ${400 + i * 40} 380" stroke="${colours.core}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
		)
		.join('')
	const hand =
		`<rect x="250" y="170" width="150" height="130" rx="40" fill="${colours.glow}"/>` +
		[0, 1, 2, 3].map((i) => ellipse(400, 188 + i * 32, 26, 18, colours.glow)).join('')
	return lines + glow(330, 235, 150, colours.core, 4) + hand + claws
}

function slash(rng: Rng, colours: AttackColours): string {
	const angle = n(rng.range(-40, -20))
	const blade = polygon(
		[
			[40, 240],
			[560, 220],
			[630, 240],
			[560, 260],
		],
		colours.glow,
	)
	const edge = polygon(
		[
			[60, 240],
			[560, 232],
			[610, 240],
			[560, 248],
		],
		colours.core,
	)
	return `<g transform="rotate(${angle} 320 240)">${glow(320, 240, 60, colours.glow, 3)}${blade}${edge}</g>`
}

function triangle(rng: Rng, colours: AttackColours): string {
	const cx = rng.range(280, 360)
	const frame = `<polygon points="${cx},90 ${cx + 150},350 ${cx - 150},350" fill="${colours.glow}" opacity="0.5" stroke="${colours.core}" stroke-width="18" stroke-linejoin="round"/>`
	return glow(cx, 260, 230, colours.glow, 4) + frame + glow(cx, 265, 60, colours.core, 3)
}

function erase(rng: Rng, colours: AttackColours): string {
	let bits = ''
	for (let i = 0; i < 40; i++) {
		const size = rng.range(6, 22)
		bits += `<rect x="${n(rng.range(340, 600))}" y="${n(rng.range(80, 380))}" width="${n(size)}" height="${n(size)}" fill="${colours.core}" opacity="${n(rng.range(0.3, 1))}" transform="rotate(${n(rng.range(0, 90))} 470 230)"/>`
	}
	return glow(220, 230, 150, colours.glow, 5) + ellipse(220, 230, 70, 70, colours.core) + bits
}

function ghosts(rng: Rng, colours: AttackColours): string {
	let svg = ''
	for (let i = 0; i < 5; i++) {
		const [x, y, s] = [110 + i * 105 + rng.range(-15, 15), rng.range(150, 300), rng.range(0.8, 1.15)]
		const body = `<path d="M${n(x - 36 * s)} ${n(y + 40 * s)} L${n(x - 36 * s)} ${n(y)} A${n(36 * s)} ${n(36 * s)} 0 0 1 ${n(x + 36 * s)} ${n(y)} L${n(x + 36 * s)} ${n(y + 40 * s)} L${n(x + 18 * s)} ${n(y + 28 * s)} L${n(x)} ${n(y + 40 * s)} L${n(x - 18 * s)} ${n(y + 28 * s)} Z" fill="${colours.core}"/>`
		svg +=
			glow(x, y + 10, 55 * s, colours.glow, 3) +
			body +
			ellipse(x - 12 * s, y, 6 * s, 9 * s, '#2b2b3a') +
			ellipse(x + 12 * s, y, 6 * s, 9 * s, '#2b2b3a')
	}
	return svg
}

function clock(rng: Rng, colours: AttackColours): string {
	const [cx, cy] = [rng.range(280, 360), 230]
	let rings = ''
	for (let i = 1; i <= 4; i++)
		rings += `<circle cx="${n(cx)}" cy="${cy}" r="${i * 45}" fill="none" stroke="${colours.glow}" stroke-width="${12 - i * 2}" opacity="${n(1 - i * 0.18)}"/>`
	const hands = `<path d="M${n(cx)} ${cy} L${n(cx)} ${cy - 120} M${n(cx)} ${cy} L${n(cx + 80)} ${cy + 30}" stroke="${colours.core}" stroke-width="12" stroke-linecap="round"/>`
	return rings + hands + ellipse(cx, cy, 14, 14, colours.core)
}

/** Every attack shape; the art of a technique is one of these over a dark backdrop. */
export const SHAPES = {
	beam,
	sphere,
	disc,
	barrage,
	spiral,
	fist,
	slash,
	triangle,
	erase,
	ghosts,
	clock,
} satisfies Record<string, Shape>
export type ShapeName = keyof typeof SHAPES
