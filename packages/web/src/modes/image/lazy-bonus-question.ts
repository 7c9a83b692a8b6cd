import { lazy } from 'react'

/**
 * The bonus question (game/bonus-question.tsx) that Fusion's and Technique's ends show: its own
 * chunk, after the win only, so it stays out of the first visit; a chunk that fails to load asks
 * nothing.
 */
export const BonusQuestion = lazy(() =>
	import('../../game/bonus-question.tsx').then(
		(module) => ({ default: module.BonusQuestion }),
		() => ({ default: () => null }),
	),
)
