import { type Cut, drawArms, drawFace, drawLegs, drawNeckAndHead, drawTorso, type Palette } from './body.ts'
import { type Build, layoutFigure } from './figure.ts'
import { drawHair, type HairStyle, hairStyle } from './hair.ts'
import { raceLook } from './race.ts'
import { hsl, makeRng, type Rng } from './svg.ts'

/** The fields of a Classic entry that shape its placeholder figure. */
export type FigureSource = { championName: string; gender: string; race: string[]; hair: string[] }

/** A fusion form can recolour the hair, restyle it, or give the torso fur. */
export type FigureOverride = { hair?: string[]; style?: HairStyle; torso?: string }

export const CHARACTER_SIZE = 512

function makePalette(rng: Rng, skin: string): Palette {
	const hue = rng.range(0, 360)
	const gi = hsl(hue, rng.range(50, 80), rng.range(38, 56))
	return {
		skin,
		gi,
		accent: hsl(hue + rng.range(120, 240), 60, rng.range(30, 50)),
		trousers: rng.next() < 0.5 ? gi : hsl(hue + rng.range(-40, 40), 35, rng.range(18, 32)),
		boots: rng.pick(['#2b3a67', '#7a4a2a', '#e9e4d4', '#3a3a3a', '#b23a3a']),
		eyes: '#1b1b1b',
	}
}

function makeBuild(rng: Rng, female: boolean, tweak: Partial<Build>): Build {
	const child = rng.next() < 0.15
	return {
		height: child ? rng.range(0.66, 0.74) : rng.range(female ? 0.84 : 0.88, female ? 0.93 : 1),
		bulk: female ? rng.range(0.82, 0.95) : rng.range(0.9, 1.22),
		headScale: child ? 1.3 : 1,
		female,
		...tweak,
	}
}

/** The figure of a Classic entry as SVG markup on a 512 × 512 transparent canvas. */
export function drawCharacter(source: FigureSource, override: FigureOverride = {}): string {
	const rng = makeRng(`character:${source.championName}`)
	const female = source.gender === 'Female'
	const look = raceLook(source.race, rng)
	const palette = makePalette(rng, look.skin)
	if (look.cut.bare) palette.gi = look.skin
	if (source.race[0] === 'Frieza Race')
		Object.assign(palette, { trousers: look.skin, boots: look.skin, accent: '#7b4bb5' })
	if (override.torso !== undefined) palette.gi = override.torso
	const cut: Cut = {
		robe: look.cut.robe ?? false,
		baggy: look.cut.baggy ?? false,
		round: look.cut.round ?? false,
		sleeves: override.torso !== undefined || (!look.cut.bare && rng.next() < 0.4),
	}
	const layout = layoutFigure(makeBuild(rng, female, look.build), rng)
	const hair = override.hair ?? source.hair
	const style = override.style ?? hairStyle(hair, source.race, female, rng)
	const { back, front } = drawHair(style, hair, layout, rng)
	const body =
		look.back(layout) +
		back +
		drawLegs(layout, palette, cut) +
		drawTorso(layout, palette, cut) +
		drawArms(layout, palette, cut) +
		drawNeckAndHead(layout, palette, look.headShape) +
		drawFace(layout, palette) +
		front +
		look.front(layout)
	return rng.next() < 0.5 ? body : `<g transform="translate(${CHARACTER_SIZE} 0) scale(-1 1)">${body}</g>`
}
