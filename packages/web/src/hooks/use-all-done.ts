import { MODES } from '@dragondle/core'
import { useEffect, useRef, useState } from 'react'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readModesDone } from '../storage/records.ts'
import { readValue, writeValue } from '../storage/store.ts'
import { useToday } from './use-today.ts'

/** The all-done dialog opens this long after the last game's end shows (docs/product.md §4, §9). */
export const ALL_DONE_DELAY_MS = 1000
/** Focus and visibility often fire together: one check per this long (docs/product.md §9). */
const RESUME_COOLDOWN_MS = 300

/**
 * Opens the all-done dialog once a day (docs/product.md §4 "All games done"): 1 s after a game's end shows
 * when every mode of today is done, and on load and resume when they are and it was not shown yet.
 * Returns what a game's end calls when it shows.
 */
export function useAllDone(onAllDone: () => void): () => void {
	const { gameNumero } = useToday()
	const latest = useRef({ gameNumero, onAllDone })
	latest.current = { gameNumero, onAllDone }
	// one pending check at a time, with functions that stay the same across renders
	const [checks] = useState(() => {
		let timer: ReturnType<typeof setTimeout> | undefined
		function isDue(today = latest.current.gameNumero) {
			return readModesDone(today).size >= MODES.length && readValue(STORAGE_KEYS.allDoneShown) !== today
		}
		function check() {
			if (!isDue()) return
			writeValue(STORAGE_KEYS.allDoneShown, latest.current.gameNumero)
			latest.current.onAllDone()
		}
		function checkSoon() {
			clearTimeout(timer)
			timer = setTimeout(check, ALL_DONE_DELAY_MS)
		}
		return {
			checkSoon,
			// decided when the page comes back, not a second later: a game won meanwhile opens the
			// dialog a second after its own end shows, not at once
			checkOnResume(today?: number) {
				if (isDue(today)) checkSoon()
			},
			cancel: () => clearTimeout(timer),
		}
	})

	// resuming the page is an event from outside React: listened to, with cleanup
	useEffect(() => {
		let last = 0
		function handleResume() {
			if (document.visibilityState !== 'visible' || Date.now() - last < RESUME_COOLDOWN_MS) return
			last = Date.now()
			checks.checkOnResume()
		}
		window.addEventListener('focus', handleResume)
		document.addEventListener('visibilitychange', handleResume)
		return () => {
			checks.cancel()
			window.removeEventListener('focus', handleResume)
			document.removeEventListener('visibilitychange', handleResume)
		}
	}, [checks])

	// on load, and when the day is learnt: a prerendered page is taken over knowing no day, and
	// learns today's in the render after (use-today.ts), when every mode may turn out to be done
	useEffect(() => {
		checks.checkOnResume(gameNumero)
	}, [checks, gameNumero])

	return checks.checkSoon
}
