import { useSyncExternalStore } from 'react'
import { siteOrigin } from '../server-origin.ts'

function subscribe(): () => void {
	// the address of the page never changes while it is open
	return () => undefined
}

/** The site's address (for share texts; the server's in the app); empty when rendered without a browser. */
export function useSiteUrl(): string {
	return useSyncExternalStore(subscribe, siteOrigin, () => '')
}
