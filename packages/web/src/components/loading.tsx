import { startTransition, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Accessible loading indicator: a status region named 'Loading' with a decorative spinner. */
export function Loading() {
	const { t } = useTranslation()
	return (
		<div className="loading" role="status" aria-label={t('loading')}>
			<span className="loading__spinner" aria-hidden="true" />
		</div>
	)
}

/** True once `ms` have passed since mount, so a loading screen shows at least that long (docs/product.md §4). */
export function useMinimumDelay(ms: number): boolean {
	const [isOver, setIsOver] = useState(false)
	useEffect(() => {
		// what shows next (a whole game) renders in a transition: React renders it in slices, and the
		// page answers input meanwhile instead of freezing for the one long task
		const timer = setTimeout(() => startTransition(() => setIsOver(true)), ms)
		return () => clearTimeout(timer)
	}, [ms])
	return isOver
}
