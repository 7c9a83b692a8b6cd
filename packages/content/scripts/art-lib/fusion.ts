import { CHARACTER_SIZE, drawCharacter, type FigureOverride, type FigureSource } from './character.ts'
import { aura, backdrop, SCENE_HEIGHT, SCENE_WIDTH } from './scene.ts'
import { makeRng, n, svgDocument } from './svg.ts'

/** The fields of a Fusion entry that shape its scene. */
export type FusionSource = { id: string; form: string }

type FormLook = { aura: string; override: FigureOverride; sparks: boolean }

/**
 * Form keywords → aura and hair, checked in order so 'super saiyan blue' is blue, not gold
 * ('Super Vegito' is the Super Saiyan form).
 * Colours follow what a player expects of a form; the shapes are our own.
 */
const FORMS: readonly [RegExp, FormLook][] = [
	[/\b(blue|ssb|ssgss)\b/, { aura: '#4fa3ff', override: { hair: ['Blue'] }, sparks: false }],
	[
		/\b(ss4|ssj4|super saiyan 4)\b/,
		{ aura: '#e0433a', override: { hair: ['Black'], style: 'mane', torso: '#b8353b' }, sparks: false },
	],
	[
		/\b(ss3|ssj3|super saiyan 3)\b/,
		{ aura: '#f5c542', override: { hair: ['Gold'], style: 'mane' }, sparks: true },
	],
	[
		/\b(ss2|ssj2|super saiyan 2)\b/,
		{ aura: '#f5c542', override: { hair: ['Gold'], style: 'flame' }, sparks: true },
	],
	[/\b(rose)\b/, { aura: '#f06292', override: { hair: ['Pink'] }, sparks: false }],
	[/\b(ultra|ui)\b/, { aura: '#d9e4f5', override: { hair: ['Silver'] }, sparks: false }],
	[/\b(god)\b/, { aura: '#e2474b', override: { hair: ['Red'] }, sparks: false }],
	[
		/\b(ss|ssj|super|golden)\b/,
		{ aura: '#f5c542', override: { hair: ['Gold'], style: 'flame' }, sparks: false },
	],
	[/\b(evil|dark|majin|xeno|corrupted)\b/, { aura: '#8e44ad', override: {}, sparks: true }],
]
const BASE: FormLook = { aura: '#f2f6ff', override: {}, sparks: false }

export function formLook(fusion: FusionSource): FormLook {
	const text = `${fusion.form} ${fusion.id.replaceAll('-', ' ')}`.toLowerCase()
	return FORMS.find(([pattern]) => pattern.test(text))?.[1] ?? BASE
}

function sparks(rng: ReturnType<typeof makeRng>, colour: string): string {
	let svg = ''
	for (let i = 0; i < 5; i++) {
		let x = rng.range(200, 440)
		let y = rng.range(60, 300)
		let d = `M${n(x)} ${n(y)}`
		for (let step = 0; step < 4; step++) {
			x += rng.range(-18, 18)
			y += rng.range(12, 24)
			d += ` L${n(x)} ${n(y)}`
		}
		svg += `<path d="${d}" stroke="${colour}" stroke-width="3" fill="none" stroke-linejoin="bevel"/>`
	}
	return svg
}

/** An opaque 640 × 480 scene: backdrop, the form's aura, then the fused character's figure. */
export function drawFusion(fusion: FusionSource, character: FigureSource): string {
	const rng = makeRng(`fusion:${fusion.id}`)
	const look = formLook(fusion)
	const scale = (SCENE_HEIGHT * 0.92) / CHARACTER_SIZE
	const left = SCENE_WIDTH / 2 - (CHARACTER_SIZE * scale) / 2
	const top = SCENE_HEIGHT - CHARACTER_SIZE * scale - 8
	const body =
		backdrop(rng, rng.next() < 0.5) +
		aura(rng, SCENE_WIDTH / 2, SCENE_HEIGHT - 20, SCENE_HEIGHT * 0.8, look.aura) +
		`<g transform="translate(${n(left)} ${n(top)}) scale(${Math.round(scale * 1000) / 1000})">${drawCharacter(character, look.override)}</g>` +
		(look.sparks ? sparks(rng, '#e8f4ff') : '')
	return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, body)
}
