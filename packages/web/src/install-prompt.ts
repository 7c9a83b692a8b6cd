import { useSyncExternalStore } from 'react'

/**
 * Chromium's install prompt event (not in TypeScript's DOM types: no other engine has it). It is
 * kept from when it fires until the player uses it, since it fires once, early, on any page.
 */
type InstallPromptEvent = Event & { prompt: () => Promise<unknown> }

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()

function notify() {
	for (const listener of listeners) listener()
}

function handleOffer(event: Event) {
	// the browser's own mini-infobar stays hidden: the menu's button offers the install instead
	event.preventDefault()
	deferred = event as InstallPromptEvent
	notify()
}

function handleInstalled() {
	deferred = null
	notify()
}

/**
 * Starts listening for the browser's install offer; start.tsx calls it once, before any render,
 * since the offer may come before the menu is shown. Returns the unsubscribe.
 */
export function listenForInstallPrompt(target: Window): () => void {
	target.addEventListener('beforeinstallprompt', handleOffer)
	target.addEventListener('appinstalled', handleInstalled)
	return () => {
		target.removeEventListener('beforeinstallprompt', handleOffer)
		target.removeEventListener('appinstalled', handleInstalled)
		handleInstalled()
	}
}

/** Shows the browser's install dialog; the event can be used once, so the offer is gone after. */
export async function promptInstall(): Promise<void> {
	const event = deferred
	if (event === null) return
	deferred = null
	notify()
	await event.prompt()
}

function subscribe(listener: () => void) {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

/** Whether the browser offers to install the app right now. */
export function useCanInstall(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => deferred !== null,
		() => false,
	)
}
