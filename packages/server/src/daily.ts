import type { ContentPack } from '@dragondle/content'
import { type ArtNames, loadArtNames } from '@dragondle/content/art-names'
import { translatedCluesOf } from '@dragondle/content/translations'
import {
	type AnswerSource,
	answerPictureOf,
	type ChallengeBody,
	type Character,
	clueKeyOf,
	type DailyAnswer,
	type DailyAnswerOf,
	type Fusion,
	isPlayableEntry,
	isSameName,
	MODE_RULES,
	type Mode,
	type PoolEntry,
	type PracticeSeries,
	practiceSeriesOf,
	type Region,
	scheduleAnswers,
	type Technique,
} from '@dragondle/core'

/** Schedules are computed this many games ahead, so most rollovers reuse the memoized one. */
const LOOKAHEAD = 30

/** A mode's answer as the pack describes it; the day adds its number and yesterday's name. */
type Payload<M extends Mode> = Omit<DailyAnswerOf<M>, 'game_numero' | 'yesterday'>

/** The pack's entries by schedule key, and the opaque names of their pictures. */
type PackIndex = {
	character(key: string): Character
	fusion(key: string): Fusion
	technique(key: string): Technique
	nameOf(championId: number): string
	art: ArtNames
}

/** What a drawn key of a mode's pool tells the player. */
type ModeSource<M extends Mode> = {
	payload(key: string, pack: PackIndex): Payload<M>
}

const idPool = (entries: readonly { id: string; since?: number }[]) =>
	entries.map((entry) => ({ key: entry.id, since: entry.since }))

/** The schedule's pool of each kind of answer (core's MODE_RULES says which kind a mode draws). */
const POOLS: Record<AnswerSource, (content: ContentPack) => PoolEntry[]> = {
	characters: (content) =>
		content.characters.map((entry) => ({ key: String(entry.championId), since: entry.since })),
	fusions: (content) => idPool(content.fusions),
	techniques: (content) => idPool(content.techniques),
}

/**
 * What the character modes say of their answer: its name and its clue, when the pack has one, in
 * English and in every language that translates it (decision 103); the page shows its player's.
 */
function characterFields(character: Character): Pick<Payload<Mode>, 'champion_name' | 'clues'> {
	if (!character.clue) return { champion_name: character.championName, clues: {} }
	const clues: Record<string, string> = { [clueKeyOf('en')]: character.clue }
	for (const [language, clue] of Object.entries(translatedCluesOf(character.championId))) {
		clues[clueKeyOf(language)] = clue
	}
	return { champion_name: character.championName, clues }
}

/**
 * Every mode's source. The mapped type makes the compiler insist on each mode and its whole payload,
 * and lets `MODE_SOURCES[mode]` be read as the source of that very mode.
 */
const MODE_SOURCES: { [M in Mode]: ModeSource<M> } = {
	classic: {
		payload: (key, pack) => ({ mode: 'classic', ...characterFields(pack.character(key)) }),
	},
	fusion: {
		payload: (key, pack) => fusionPayload(pack.fusion(key), pack),
	},
	technique: {
		payload: (key, pack) => techniquePayload(pack.technique(key), pack),
	},
	silhouette: {
		payload: (key, pack) => silhouettePayload(pack.character(key), pack),
	},
}

function fusionPayload(fusion: Fusion, pack: PackIndex): Payload<'fusion'> {
	return {
		mode: 'fusion',
		champion_name: pack.nameOf(fusion.championId),
		clues: {},
		fusion_imageUrl: pack.art.fusion(fusion.id),
		fusion_coordinates_x: fusion.x,
		fusion_coordinates_y: fusion.y,
		fusion_late_x: fusion.late.x,
		fusion_late_y: fusion.late.y,
		fusion_scale_factor: fusion.scale,
		fusion_components: fusion.components.map((championId) => pack.nameOf(championId)),
	}
}

function techniquePayload(technique: Technique, pack: PackIndex): Payload<'technique'> {
	return {
		mode: 'technique',
		champion_name: pack.nameOf(technique.championId),
		clues: {},
		technique_name: technique.name,
		technique_imageUrl: pack.art.technique(technique.id),
	}
}

function silhouettePayload(character: Character, pack: PackIndex): Payload<'silhouette'> {
	return {
		mode: 'silhouette',
		...characterFields(character),
		silhouette_x: character.silhouette.x,
		silhouette_y: character.silhouette.y,
		silhouette_late_x: character.silhouette.late.x,
		silhouette_late_y: character.silhouette.late.y,
		silhouette_imageUrl: pack.art.silhouette(character.championId),
	}
}

/** A mode's schedule pool: every entry that may be its answer, with the first game it may be. */
export function poolOf(content: ContentPack, mode: Mode): PoolEntry[] {
	return POOLS[MODE_RULES[mode].answersFrom](content)
}

