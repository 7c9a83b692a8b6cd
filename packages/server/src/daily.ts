import type { ContentPack } from '@dragondle/content'
import {
	type Character,
	type DailyAnswer,
	type Mode,
	type PoolEntry,
	type Region,
	scheduleAnswers,
} from '@dragondle/core'

/** Schedules are computed this many games ahead, so most rollovers reuse the memoized one. */
const LOOKAHEAD = 30

type AnswerFields = Omit<DailyAnswer, 'game_numero' | 'yesterday'>

export type DailyAnswers = {
	/** The answer of game `gameNumero` (game 1 before launch), as the client decrypts it. */
	answer(mode: Mode, region: Region, gameNumero: number): DailyAnswer
}

/**
 * The daily answers: a pure function of the content pack, the schedule secret and the game number
 * (DESIGN.md "Daily schedule"). Schedules are memoized per (mode, region) and extended on demand.
 */
export function createDailyAnswers(content: ContentPack, secret: string): DailyAnswers {
	const keyAt = createScheduleCache(content, secret)
	const describe = createDescriber(content)
	return {
		answer(mode, region, gameNumero) {
			const numero = Math.max(1, gameNumero)
			const yesterday = numero > 1 ? describe(mode, keyAt(mode, region, numero - 1)).champion_name : null
			return { game_numero: numero, yesterday, ...describe(mode, keyAt(mode, region, numero)) }
		},
	}
}

function createDescriber(content: ContentPack): (mode: Mode, key: string) => AnswerFields {
	const characters = new Map(content.characters.map((entry) => [String(entry.championId), entry]))
	const fusions = new Map(content.fusions.map((entry) => [entry.id, entry]))
	const techniques = new Map(content.techniques.map((entry) => [entry.id, entry]))
	const nameOf = (championId: number) => find(characters, String(championId), 'character').championName
	return (mode, key) => {
		if (mode === 'fusion') return describeFusion(find(fusions, key, 'fusion'), nameOf)
		if (mode === 'technique') {
			const technique = find(techniques, key, 'technique')
			const imageUrl = `/art/techniques/${technique.id}.webp`
			const fields = { technique_name: technique.name, technique_imageUrl: imageUrl }
			return { champion_name: nameOf(technique.championId), clues: {}, ...fields }
		}
		const character = find(characters, key, 'character')
		const { x, y } = character.silhouette
		const extra = mode === 'silhouette' ? { silhouette_x: x, silhouette_y: y } : {}
		return { champion_name: character.championName, clues: cluesOf(character), ...extra }
	}
}

function describeFusion(
	fusion: ContentPack['fusions'][number],
	nameOf: (id: number) => string,
): AnswerFields {
	return {
		champion_name: nameOf(fusion.championId),
		clues: {},
		fusion_imageUrl: `/art/fusions/${fusion.id}.webp`,
		fusion_coordinates_x: fusion.x,
		fusion_coordinates_y: fusion.y,
		fusion_scale_factor: fusion.scale,
	}
}

function cluesOf(character: Character): Record<string, string> {
	return character.clue ? { clue: character.clue } : {}
}

function find<T>(entries: ReadonlyMap<string, T>, key: string, kind: string): T {
	const entry = entries.get(key)
	if (entry === undefined) throw new Error(`content pack: no ${kind} with key ${key}`)
	return entry
}

function createScheduleCache(content: ContentPack, secret: string) {
	const schedules = new Map<string, string[]>()
	return function keyAt(mode: Mode, region: Region, gameNumero: number): string {
		const id = `${mode}:${region}`
		let schedule = schedules.get(id) ?? []
		if (schedule.length < gameNumero) {
			const pool = poolOf(content, mode)
			if (pool.length === 0) throw new EmptyPoolError(mode)
			schedule = scheduleAnswers({ mode, region, pool, secret }, gameNumero + LOOKAHEAD)
			schedules.set(id, schedule)
		}
		const key = schedule[gameNumero - 1]
		if (key === undefined) throw new Error(`schedule of ${id} has no game ${gameNumero}`)
		return key
	}
}

function poolOf(content: ContentPack, mode: Mode): PoolEntry[] {
	if (mode === 'fusion') return content.fusions.map((entry) => ({ key: entry.id, since: entry.since }))
	if (mode === 'technique') return content.techniques.map((entry) => ({ key: entry.id, since: entry.since }))
	return content.characters.map((entry) => ({ key: String(entry.championId), since: entry.since }))
}

/** The pack has no entry for a mode, so that mode has no daily answer (the API answers 503). */
export class EmptyPoolError extends Error {
	readonly statusCode = 503
	constructor(mode: Mode) {
		super(`The content pack has no ${mode} entries yet`)
	}
}
