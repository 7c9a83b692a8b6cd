import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { startOutbound, trackPageView } from './outbound.ts'

/**
 * Counts each page the player is shown (its path, never its query) and starts the other outbound
 * services the operator set up (decision 099). Called once, inside the router.
 */
export function usePageAnalytics(): void {
	// once the app has taken the page over; from here rather than main.tsx, whose every dynamic
	// import is a step of the start that a first visit pays for as a chunk (decision 097)
	useEffect(startOutbound, [])
	const [pathname] = useLocation()
	useEffect(() => trackPageView(pathname), [pathname])
}
