import { MODES } from '@dragondle/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readModesDone } from '../storage/records.ts'
import { readValue, useValue, writeValue } from '../storage/store.ts'
import { UNKNOWN_GAME, useToday } from './use-today.ts'

/** The all-done dialog opens this long after the last game's end shows (docs/product.md §4, §9). */
export const ALL_DONE_DELAY_MS = 1000
/** Focus and visibility often fire together: one check per this long (docs/product.md §9). */
const RESUME_COOLDOWN_MS = 300

/**
 * Today's game number as far as "done today" goes (docs/product.md §4 "All games done", decision
 * 100): the one of the Classic answer kept on the device, which the server sent, while it is within a
 * day of the device clock's; the clock's when no Classic answer is kept or the kept one is older.
 */
export function doneDayOf(classicAnswer: number | null, clock: number): number {
	if (classicAnswer === null || clock === UNKNOWN_GAME) return clock
	return Math.abs(classicAnswer - clock) <= 1 ? classicAnswer : clock
}

/**
 * The day an all-done dialog belongs to: its game number and the clock's. When either changes (the
 * region's midnight, a new Classic answer) the dialog of the day before is no longer shown.
 */
function dayKeyOf(gameNumero: number, clock: number): string {
	return `${gameNumero}|${clock}`
}

export type DoneDay = { gameNumero: number; key: string }

/** The game number whose games count as today's, subscribed; `key` as `dayKeyOf`. */
export function useDoneDay(): DoneDay {
	const clock = useToday().gameNumero
	const classicAnswer = useValue(STORAGE_KEYS.todayAnswer.classic)?.gameNumero ?? null
	return useMemo(() => {
		const gameNumero = doneDayOf(classicAnswer, clock)
		return { gameNumero, key: dayKeyOf(gameNumero, clock) }
	}, [classicAnswer, clock])
}

type AllDone = {
	/** What a game's end calls when it shows. */
	onGameEnd: () => void
	/** The day of the dialog that may be shown now (`dayKeyOf`). */
	dayKey: string
}

/**
 * Opens the all-done dialog once a day (docs/product.md §4 "All games done"): 1 s after a game's end
 * shows when every mode of today is done, and on load and resume when they are and it was not shown
 * yet. `onAllDone` gets the day it opens for.
 */
export function useAllDone(onAllDone: (dayKey: string) => void): AllDone {
	const clock = useToday().gameNumero
	const { gameNumero, key } = useDoneDay()
	const latest = useRef({ clock, onAllDone })
	latest.current = { clock, onAllDone }
	// one pending check at a time, with functions that stay the same across renders
	const [checks] = useState(() => {
		let timer: ReturnType<typeof setTimeout> | undefined
		// the Classic answer is read afresh: a game loaded since the last render may have stored it
		function today() {
			const classicAnswer = readValue(STORAGE_KEYS.todayAnswer.classic)?.gameNumero ?? null
			return doneDayOf(classicAnswer, latest.current.clock)
		}
		function isDue(day: number) {
			return readModesDone(day).size >= MODES.length && readValue(STORAGE_KEYS.allDoneShown) !== day
		}
		function check() {
			const day = today()
			if (!isDue(day)) return
			writeValue(STORAGE_KEYS.allDoneShown, day)
			latest.current.onAllDone(dayKeyOf(day, latest.current.clock))
		}
		function checkSoon() {
			clearTimeout(timer)
			timer = setTimeout(check, ALL_DONE_DELAY_MS)
		}
		return {
			checkSoon,
			// decided when the page comes back, not a second later: a game won meanwhile opens the
			// dialog a second after its own end shows, not at once
			checkOnResume(day = today()) {
				if (isDue(day)) checkSoon()
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

	// on load, and when the day is learnt or changes: a prerendered page is taken over knowing no day,
	// and learns today's in the render after (use-today.ts), when every mode may turn out to be done
	useEffect(() => {
		checks.checkOnResume(gameNumero)
	}, [checks, gameNumero])

	return { onGameEnd: checks.checkSoon, dayKey: key }
}
