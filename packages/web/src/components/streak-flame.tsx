import { streakFlame } from '@dragondle/core'
import { useTranslation } from 'react-i18next'
import './streak-flame.css'

/** Flame colours by level (tens of the streak): warm yellow up to a hot blue-white. */
const LEVEL_COLOURS = [
	'#ffd166',
	'#ffb347',
	'#ff9a3c',
	'#ff7a1a',
	'#f25c2a',
	'#e23d3d',
	'#d6336c',
	'#b645c9',
	'#7a5cff',
	'#4ab3ff',
] as const

/** A lost streak's flame: burnt out, and still. */
const LOST_COLOUR = '#8a8f98'

const FLAME = 'M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 1.5-5 3-6 0 2.5 1.2 3.6 2.4 3.6 0-3.6-1.2-6.6.6-9.6z'
type Props = {
	streak: number
	/** No current streak, but there was one: the grey flame instead of nothing (docs/product.md §4 "Streak"). */
	isLost?: boolean
	size?: number
	/** Drawn beside a text that already says the streak: hidden from assistive tech. */
	isDecorative?: boolean
}

/**
 * One flame, swaying from its foot; `className` says which (the middle one, or a side one). Its heart,
 * when it has one, is the same shape drawn smaller inside it.
 */
function Flame({ colour, core, className }: { colour: string; core: string | null; className: string }) {
	return (
		<g className={className}>
			<path d={FLAME} fill={colour} stroke="#7a2e00" strokeWidth="0.8" />
			{core === null ? null : <path d={FLAME} fill={core} transform="translate(6 8.5) scale(0.5)" />}
		</g>
	)
}

/** The birthday cake and its candle, every 365 days in a row. */
function Cake() {
	return (
		<g className="streak-flame__cake">
			<rect x="4" y="19" width="16" height="7" rx="1.5" fill="#f3ead2" stroke="#7a2e00" strokeWidth="0.8" />
			<rect x="11" y="14" width="2" height="5" fill="#4ab3ff" />
		</g>
	)
}

/**
 * Our own animated streak art (docs/product.md §4 "Streak", decision 101): nothing at 0, or a grey flame
 * when a streak was lost; else a flickering flame whose colour steps up every 10 days, with a pale heart
 * under 100 days and a white-hot one after (20 looks, cycling by hundreds), a side flame more past 99,
 * 199, 299 and 999, and a cake on each 365th day. It keeps still for players who prefer reduced motion.
 */
export function StreakFlame({ streak, isLost = false, size = 28, isDecorative = false }: Props) {
	const { t } = useTranslation()
	const flame = streakFlame(streak)
	if (flame === null && !isLost) return null
	const colour = flame === null ? LOST_COLOUR : (LEVEL_COLOURS[flame.level] ?? LEVEL_COLOURS[0])
	const core = flame === null ? null : streak >= 100 ? '#fffdf5' : '#ffe9a8'
	const sides = Array.from({ length: flame?.sideFlames ?? 0 }, (_, index) => index)
	const art = (
		<>
			{sides.map((index) => (
				<g
					key={index}
					opacity="0.75"
					transform={`translate(${index % 2 === 0 ? -8 - index * 2 : 12 + index * 2} 8) scale(0.6)`}
				>
					<Flame colour={colour} core={null} className="streak-flame__side" />
				</g>
			))}
			<Flame colour={colour} core={core} className="streak-flame__fire" />
			{flame?.isCake ? <Cake /> : null}
		</>
	)
	const box = {
		className: flame === null ? 'streak-flame streak-flame--lost' : 'streak-flame',
		width: size,
		height: size,
		viewBox: '-8 0 40 26',
	}
	if (isDecorative) {
		return (
			<svg {...box} aria-hidden="true">
				{art}
			</svg>
		)
	}
	const label = flame === null ? t('stats.streakLost') : t('stats.streakLabel', { count: streak })
	return (
		<svg {...box} role="img" aria-label={flame?.isCake ? `${label}. ${t('stats.birthday')}` : label}>
			{art}
		</svg>
	)
}
