import { hsl, n, type Rng } from './svg.ts'

export const SCENE_WIDTH = 640
export const SCENE_HEIGHT = 480

/** An opaque backdrop: a sky gradient, far hills and a ground line, in hues drawn from the entry's seed. */
export function backdrop(rng: Rng, dark: boolean): string {
	const hue = rng.range(0, 360)
	const top = hsl(hue, 45, dark ? 12 : 55)
	const bottom = hsl(hue + 30, 50, dark ? 28 : 80)
	const horizon = SCENE_HEIGHT * rng.range(0.68, 0.8)
	let hills = `M0 ${n(horizon)}`
	for (let x = 0; x <= SCENE_WIDTH; x += 80) hills += ` L${x} ${n(horizon - rng.range(0, 60))}`
	hills += ` L${SCENE_WIDTH} ${SCENE_HEIGHT} L0 ${SCENE_HEIGHT} Z`
	const ground = `<rect x="0" y="${n(horizon + 20)}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${hsl(hue + 60, 30, dark ? 16 : 42)}"/>`
	return (
		`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
		`<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>` +
		`<path d="${hills}" fill="${hsl(hue + 40, 25, dark ? 20 : 55)}"/>` +
		ground +
		(dark ? stars(rng) : '')
	)
}

function stars(rng: Rng): string {
	let svg = ''
	for (let i = 0; i < 24; i++) {
		const r = rng.range(0.8, 2.2)
		svg += `<circle cx="${n(rng.range(0, SCENE_WIDTH))}" cy="${n(rng.range(0, SCENE_HEIGHT * 0.55))}" r="${n(r)}" fill="#ffffff" opacity="${n(rng.range(0.4, 0.9))}"/>`
	}
	return svg
}

/** A soft glow: concentric translucent discs (cheaper and more predictable than an SVG blur filter). */
export function glow(cx: number, cy: number, radius: number, colour: string, rings = 5): string {
	let svg = ''
	for (let i = rings; i >= 1; i--) {
		svg += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n((radius * i) / rings)}" fill="${colour}" opacity="${n(0.12 + 0.5 / rings)}"/>`
	}
	return svg
}

/** A flame-edged aura around a figure standing at (cx, feetY). */
export function aura(rng: Rng, cx: number, feetY: number, height: number, colour: string): string {
	const width = height * 0.42
	const cy = feetY - height * 0.5
	let d = ''
	const count = 18
	for (let i = 0; i <= count; i++) {
		const angle = Math.PI * (0.5 + (2 * i) / count)
		const outward = i % 2 === 1 ? rng.range(1.1, 1.35) : 0.95
		const stretch = Math.sin(angle) < 0 ? 1.25 : 1
		const x = cx + Math.cos(angle) * width * outward
		const y = cy + Math.sin(angle) * height * 0.55 * outward * stretch
		d += `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)} `
	}
	return (
		`<path d="${d}Z" fill="${colour}" opacity="0.35"/>` +
		`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(width * 0.8)}" ry="${n(height * 0.5)}" fill="${colour}" opacity="0.4"/>`
	)
}
