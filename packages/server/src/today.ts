import {
	type DailyAnswer,
	encryptJson,
	gameNumeroAt,
	MODES,
	type Mode,
	REGIONS,
	type Region,
	regionForOffset,
} from '@dragondle/core'
import { LRUCache } from 'lru-cache'
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
}

/**
 * Today's answers, encrypted once per mode, region and game (not once per request): the answer
 * routes and the cache bundle share them. A new game number seals the new answer; concurrent
 * first asks share one sealing, and a failed one is not kept (lru-cache's `fetch`, decision 121).
 */
export function createSealedAnswers(deps: TodayDeps, answerKey: string): SealedAnswers {
	type Game = { mode: Mode; region: Region }
	// today's and yesterday's game of every mode and region
	const sealed = new LRUCache<string, SealedAnswer, Game>({
		max: 2 * MODES.length * REGIONS.length,
		fetchMethod: async (_key, _stale, { context }) => seal(todayIn(deps, context.mode, context.region)),
	})
	async function seal(today: Today): Promise<SealedAnswer> {
		const [answer, name] = await Promise.all([
			encryptJson(today.answer, answerKey),
			encryptJson(today.answer.champion_name, answerKey),
		])
		return {
			today,
			answer,
			name,
			answerBody: JSON.stringify({ data: answer }),
			nameBody: JSON.stringify({ data: name }),
		}
	}
	return {
		// the key holds the number the clock gives (before launch day below the first game's), so
		// the answer is looked up only when it changes
		get: (mode, region) => {
			const key = `${mode}:${region}:${gameNumeroAt(deps.clock(), region, deps.launchDay)}`
			return sealed.forceFetch(key, { context: { mode, region } })
		},
	}
}
