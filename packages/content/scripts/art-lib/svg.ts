import { createHash } from 'node:crypto'

/** A deterministic pseudo-random source seeded by a text (the same entry always draws the same art). */
export type Rng = {
	next: () => number
	pick: <T>(items: readonly T[]) => T
	range: (min: number, max: number) => number
}

export function hashOf(text: string): number {
	return createHash('sha256').update(text).digest().readUInt32LE(0)
}

/** mulberry32: tiny, fast and good enough to vary placeholder shapes. */
export function makeRng(seed: string): Rng {
	let state = hashOf(seed)
	function next(): number {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	return {
		next,
		pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
		range: (min: number, max: number) => min + next() * (max - min),
	}
}

export function hsl(hue: number, saturation: number, lightness: number): string {
	const s = saturation / 100
	const l = lightness / 100
	const a = s * Math.min(l, 1 - l)
	const channel = (n: number) => {
		const k = (n + hue / 30) % 12
		const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
		return Math.round(value * 255)
			.toString(16)
			.padStart(2, '0')
	}
	return `#${channel(0)}${channel(8)}${channel(4)}`
}

/** Rounds coordinates so the SVG text (and so the PNG) is stable and short. */
export function n(value: number): string {
	return String(Math.round(value * 10) / 10)
}

export function points(list: readonly (readonly [number, number])[]): string {
	return list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')
}

export function svgDocument(width: number, height: number, body: string): string {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/** A thick limb: a polyline with round caps and joins. */
export function limb(path: readonly (readonly [number, number])[], width: number, colour: string): string {
	const d = path.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(' ')
	return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
	return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`
}

export function polygon(list: readonly (readonly [number, number])[], fill: string): string {
	return `<polygon points="${points(list)}" fill="${fill}"/>`
}
