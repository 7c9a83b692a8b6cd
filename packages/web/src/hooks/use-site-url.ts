import { useSyncExternalStore } from 'react'

function subscribe(): () => void {
	// the address of the page never changes while it is open
	return () => undefined
}

/** The site's address (for share texts); empty when rendered without a browser. */
export function useSiteUrl(): string {
	return useSyncExternalStore(
		subscribe,
		() => window.location.origin,
		() => '',
	)
}
