import type { Region } from './api.ts'

/** Offset of each region's day start from UTC, in hours (docs/architecture.md "Regions"). */
export const REGION_OFFSET_HOURS: Readonly<Record<Region, number>> = { eu: 2, us: -6 }
export const DEFAULT_LAUNCH_DAY = '2026-01-01'
export const DAY_MS = 86_400_000

const HOUR_MS = 3_600_000
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Distance between two UTC offsets around the 24-hour clock (−10 and +12 are 2 hours apart). */
function clockDistance(a: number, b: number): number {
	const d = (((a - b) % 24) + 24) % 24
	return Math.min(d, 24 - d)
}

/** The region's wall-clock time at `nowMs`, as epoch-like milliseconds. */
function regionClockMs(nowMs: number, region: Region): number {
	return nowMs + REGION_OFFSET_HOURS[region] * HOUR_MS
}

/**
 * The last day parsed: callers pass the same launch day every time, and the server works out a game
 * number on every answer it serves, where parsing and checking the day was its costliest step.
 */
let lastParsed: { day: string; ms: number } | undefined

/** Epoch ms of a 'YYYY-MM-DD' day's midnight UTC, or NaN when it is no day of the calendar. */
function midnightOf(day: string): number {
	const ms = DAY_PATTERN.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN
	return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN
}

/** Whether `day` is a 'YYYY-MM-DD' day of the calendar: the pattern alone would take 2026-02-30. */
export function isCalendarDay(day: string): boolean {
	return !Number.isNaN(midnightOf(day))
}

/** Epoch ms of a 'YYYY-MM-DD' day's midnight UTC; a RangeError for anything else. */
function parseDay(day: string): number {
	if (day === lastParsed?.day) return lastParsed.ms
	const ms = midnightOf(day)
	if (Number.isNaN(ms)) throw new RangeError(`expected a day like 2026-01-01, got ${day}`)
	lastParsed = { day, ms }
	return ms
}

/**
 * The region whose offset is nearer to the player's UTC offset in hours, measured around the
 * 24-hour clock; a tie goes to eu.
 */
export function regionForOffset(utcOffsetHours: number): Region {
	const toEu = clockDistance(utcOffsetHours, REGION_OFFSET_HOURS.eu)
	const toUs = clockDistance(utcOffsetHours, REGION_OFFSET_HOURS.us)
	return toUs < toEu ? 'us' : 'eu'
}

/** The calendar day ('YYYY-MM-DD') it is in the region's clock at `nowMs`. */
export function regionDay(nowMs: number, region: Region): string {
	return new Date(regionClockMs(nowMs, region)).toISOString().slice(0, 10)
}

/**
 * Game number at `nowMs`: whole days from `launchDay` to the region's current day, plus 1
 * (so the launch day is game 1). Days before launch give numbers below 1.
 */
export function gameNumeroAt(nowMs: number, region: Region, launchDay: string = DEFAULT_LAUNCH_DAY): number {
	return Math.floor((regionClockMs(nowMs, region) - parseDay(launchDay)) / DAY_MS) + 1
}

/** The calendar day ('YYYY-MM-DD') of game `gameNumero` in its region's clock: the launch day is game 1. */
export function dayOfGame(gameNumero: number, launchDay: string = DEFAULT_LAUNCH_DAY): string {
	return new Date(parseDay(launchDay) + (gameNumero - 1) * DAY_MS).toISOString().slice(0, 10)
}

/** The instant (epoch ms) of the region's next midnight strictly after `nowMs`. */
export function nextResetAt(nowMs: number, region: Region): number {
	const clockMs = regionClockMs(nowMs, region)
	const nextMidnight = (Math.floor(clockMs / DAY_MS) + 1) * DAY_MS
	return nowMs + (nextMidnight - clockMs)
}

export type Countdown = { hours: number; minutes: number; seconds: number; totalMs: number }

/** Time left until the region's next reset, split into whole hours, minutes and seconds. */
export function countdownTo(nowMs: number, region: Region): Countdown {
	const totalMs = nextResetAt(nowMs, region) - nowMs
	return {
		hours: Math.floor(totalMs / HOUR_MS),
		minutes: Math.floor(totalMs / 60_000) % 60,
		seconds: Math.floor(totalMs / 1000) % 60,
		totalMs,
	}
}

/** The birthday logo shows on positive multiples of 365. */
export function isBirthday(gameNumero: number): boolean {
	return Number.isInteger(gameNumero) && gameNumero > 0 && gameNumero % 365 === 0
}
