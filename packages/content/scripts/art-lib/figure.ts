import type { Rng } from './svg.ts'

export type Point = readonly [number, number]

/** Where a figure's joints sit on the canvas; race features and hair are drawn against it. */
export type Layout = {
	cx: number
	feetY: number
	height: number
	head: { x: number; y: number; r: number }
	shoulderY: number
	shoulderW: number
	waistY: number
	waistW: number
	hipY: number
	armW: number
	legW: number
	arms: [Point[], Point[]]
	legs: [Point[], Point[]]
}

export type Build = { height: number; bulk: number; headScale: number; female: boolean }

type ArmPose = 'down' | 'hips' | 'guard' | 'raised' | 'point' | 'charge' | 'cross'
type Stance = 'straight' | 'wide' | 'bent' | 'stride'

const ARM_POSES: readonly (readonly [ArmPose, ArmPose])[] = [
	['guard', 'guard'],
	['down', 'raised'],
	['hips', 'hips'],
	['cross', 'cross'],
	['charge', 'charge'],
	['down', 'point'],
	['guard', 'charge'],
	['hips', 'raised'],
	['down', 'down'],
	['point', 'guard'],
]
const STANCES: readonly Stance[] = ['straight', 'wide', 'bent', 'stride']

function arm(pose: ArmPose, side: number, shoulder: Point, upper: number, layout: Layout): Point[] {
	const [sx, sy] = shoulder
	const elbowAndHand: Record<ArmPose, [Point, Point]> = {
		down: [
			[sx + side * upper * 0.25, sy + upper * 0.95],
			[sx + side * upper * 0.35, sy + upper * 1.9],
		],
		hips: [
			[sx + side * upper * 0.9, sy + upper * 0.55],
			[layout.cx + side * layout.waistW * 1.05, layout.waistY],
		],
		guard: [
			[sx + side * upper * 0.55, sy + upper * 0.85],
			[sx - side * upper * 0.05, sy + upper * 0.15],
		],
		raised: [
			[sx + side * upper * 0.35, sy - upper * 0.85],
			[sx + side * upper * 0.25, sy - upper * 1.8],
		],
		point: [
			[sx + side * upper, sy + upper * 0.05],
			[sx + side * upper * 1.95, sy - upper * 0.1],
		],
		charge: [
			[sx + side * upper * 0.75, sy + upper * 0.7],
			[sx + side * upper * 1.3, sy + upper * 1.45],
		],
		cross: [
			[sx + side * upper * 0.3, sy + upper * 0.8],
			[layout.cx - side * layout.shoulderW * 0.55, sy + upper * 0.35],
		],
	}
	return [shoulder, ...elbowAndHand[pose]]
}

function leg(stance: Stance, side: number, hip: Point, length: number, feetY: number): Point[] {
	const [hx, hy] = hip
	const kneeY = hy + length * 0.48
	const knees: Record<Stance, [number, number]> = {
		straight: [hx + side * length * 0.03, hx + side * length * 0.06],
		wide: [hx + side * length * 0.22, hx + side * length * 0.42],
		bent: [hx + side * length * 0.36, hx + side * length * 0.3],
		stride: side < 0 ? [hx - length * 0.28, hx - length * 0.5] : [hx + length * 0.12, hx + length * 0.16],
	}
	const [kneeX, footX] = knees[stance]
	return [hip, [kneeX, kneeY], [footX, feetY]]
}

/** Places head, torso and limbs for a build and a pose drawn from the entry's own random source. */
export function layoutFigure(build: Build, rng: Rng): Layout {
	const height = 450 * build.height
	const feetY = 492
	const r = height * 0.094 * build.headScale
	const head = { x: 256, y: feetY - height + r, r }
	const shoulderY = head.y + r * 1.55
	const shoulderW = height * (build.female ? 0.1 : 0.125) * build.bulk
	const waistY = shoulderY + height * 0.26
	const layout: Layout = {
		cx: 256,
		feetY,
		height,
		head,
		shoulderY,
		shoulderW,
		waistY,
		waistW: shoulderW * (build.female ? 0.68 : 0.74) * Math.max(1, build.bulk * 0.9),
		hipY: waistY + height * 0.05,
		armW: height * 0.056 * build.bulk,
		legW: height * 0.068 * build.bulk,
		arms: [[], []],
		legs: [[], []],
	}
	return poseFigure(layout, rng)
}

function poseFigure(layout: Layout, rng: Rng): Layout {
	const [leftPose, rightPose] = rng.pick(ARM_POSES)
	const stance = rng.pick(STANCES)
	const upper = layout.height * 0.17
	const legLength = layout.feetY - layout.hipY
	const shoulder = (side: number): Point => [
		layout.cx + side * layout.shoulderW,
		layout.shoulderY + layout.armW * 0.3,
	]
	const hip = (side: number): Point => [layout.cx + side * layout.waistW * 0.55, layout.hipY]
	layout.arms = [
		arm(leftPose, -1, shoulder(-1), upper, layout),
		arm(rightPose, 1, shoulder(1), upper, layout),
	]
	layout.legs = [
		leg(stance, -1, hip(-1), legLength, layout.feetY),
		leg(stance, 1, hip(1), legLength, layout.feetY),
	]
	return layout
}
