import { isSameName, type Mode, nextResetAt, regionForOffset } from '@dragondle/core'
import { useEffect, useRef } from 'react'
import { fetchAnswerName } from '../api-client.ts'

/** docs/product.md §4 "Daily rollover": the answer is asked again this many seconds before midnight, and at it. */
export const CHECK_BEFORE_RESET_S = [120, 90, 60, 30, 0] as const
/** Focus, visibility and load often fire together: one check per this long (docs/product.md §9). */
const RESUME_COOLDOWN_MS = 300
/** A background check is one attempt of 5 s (docs/product.md §7): it runs again at the next check point anyway. */
const BACKGROUND_CHECK = { waits: [], timeoutMs: 5000 } as const

type Watch = {
	mode: Mode
	utc: number
	answerName: string
	onChanged: () => void
	/** Only today's game rolls over; a past day's (the archive) is not watched. */
	isOn?: boolean
}

/**
 * Asks the server for today's answer name around the region's midnight and whenever the page comes
 * back (focus, visibility; 300 ms cool-down), and calls `onChanged` when it is no longer the one
 * being played (docs/product.md §4 "Daily rollover"): the device's clock and the server's may disagree, and
 * a tab left open overnight must not keep yesterday's game.
 */
export function useAnswerWatch({ mode, utc, answerName, onChanged, isOn = true }: Watch): void {
	const latest = useRef(onChanged)
	latest.current = onChanged
	// the clock, the network and the page's visibility are outside React: a subscription with cleanup
	useEffect(() => {
		if (!isOn) return undefined
		let isCurrent = true
		let lastResume = 0
		async function check() {
			const current = await fetchAnswerName(mode, utc, BACKGROUND_CHECK).catch(() => null)
			if (isCurrent && current !== null && !isSameName(current, answerName)) latest.current()
		}
		function handleResume() {
			if (document.visibilityState !== 'visible' || Date.now() - lastResume < RESUME_COOLDOWN_MS) return
			lastResume = Date.now()
			void check()
		}
		const now = Date.now()
		const reset = nextResetAt(now, regionForOffset(utc))
		const timers = CHECK_BEFORE_RESET_S.map((seconds) => reset - seconds * 1000 - now)
			.filter((wait) => wait > 0)
			.map((wait) => setTimeout(check, wait))
		window.addEventListener('focus', handleResume)
		document.addEventListener('visibilitychange', handleResume)
		return () => {
			isCurrent = false
			for (const timer of timers) clearTimeout(timer)
			window.removeEventListener('focus', handleResume)
			document.removeEventListener('visibilitychange', handleResume)
		}
	}, [mode, utc, answerName, isOn])
}
