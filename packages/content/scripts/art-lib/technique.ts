import { backdrop, SCENE_HEIGHT, SCENE_WIDTH } from './scene.ts'
import { hsl, makeRng, svgDocument } from './svg.ts'
import { type AttackColours, SHAPES, type ShapeName } from './technique-shapes.ts'

/** The fields of a Technique entry that shape its art. */
export type TechniqueSource = { id: string; name: string }

/** Ids whose name alone would pick the wrong shape. */
const SHAPE_OVERRIDES: Readonly<Record<string, ShapeName>> = {
	'special-beam-cannon': 'spiral',
	'big-bang-attack': 'sphere',
	'burning-attack': 'sphere',
	'tri-beam': 'triangle',
	'time-skip': 'clock',
	hakai: 'erase',
	'double-sunday': 'beam',
	'evil-containment-wave': 'spiral',
	'human-extinction-attack': 'barrage',
	'stardust-breaker': 'sphere',
	'body-change': 'beam',
	'recoome-eraser-gun': 'beam',
	'stone-spit': 'barrage',
	kaioken: 'fist',
}

/** Name keywords → shape, checked in order. */
const SHAPE_KEYWORDS: readonly [RegExp, ShapeName][] = [
	[/spiral|drill|makanko/, 'spiral'],
	[/disc|disk|saw|cutter|saucer/, 'disc'],
	[/hurricane|tornado|whirl/, 'spiral'],
	[/ghost/, 'ghosts'],
	[/sword|blade|slash|saber/, 'slash'],
	[/grenade|barrage|volley|storm|rain|salvo|bullet|shower|meteor/, 'barrage'],
	[/bomb|ball|sphere|orb|nova|planet|bang|flare|burst|explosion|impact|barrier|shield/, 'sphere'],
	[/fist|punch|kick|knuckle|smash|claw|crush|rush|strike/, 'fist'],
	[/hakai|destroy|erase|vanish/, 'erase'],
	[/time|skip|stop|clock/, 'clock'],
	[/^tri|\btri-|triangle/, 'triangle'],
	[/beam|cannon|gun|flash|wave|hameha|blast|ray|masenko|kamehame/, 'beam'],
]

const C = (core: string, glow: string): AttackColours => ({ core, glow })

/** Colours a player associates with an attack, by id; other attacks use keyword colours or a hue of their own. */
const COLOUR_OVERRIDES: Readonly<Record<string, AttackColours>> = {
	kamehameha: C('#f4fbff', '#4fb3ff'),
	'spirit-bomb': C('#f4fbff', '#6ec6ff'),
	'final-flash': C('#fffbe0', '#ffd23a'),
	'galick-gun': C('#f3e6ff', '#8e44ad'),
	'big-bang-attack': C('#e6f3ff', '#2f6fd6'),
	'special-beam-cannon': C('#fff6b0', '#b565d8'),
	'hellzone-grenade': C('#f7ffd6', '#d4e84a'),
	masenko: C('#fffbe0', '#f7d43a'),
	'destructo-disc': C('#fffbe0', '#f5c542'),
	'death-ball': C('#ffd2a6', '#e2452c'),
	'tri-beam': C('#fffbe0', '#f2c94c'),
	'wolf-fang-fist': C('#ffffff', '#7fb3ff'),
	'burning-attack': C('#fff0c2', '#f39c34'),
	'super-ghost-kamikaze-attack': C('#f4f4f8', '#b5c3e8'),
	'spirit-sword': C('#fbe6ff', '#c86be0'),
	hakai: C('#e9d6ff', '#7a3cc2'),
	'time-skip': C('#ffd6dc', '#c0392b'),
	'chocolate-beam': C('#ffe0ef', '#f06ba8'),
	kaioken: C('#ffe0d6', '#e0433a'),
	'dragon-fist': C('#fff6c2', '#f2b632'),
	'body-change': C('#e8ffe0', '#4caf50'),
	'stone-spit': C('#e6e2da', '#8d8578'),
	'stardust-breaker': C('#f6d6ff', '#6a1b9a'),
}

const COLOUR_KEYWORDS: readonly [RegExp, AttackColours][] = [
	[/black|rose/, C('#ffe0ef', '#e0407a')],
	[/flash|solar|masenko|disc|light/, C('#fffbe0', '#ffd23a')],
	[/death|supernova|fire|burn|flame|blaze/, C('#ffd2a6', '#e2452c')],
	[/galick|dark|hakai|shadow|evil|negative|karma/, C('#f3e6ff', '#8e44ad')],
	[/kamehameha|spirit|ice|frost/, C('#f4fbff', '#4fb3ff')],
]

export function shapeOf(technique: TechniqueSource): ShapeName {
	const name = technique.name.toLowerCase()
	const byKeyword = SHAPE_KEYWORDS.find(([pattern]) => pattern.test(name))?.[1]
	if (SHAPE_OVERRIDES[technique.id] !== undefined) return SHAPE_OVERRIDES[technique.id] as ShapeName
	if (byKeyword !== undefined) return byKeyword
	return makeRng(`shape:${technique.id}`).pick(Object.keys(SHAPES) as ShapeName[])
}

export function coloursOf(technique: TechniqueSource): AttackColours {
	const override = COLOUR_OVERRIDES[technique.id]
	if (override !== undefined) return override
	const byKeyword = COLOUR_KEYWORDS.find(([pattern]) => pattern.test(technique.name.toLowerCase()))?.[1]
	if (byKeyword !== undefined) return byKeyword
	const hue = makeRng(`colour:${technique.id}`).range(0, 360)
	return C(hsl(hue, 90, 90), hsl(hue, 75, 55))
}

/** An opaque 640 × 480 image of the attack: its shape and colours over a dark, seeded backdrop. */
export function drawTechnique(technique: TechniqueSource): string {
	const rng = makeRng(`technique:${technique.id}`)
	const shape = SHAPES[shapeOf(technique)]
	return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, backdrop(rng, true) + shape(rng, coloursOf(technique)))
}
