import { useCallback, useSyncExternalStore } from 'react'

/** docs/product.md §9: the narrow layout, the app banner and the info box's limit (600 px or less). */
export const NARROW_SCREEN = '(max-width: 600px)'

/** Whether a media query matches now, re-rendering when it changes (a resize, a rotation); false on a server. */
export function useMediaQuery(query: string): boolean {
	const subscribe = useCallback(
		(onChange: () => void) => {
			const list = window.matchMedia(query)
			list.addEventListener('change', onChange)
			return () => list.removeEventListener('change', onChange)
		},
		[query],
	)
	return useSyncExternalStore(
		subscribe,
		() => window.matchMedia(query).matches,
		() => false,
	)
}
