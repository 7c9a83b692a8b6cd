import { useEffect, useRef, useState } from 'react'

/** How long 'Copied' shows (docs/product.md §9: the token's and the clipboard's notes, 5 s). */
export const COPIED_NOTE_MS = 5000

export type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Copies text to the clipboard and says how it went: 'copied' for a while, then idle again;
 * 'failed' (the browser refused) stays, so the caller can offer the text to select by hand.
 */
export function useCopy(noteMs: number = COPIED_NOTE_MS) {
	const [state, setState] = useState<CopyState>('idle')
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
	useEffect(() => () => clearTimeout(timer.current), [])
	async function copy(text: string) {
		clearTimeout(timer.current)
		try {
			await navigator.clipboard.writeText(text)
			setState('copied')
			timer.current = setTimeout(() => setState('idle'), noteMs)
		} catch {
			setState('failed')
		}
	}
	return { state, copy }
}
