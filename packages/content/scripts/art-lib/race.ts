import type { Build, Layout } from './figure.ts'
import { antennae, cape, curve, halo, horns, pointedEars, tail, topEars } from './race-features.ts'
import { ellipse, hsl, n, type Rng } from './svg.ts'

/** What a race changes about a figure: skin, proportions, clothing cut and extra outline features. */
export type RaceLook = {
	skin: string
	build: Partial<Build>
	cut: { robe?: boolean; baggy?: boolean; round?: boolean; bare?: boolean }
	back: (layout: Layout) => string
	front: (layout: Layout) => string
	headShape?: number
}

const HUMAN_SKINS = ['#f1c7a0', '#e8b48a', '#d9a074', '#c68a5e', '#f5d2b5']
const none = () => ''

type LookMaker = (rng: Rng, saiyanTail: boolean) => RaceLook

function humanLike(rng: Rng, saiyanTail: boolean): RaceLook {
	const side = rng.pick([-1, 1])
	const style = rng.pick([0, 1])
	return {
		skin: rng.pick(HUMAN_SKINS),
		build: {},
		cut: {},
		back: (layout) => (saiyanTail ? tail(layout, side, layout.legW * 0.42, '#6b3f1f', style) : ''),
		front: none,
	}
}

const LOOKS: Readonly<Record<string, LookMaker>> = {
	Namekian: (rng) => {
		const hasCape = rng.next() < 0.5
		return {
			skin: rng.pick(['#6fbf4a', '#5fae52', '#7fcf5a']),
			build: {},
			cut: {},
			back: (layout) => (hasCape ? cape(layout, '#f3f1ea') : ''),
			front: (layout) => antennae(layout, '#5a9e3e') + pointedEars(layout, '#6fbf4a', 0.5, 0.6),
		}
	},
	'Frieza Race': (rng) => {
		const horned = rng.next() < 0.5
		const side = rng.pick([-1, 1])
		const skin = rng.pick(['#f2eef5', '#e6e0f0', '#d9d4e8'])
		return {
			skin,
			build: { bulk: rng.range(0.85, 1.05) },
			cut: { bare: true },
			back: (layout) => tail(layout, side, layout.legW * 0.75, skin, 1),
			front: (layout) =>
				horned
					? horns(layout)
					: ellipse(
							layout.head.x,
							layout.head.y - layout.head.r * 0.75,
							layout.head.r * 0.82,
							layout.head.r * 0.6,
							'#7b4bb5',
						),
		}
	},
	Majin: (rng) => ({
		skin: rng.pick(['#f4a3c0', '#f08fb1', '#e9b0cf']),
		build: { bulk: rng.range(1.25, 1.45), height: rng.range(0.8, 0.92) },
		cut: { round: true, baggy: true },
		back: none,
		front: (layout) => {
			const { x, y, r } = layout.head
			return curve(
				`M${n(x)} ${n(y - r * 0.8)} C${n(x + r * 0.3)} ${n(y - r * 2.2)} ${n(x + r * 1.6)} ${n(y - r * 1.8)} ${n(x + r * 1.5)} ${n(y - r * 0.6)}`,
				r * 0.32,
				'#e48aab',
			)
		},
	}),
	Android: humanLike,
	Angel: (rng) => ({
		skin: rng.pick(['#a9c8e8', '#b6d0ec']),
		build: { bulk: 0.85, height: rng.range(0.92, 1) },
		cut: { robe: true },
		back: none,
		front: halo,
	}),
	'God of Destruction': (rng) => ({
		skin: rng.pick(['#8a6aa8', '#9b7bb8']),
		build: { bulk: rng.range(0.8, 0.95) },
		cut: { baggy: true, bare: true },
		back: none,
		front: (layout) => topEars(layout, '#8a6aa8', 1.6, false),
	}),
	Animal: (rng) => {
		const skin = rng.pick(['#f2a7b8', '#a8754a', '#b9b3a8'])
		const round = rng.next() < 0.6
		return {
			skin,
			build: { height: rng.range(0.6, 0.72), bulk: 1.2, headScale: 1.4 },
			cut: {},
			back: none,
			front: (layout) => topEars(layout, skin, round ? 1 : 0.9, round),
		}
	},
	Alien: (rng) => {
		const skin = hsl(rng.range(0, 360), 35, rng.range(45, 70))
		const cranium = rng.next() < 0.5
		return {
			skin,
			build: { bulk: rng.range(0.95, 1.4), height: rng.range(0.9, 1) },
			cut: {},
			headShape: cranium ? 1.1 : 1,
			back: none,
			front: (layout) =>
				cranium
					? ellipse(
							layout.head.x,
							layout.head.y - layout.head.r * 0.6,
							layout.head.r * 1.05,
							layout.head.r * 0.7,
							skin,
						)
					: topEars(layout, skin, 0.5, false),
		}
	},
	Kai: (rng) => {
		const skin = rng.pick(['#b9a3e3', '#7fb3e0', '#8fcf8a', '#f1c7a0'])
		return {
			skin,
			build: {},
			cut: {},
			back: none,
			front: (layout) =>
				pointedEars(layout, skin, 0.45, 0.4) +
				ellipse(
					layout.head.x - layout.head.r * 1.05,
					layout.head.y + layout.head.r * 0.45,
					layout.head.r * 0.16,
					layout.head.r * 0.16,
					'#f5c542',
				),
		}
	},
	Demon: (rng) => {
		const skin = rng.pick(['#c8504a', '#9a4fb0', '#d46a8c'])
		return {
			skin,
			build: { bulk: rng.range(1.05, 1.3) },
			cut: {},
			back: none,
			front: (layout) => horns(layout) + pointedEars(layout, skin, 0.4, 0.5),
		}
	},
	Dragon: (rng) => {
		const skin = rng.pick(['#3f9e5a', '#4a7fb5', '#b5a23f'])
		const side = rng.pick([-1, 1])
		return {
			skin,
			build: { bulk: rng.range(1.1, 1.35) },
			cut: { bare: true },
			back: (layout) => tail(layout, side, layout.legW * 0.9, skin, 0),
			front: (layout) => horns(layout) + topEars(layout, skin, 0.6, false),
		}
	},
	Tuffle: (rng) => {
		const skin = rng.pick(['#e3e6ea', '#d7dce4'])
		return {
			skin,
			build: { headScale: 1.2 },
			cut: {},
			headShape: 1.1,
			back: none,
			front: (layout) =>
				ellipse(
					layout.head.x,
					layout.head.y - layout.head.r * 0.55,
					layout.head.r * 1.05,
					layout.head.r * 0.75,
					skin,
				),
		}
	},
	Unknown: (rng) => {
		const skin = rng.pick(['#7fa6d8', '#9bc1a0'])
		return {
			skin,
			build: { height: rng.range(0.58, 0.7), headScale: 1.45 },
			cut: {},
			back: none,
			front: (layout) => pointedEars(layout, skin, 0.8, 0.9),
		}
	},
}

/** The look of the entry's first race with a special outline; Saiyan anywhere in the list may add a tail. */
export function raceLook(races: readonly string[], rng: Rng): RaceLook {
	const isSaiyan = races.includes('Saiyan')
	const saiyanTail = isSaiyan && rng.next() < (races.length === 1 ? 0.75 : 0.4)
	const special = races.find((race) => race in LOOKS && race !== 'Android')
	const make = special === undefined ? humanLike : (LOOKS[special] as LookMaker)
	return make(rng, saiyanTail)
}
