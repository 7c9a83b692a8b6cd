import { streakFlame } from '@dragondle/core'
import { useTranslation } from 'react-i18next'

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

const FLAME = 'M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 1.5-5 3-6 0 2.5 1.2 3.6 2.4 3.6 0-3.6-1.2-6.6.6-9.6z'

type Props = {
	streak: number
	size?: number
	/** Drawn beside a text that already says the streak: hidden from assistive tech. */
	isDecorative?: boolean
}

/**
 * Our own streak art (docs/product.md §4 "Streak"): nothing at 0; a flame that warms every 10 days (and again
 * each hundred), side flames past 99, 199, 299 and 999, and a cake on each 365th day.
 */
export function StreakFlame({ streak, size = 28, isDecorative = false }: Props) {
	const { t } = useTranslation()
	const flame = streakFlame(streak)
	if (flame === null) return null
	const colour = LEVEL_COLOURS[flame.level] ?? LEVEL_COLOURS[0]
	const sides = Array.from({ length: flame.sideFlames }, (_, index) => index)
	const label = t('stats.streakLabel', { count: streak })
	const art = (
		<>
			{sides.map((index) => (
				<path
					key={index}
					d={FLAME}
					fill={colour}
					opacity="0.7"
					transform={`translate(${index % 2 === 0 ? -8 - index * 2 : 12 + index * 2} 8) scale(0.6)`}
				/>
			))}
			<path d={FLAME} fill={colour} stroke="#7a2e00" strokeWidth="0.8" />
			{flame.isCake ? (
				<g className="streak-flame__cake">
					<rect
						x="4"
						y="19"
						width="16"
						height="7"
						rx="1.5"
						fill="#f3ead2"
						stroke="#7a2e00"
						strokeWidth="0.8"
					/>
					<rect x="11" y="14" width="2" height="5" fill="#4ab3ff" />
				</g>
			) : null}
		</>
	)
	const box = { className: 'streak-flame', width: size, height: size, viewBox: '-8 0 40 26' }
	return isDecorative ? (
		<svg {...box} aria-hidden="true">
			{art}
		</svg>
	) : (
		<svg {...box} role="img" aria-label={flame.isCake ? `${label}. ${t('stats.birthday')}` : label}>
			{art}
		</svg>
	)
}
