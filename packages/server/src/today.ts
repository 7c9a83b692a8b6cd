import { type DailyAnswer, gameNumeroAt, type Mode, type Region, regionForOffset } from '@dragondle/core'
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
