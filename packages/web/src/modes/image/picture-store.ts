import { useSyncExternalStore } from 'react'
import { apiOrigin } from '../../server-origin.ts'

/**
 * The image modes' pictures, downloaded and decoded once per page whatever redraws them, with
 * where each stands: the stage draws a picture once it is here, and the guess box waits for it
 * (offline, guesses made without the picture were wasted blind). A picture that failed
 * loads again when the browser is back online, or when the player asks.
 */
export type Picture =
	| { status: 'loading' }
	| { status: 'failed' }
	| { status: 'ready'; image: HTMLImageElement }

const LOADING: Picture = { status: 'loading' }
const FAILED: Picture = { status: 'failed' }
const pictures = new Map<string, Picture>()
const listeners = new Set<() => void>()

function set(url: string, picture: Picture): void {
	pictures.set(url, picture)
	for (const listener of listeners) listener()
}

/** Starts downloading `url` unless it is here or on its way; a failed one is tried again. */
export function requestPicture(url: string): void {
	const known = pictures.get(url)
	if (known !== undefined && known.status !== 'failed') return
	set(url, LOADING)
	const image = new Image()
	image.decoding = 'async'
	image.onload = () => set(url, { status: 'ready', image })
	image.onerror = () => set(url, FAILED)
	// In the app the pages come from the device but the pictures only from the server (their names
	// are keyed by the server's secret): asked across origins, with CORS so the canvas stays readable.
	const origin = apiOrigin()
	if (origin !== '') image.crossOrigin = 'anonymous'
	image.src = `${origin}${url}`
}

/** Back online: every picture that failed loads again. */
function retryFailed(): void {
	for (const [url, picture] of pictures) if (picture.status === 'failed') requestPicture(url)
}

function subscribe(listener: () => void): () => void {
	if (listeners.size === 0) window.addEventListener('online', retryFailed)
	listeners.add(listener)
	return () => {
		listeners.delete(listener)
		if (listeners.size === 0) window.removeEventListener('online', retryFailed)
	}
}

/** Where the picture at `url` stands; loading until an effect has asked for it (requestPicture). */
export function usePicture(url: string): Picture {
	return useSyncExternalStore(
		subscribe,
		() => pictures.get(url) ?? LOADING,
		() => LOADING,
	)
}

/** The image modes' guess box waits while their picture is not here (ModeDefinition.useGuessesWait). */
export function usePictureWait(url: string): boolean {
	return usePicture(url).status !== 'ready'
}
