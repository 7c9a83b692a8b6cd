import {
	type DailyAnswer,
	encryptJson,
	gameNumeroAt,
	type Mode,
	type Region,
	regionForOffset,
} from '@dragondle/core'
import type { DailyAnswers } from './daily.ts'

export type Clock = () => number

export type TodayDeps = { daily: DailyAnswers; clock: Clock; launchDay: string }

export type Today = { mode: Mode; region: Region; gameNumero: number; answer: DailyAnswer }

/** The game being played now in a region: its number comes from the region's calendar day. */
export function todayIn(deps: TodayDeps, mode: Mode, region: Region): Today {
	const answer = deps.daily.answer(mode, region, gameNumeroAt(deps.clock(), region, deps.launchDay))
	return { mode, region, gameNumero: answer.game_numero, answer }
}

/** The game a player at `utcOffset` hours is playing now (DESIGN.md "Regions"). */
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

/**
 * Today's answers, encrypted once per mode, region and game (not once per request): the answer
 * routes and the cache bundle share them. A new game number seals the new answer.
 */
export function createSealedAnswers(deps: TodayDeps, answerKey: string) {
	const sealed = new Map<string, { gameNumero: number; value: Promise<SealedAnswer> }>()
	return (mode: Mode, region: Region): Promise<SealedAnswer> => {
		// the game number is arithmetic on the clock; the answer is looked up only when it changes
		const gameNumero = gameNumeroAt(deps.clock(), region, deps.launchDay)
		const key = `${mode}:${region}`
		const known = sealed.get(key)
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
		sealed.set(key, { gameNumero: today.gameNumero, value })
		return value
	}
}
