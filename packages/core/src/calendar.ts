import type { Region } from './api.ts'

/** Offset of each region's day start from UTC, in hours (DESIGN.md "Regions"). */
export const REGION_OFFSET_HOURS: Readonly<Record<Region, number>> = { eu: 2, us: -6 }
export const DEFAULT_LAUNCH_DAY = '2026-01-01'
export const DAY_MS = 86_400_000

/**
 * The region whose offset is nearer to the player's UTC offset in hours, measured around the
 * 24-hour clock; a tie goes to eu.
 */
export function regionForOffset(utcOffsetHours: number): Region {
	throw new Error(`not implemented ${utcOffsetHours}`)
}

/** The calendar day ('YYYY-MM-DD') it is in the region's clock at `nowMs`. */
export function regionDay(nowMs: number, region: Region): string {
	throw new Error(`not implemented ${nowMs} ${region}`)
}

/**
 * Game number at `nowMs`: whole days from `launchDay` to the region's current day, plus 1
 * (so the launch day is game 1). Days before launch give numbers below 1.
 */
export function gameNumeroAt(nowMs: number, region: Region, launchDay: string = DEFAULT_LAUNCH_DAY): number {
	throw new Error(`not implemented ${nowMs} ${region} ${launchDay}`)
}

/** The instant (epoch ms) of the region's next midnight strictly after `nowMs`. */
export function nextResetAt(nowMs: number, region: Region): number {
	throw new Error(`not implemented ${nowMs} ${region}`)
}

export type Countdown = { hours: number; minutes: number; seconds: number; totalMs: number }

/** Time left until the region's next reset, split into whole hours, minutes and seconds. */
export function countdownTo(nowMs: number, region: Region): Countdown {
	throw new Error(`not implemented ${nowMs} ${region}`)
}

/** The birthday logo shows on positive multiples of 365. */
export function isBirthday(gameNumero: number): boolean {
	throw new Error(`not implemented ${gameNumero}`)
}