export type DailyAnswers = {
	/** The answer of game `gameNumero` (game 1 before launch), as the client decrypts it. */
	answer<M extends Mode>(mode: M, region: Region, gameNumero: number): DailyAnswerOf<M>
	/**
	 * A practice answer (decision 084): the entry `pick(n)` of the mode's pool (of one series, for the
	 * character modes) already playable on game `today` (entries `since` a later game stay secret),
	 * shaped as game 1's; null when no entry is of that series.
	 */
	practice<M extends Mode>(
		mode: M,
		today: number,
		series: PracticeSeries | undefined,
		pick: (n: number) => number,
	): DailyAnswerOf<M> | null
	/**
	 * The index in the mode's pool of the answer named so (Technique: and its attack; with a picture,
	 * the entry shown in it, as each of Fusion's forms is), or null; only an entry playable on game
	 * `today` is found (a later one stays secret).
	 */
	indexOf(mode: Mode, named: AnswerNamed, today: number): number | null
	/**
	 * The answer at `index` of the mode's pool, shaped as game 1's; null past the pool's end or when
	 * that entry is not playable on game `today` yet.
	 */
	atIndex<M extends Mode>(mode: M, index: number, today: number): DailyAnswerOf<M> | null
}

/** How a challenger names the answer they played (decision 084). */
export type AnswerNamed = Pick<ChallengeBody, 'name' | 'technique' | 'picture'>

/** How the daily answers are drawn: the install's secret. */
export type DrawSettings = { secret: string }

/**
 * The daily answers: a pure function of the content pack, the schedule secret and the game number
 * (docs/architecture.md "Daily schedule"). Schedules are memoized per (mode, region) and extended on demand.
 * Pictures are named by `artNames`, by default from the pack's source art.
 */
export function createDailyAnswers(
	content: ContentPack,
	draw: DrawSettings,
	artNames: ArtNames = loadArtNames(draw.secret),
): DailyAnswers {
	const keyAt = createScheduleCache(content, draw)
	const pack = indexPack(content, artNames)
	// a pool entry shaped as game 1's answer (the cast as in answer() below)
	const gameOneAnswer = <M extends Mode>(mode: M, key: string) =>
		({ game_numero: 1, yesterday: null, ...MODE_SOURCES[mode].payload(key, pack) }) as DailyAnswerOf<M>
	return {
		answer(mode, region, gameNumero) {
			const numero = Math.max(1, gameNumero)
			const payload = (n: number) => MODE_SOURCES[mode].payload(keyAt(mode, region, n), pack)
			const yesterday = numero > 1 ? payload(numero - 1).champion_name : null
			// TypeScript cannot see that a generic Omit<DailyAnswerOf<M>, …> plus the omitted fields is
			// DailyAnswerOf<M> again; MODE_SOURCES's type is what checks each payload.
			return { game_numero: numero, yesterday, ...payload(numero) } as DailyAnswerOf<typeof mode>
		},
		practice(mode, today, series, pick) {
			const isOfSeries = (key: string) =>
				series === undefined || practiceSeriesOf(pack.character(key)) === series
			const pool = poolOf(content, mode).filter(
				(entry) => isPlayableEntry(entry, today) && isOfSeries(entry.key),
			)
			const entry = pool[pick(pool.length)]
			return entry === undefined ? null : gameOneAnswer(mode, entry.key)
		},
		indexOf(mode, { name, technique, picture }, today) {
			const index = poolOf(content, mode).findIndex((entry) => {
				if (!isPlayableEntry(entry, today)) return false
				const answer: DailyAnswer = gameOneAnswer(mode, entry.key)
				const isAttack =
					technique === undefined || answer.mode !== 'technique' || answer.technique_name === technique
				// a picture names one entry, so the picture of another entry (or any, in Classic) matches none
				const isPicture = picture === undefined || answerPictureOf(answer) === picture
				return isSameName(answer.champion_name, name) && isAttack && isPicture
			})
			return index < 0 ? null : index
		},
		atIndex(mode, index, today) {
			const entry = poolOf(content, mode)[index]
			return entry === undefined || !isPlayableEntry(entry, today) ? null : gameOneAnswer(mode, entry.key)
		},
	}
}

function indexPack(content: ContentPack, art: ArtNames): PackIndex {
	const characters = new Map(content.characters.map((entry) => [String(entry.championId), entry]))
	const fusions = new Map(content.fusions.map((entry) => [entry.id, entry]))
	const techniques = new Map(content.techniques.map((entry) => [entry.id, entry]))
	const character = (key: string) => find(characters, key, 'character')
	return {
		character,
		fusion: (key) => find(fusions, key, 'fusion'),
		technique: (key) => find(techniques, key, 'technique'),
		nameOf: (championId) => character(String(championId)).championName,
		art,
	}
}

function find<T>(entries: ReadonlyMap<string, T>, key: string, kind: string): T {
	const entry = entries.get(key)
	if (entry === undefined) throw new Error(`content pack: no ${kind} with key ${key}`)
	return entry
}

function createScheduleCache(content: ContentPack, { secret }: DrawSettings) {
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

/** The pack has no entry for a mode, so that mode has no daily answer (the API answers 503). */
export class EmptyPoolError extends Error {
	readonly statusCode = 503
	constructor(mode: Mode) {
		super(`The content pack has no ${mode} entries yet`)
	}
}
