import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { followPalette } from './palette.ts'
import { STORAGE_KEYS } from './storage/keys.ts'
import { writeValue } from './storage/store.ts'

// read from disk: Vitest hands CSS modules, `?raw` ones included, to tests as empty strings
const paletteCss = readFileSync(join(import.meta.dirname, 'palette.css'), 'utf8')
const tileCss = readFileSync(join(import.meta.dirname, 'modes/classic/classic.css'), 'utf8')
const siteCss = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8')

const RESULTS = ['good', 'partial', 'bad'] as const
const TILES = '.tile, .color-tutorial__item'
const TILE_SELECTORS = {
	default: TILES,
	'colour-blind':
		':root[data-palette="colour-blind"] .tile, :root[data-palette="colour-blind"] .color-tutorial__item',
}

/** The declarations of the rule whose selector list is exactly `selector` (whitespace aside). */
function declarations(css: string, selector: string): Map<string, string> {
	const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
	const rule = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].find(
		([, selectors]) => squash(selectors ?? '') === selector,
	)
	if (!rule) throw new Error(`no rule for ${selector}`)
	const pairs = (rule[2] ?? '').split(';').map((pair) => pair.split(':').map((part) => part.trim()))
	return new Map(pairs.filter(([name]) => name).map(([name = '', value = '']) => [name, value]))
}

function rgbOf(hex: string): [number, number, number] {
	const match = /^#([0-9a-f]{6})$/i.exec(hex)
	if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`)
	const value = Number.parseInt(match[1], 16)
	return [value >> 16, (value >> 8) & 255, value & 255]
}

/** sRGB channel (0–255) to linear light. */
function linear(channel: number): number {
	const c = channel / 255
	return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
	const luminance = (hex: string) => {
		const [r, g, b] = rgbOf(hex).map(linear) as [number, number, number]
		return 0.2126 * r + 0.7152 * g + 0.0722 * b
	}
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
	return (light + 0.05) / (dark + 0.05)
}

function tilePalette(palette: keyof typeof TILE_SELECTORS): Record<(typeof RESULTS)[number], string> {
	const rule = declarations(paletteCss, TILE_SELECTORS[palette])
	const colour = (result: string) => rule.get(`--${result}`) ?? ''
	return { good: colour('good'), partial: colour('partial'), bad: colour('bad') }
}

/** Each result of each palette. */
const EVERY_RESULT = (['default', 'colour-blind'] as const).flatMap((palette) =>
	RESULTS.map((result) => [palette, result] as const),
)

/** The tiles' text colour, as classic.css sets it. */
const TILE_TEXT = declarations(tileCss, '.tile').get('color') ?? ''

test.each(EVERY_RESULT)(
	'the %s palette’s %s tile has a contrast of at least 4.5:1 with the tile text',
	(palette, result) => {
		const background = tilePalette(palette)[result]
		expect(TILE_TEXT).toBe('#fff')
		expect(contrast(background, '#ffffff')).toBeGreaterThanOrEqual(4.5)
	},
)

const PAGE_SELECTORS = {
	default: ':root[data-palette="default"]',
	'colour-blind': ':root[data-palette="colour-blind"]',
}

/** A palette's page-level result colours: styles.css's, as palette.css overrides them. */
function pagePalette(palette: keyof typeof PAGE_SELECTORS): Record<(typeof RESULTS)[number], string> {
	const rule = new Map([
		...declarations(siteCss, ':root'),
		...declarations(paletteCss, PAGE_SELECTORS[palette]),
	])
	const colour = (result: string) => rule.get(`--${result}`) ?? ''
	return { good: colour('good'), partial: colour('partial'), bad: colour('bad') }
}

/** `rgb(r g b / a)` laid over a #rrggbb colour, as #rrggbb. */
function blend(rgba: string, below: string): string {
	const [r = 0, g = 0, b = 0, a = 1] = (rgba.match(/[\d.]+/g) ?? []).map(Number)
	const mixed = [r, g, b].map((channel, i) => Math.round(channel * a + (rgbOf(below)[i] ?? 0) * (1 - a)))
	return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Where page-level result colours are written: the page, its raised and card surfaces, and the page
 * under each of the body's glows at their brightest (styles.css).
 */
function pageSurfaces(): string[] {
	const site = declarations(siteCss, ':root')
	const page = site.get('--bg') ?? ''
	const glows = (declarations(siteCss, 'body').get('background') ?? '').match(/rgb\([^)]*\)/g) ?? []
	return [
		page,
		site.get('--bg-raised') ?? '',
		site.get('--bg-card') ?? '',
		...glows.map((glow) => blend(glow, page)),
	]
}

test.each(EVERY_RESULT)(
	'the %s palette’s %s words have a contrast of at least 4.5:1 on every surface of the page',
	(palette, result) => {
		const colour = pagePalette(palette)[result]
		const surfaces = pageSurfaces()
		expect(surfaces).toHaveLength(5)
		for (const surface of surfaces)
			expect(contrast(colour, surface), `${colour} on ${surface}`).toBeGreaterThanOrEqual(4.5)
	},
)

/**
 * Machado, Oliveira and Fernandes (2009), full severity, on linear RGB: how a colour looks with
 * each colour-vision deficiency.
 */
const DEFICIENCIES = {
	protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
	deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
	tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
}

/** CIELAB (D65) of a colour as seen through `matrix`. */
function seenLab(hex: string, matrix: number[]): [number, number, number] {
	const rgb = rgbOf(hex).map(linear)
	const [r = 0, g = 0, b = 0] = [0, 1, 2].map((row) => {
		const sum = [0, 1, 2].reduce((total, col) => total + (matrix[row * 3 + col] ?? 0) * (rgb[col] ?? 0), 0)
		return Math.min(1, Math.max(0, sum))
	})
	const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116)
	const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047)
	const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b)
	const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
	return [116 * y - 16, 500 * (x - y), 200 * (y - z)]
}

/** The smallest colour difference (CIE76) between two results of a palette, through `matrix`. */
function closestPair(palette: keyof typeof TILE_SELECTORS, matrix: number[]): number {
	const labs = Object.values(tilePalette(palette)).map((hex) => seenLab(hex, matrix))
	return Math.min(
		...labs.flatMap((a, i) => labs.slice(i + 1).map((b) => Math.hypot(...a.map((v, k) => v - (b[k] ?? 0))))),
	)
}

/** ΔE 25: two colours a glance tells apart (the default palette's green and red fall near 13). */
const DISTINCT = 25

test.each(Object.keys(DEFICIENCIES) as (keyof typeof DEFICIENCIES)[])(
	'the colour-blind palette keeps every tile result distinct with %s',
	(deficiency) => {
		expect(closestPair('colour-blind', DEFICIENCIES[deficiency])).toBeGreaterThanOrEqual(DISTINCT)
	},
)

test('the default palette is what colour-blind players need another one for', () => {
	expect(closestPair('default', DEFICIENCIES.protanopia)).toBeLessThan(DISTINCT)
})

afterEach(() => {
	delete document.documentElement.dataset.palette
})

test('the stored choice puts its palette on <html> at once and after each change', () => {
	writeValue(STORAGE_KEYS.colourBlind, true)
	const stop = followPalette()
	expect(document.documentElement).toHaveAttribute('data-palette', 'colour-blind')
	writeValue(STORAGE_KEYS.colourBlind, false)
	expect(document.documentElement).toHaveAttribute('data-palette', 'default')
	stop()
	writeValue(STORAGE_KEYS.colourBlind, true)
	expect(document.documentElement).toHaveAttribute('data-palette', 'default')
})
