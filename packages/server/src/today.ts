import {
	type DailyAnswer,
	encryptJson,
	gameNumeroAt,
	type Mode,
	REGIONS,
	type Region,
	regionForOffset,
} from '@dragondle/core'
import type { DailyAnswers } from './daily.ts'

export type Clock = () => number

export type TodayDeps = { daily: DailyAnswers; clock: Clock; launchDay: string }

export type Today = { mode: Mode; region: Region; gameNumero: number; answer: DailyAnswer }

/**
 * The game being played now in the region furthest behind: an entry not playable there yet is
 * played nowhere (practice, challenges), as it would spoil its first day.
 */
export function earliestGameNumero(clock: Clock, launchDay: string): number {
	const now = clock()
	return Math.min(...REGIONS.map((region) => gameNumeroAt(now, region, launchDay)))
}

/** The game being played now in a region: its number comes from the region's calendar day. */
export function todayIn(deps: TodayDeps, mode: Mode, region: Region): Today {
	const answer = deps.daily.answer(mode, region, gameNumeroAt(deps.clock(), region, deps.launchDay))
	return { mode, region, gameNumero: answer.game_numero, answer }
}

/** The game a player at `utcOffset` hours is playing now (docs/architecture.md "Regions"). */
export function todayFor(deps: TodayDeps, mode: Mode, utcOffset: number): Today {
	return todayIn(deps, mode, regionForOffset(utcOffset))
}

/**
 * Today's answer of one mode and region, encrypted for the client: the payload and the name alone,
 * and the answer routes' JSON bodies ready to send.
 */
export type SealedAnswer = {
	today: Today
	answer: string
	name: string
	answerBody: string
	nameBody: string
}

/** Today's answers, encrypted once per mode, region and game. */
export type SealedAnswers = {
	/** Today's answer in the region, sealed on its first use. */
	get(mode: Mode, region: Region): Promise<SealedAnswer>
	/**
	 * The same once it is sealed, without a promise to wait on: the cached routes answer from it at
	 * once (decision 091). Undefined until then (a game's first moments): call `get`.
	 */
	ready(mode: Mode, region: Region): SealedAnswer | undefined
}

/**
 * Today's answers, encrypted once per mode, region and game (not once per request): the answer
 * routes and the cache bundle share them. A new game number seals the new answer.
 */
export function createSealedAnswers(deps: TodayDeps, answerKey: string): SealedAnswers {
	type Entry = { gameNumero: number; value: Promise<SealedAnswer>; ready?: SealedAnswer }
	const sealed = new Map<string, Entry>()
	// the game number is arithmetic on the clock; the answer is looked up only when it changes
	// (kept under the number the clock gives, which before launch day is below the first game's)
	const numeroNow = (region: Region) => gameNumeroAt(deps.clock(), region, deps.launchDay)
	return {
		ready(mode, region) {
			const known = sealed.get(`${mode}:${region}`)
			return known?.gameNumero === numeroNow(region) ? known.ready : undefined
		},
		get(mode, region) {
			const gameNumero = numeroNow(region)
			const known = sealed.get(`${mode}:${region}`)
			if (known?.gameNumero === gameNumero) return known.value
			const today = todayIn(deps, mode, region)
			const value = Promise.all([
				encryptJson(today.answer, answerKey),
				encryptJson(today.answer.champion_name, answerKey),
			]).then(([answer, name]) => ({
				today,
				answer,
				name,
				answerBody: JSON.stringify({ data: answer }),
				nameBody: JSON.stringify({ data: name }),
			}))
			const entry: Entry = { gameNumero, value }
			// a failure reaches the callers of get(), who answer it; here it only leaves ready unset
			value.then((ready) => (entry.ready = ready)).catch(() => undefined)
			sealed.set(`${mode}:${region}`, entry)
			return value
		},
	}
}
