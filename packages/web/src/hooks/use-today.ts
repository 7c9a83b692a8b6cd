import { gameNumeroAt, nextResetAt, type Region } from '@dragondle/core'
import { useMemo, useSyncExternalStore } from 'react'
import { playerRegion, playerUtcOffset, runtimeConfig } from '../config.ts'
import { subscribe as subscribeToStorage } from '../storage/store.ts'

export type Today = { region: Region; utc: number; gameNumero: number }

/** A moment after the region's midnight, so the server has rolled over too when we ask it. */
const AFTER_RESET_MS = 1000
/** setTimeout's longest delay; a longer wait is simply re-armed. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1

/** The day as one string, so React sees a change only when the day (or the device's zone) changes. */
function currentDay(): string {
	const now = new Date()
	const region = playerRegion(now)
	return `${region}|${playerUtcOffset(now)}|${gameNumeroAt(now.getTime(), region, runtimeConfig().launchDay)}`
}

/**
 * Notifies at each of the region's midnights, when the tab comes back (its clock may have jumped),
 * and when a stored value changes (the region chosen in Settings).
 */
function subscribe(onChange: () => void): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined
	const arm = () => {
		const now = Date.now()
		const wait = Math.min(nextResetAt(now, playerRegion()) - now + AFTER_RESET_MS, MAX_TIMEOUT_MS)
		timer = setTimeout(() => {
			onChange()
			arm()
		}, wait)
	}
	arm()
	document.addEventListener('visibilitychange', onChange)
	const unsubscribe = subscribeToStorage(() => {
		clearTimeout(timer)
		arm()
		onChange()
	})
	return () => {
		unsubscribe()
		clearTimeout(timer)
		document.removeEventListener('visibilitychange', onChange)
	}
}

/**
 * The day of a page rendered ahead of any visit (the build's prerendered pages, decision 094): no
 * region, offset or game number is known there, and game number 0 says so.
 */
function unknownDay(): string {
	return `eu|0|${UNKNOWN_GAME}`
}

/** The game number of a page rendered ahead of any visit: no day is known. */
export const UNKNOWN_GAME = 0

/** Today's region, UTC offset and game number for this player (Settings' region, else the device's); components re-render when the day rolls over. */
export function useToday(): Today {
	const day = useSyncExternalStore(subscribe, currentDay, unknownDay)
	return useMemo(() => {
		const [region, utc, gameNumero] = day.split('|')
		const known: Region = region === 'us' ? 'us' : 'eu'
		return { region: known, utc: Number(utc), gameNumero: Number(gameNumero) }
	}, [day])
}
