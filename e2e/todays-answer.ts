import { loadContent } from '@dragondle/content'
import { loadArtNames } from '@dragondle/content/art-names'
import {
	type Character,
	compareCharacters,
	type DailyAnswer,
	type DailyAnswerOf,
	findCharacterByName,
	gameNumeroAt,
	nextResetAt,
	type Region,
	searchCharacters,
	type Tile,
} from '@dragondle/core'
import { createDailyAnswers, loadConfig } from '@dragondle/server'
import { E2E_ENV } from './playwright.config.ts'

const RESULT_WORDS: Record<Tile['result'], string> = {
	good: 'correct',
	partial: 'partially correct',
	bad: 'incorrect',
	superior: 'answer is higher',
	inferior: 'answer is lower',
}

/** The daily answers as the server under test computes them: same pack, same draw, same picture names. */
export function serverAnswers() {
	const content = loadContent()
	const config = loadConfig(E2E_ENV, process.cwd())
	const draw = { secret: config.scheduleSecret }
	return { content, daily: createDailyAnswers(content, draw, loadArtNames(config.scheduleSecret)) }
}

/** Today's Classic answer as the server computes it: same pack, same secret, same clock. */
export function todaysClassic(region: Region, nowMs = Date.now()) {
	const { content, daily } = serverAnswers()
	const gameNumero = gameNumeroAt(nowMs, region, E2E_ENV.LAUNCH_DAY)
	const { champion_name } = daily.answer('classic', region, gameNumero)
	const answer = findCharacterByName(champion_name, content.characters)
	if (!answer) throw new Error(`no character named ${champion_name}`)
	/** A wrong guess that shows as many different kinds of tile as possible. */
	const wrong = content.characters
		.filter((character) => character.championId !== answer.championId)
		.map((character) => ({ character, tiles: compareCharacters(character, answer, content.sagas) }))
		.sort(
			(a, b) => new Set(b.tiles.map((t) => t.result)).size - new Set(a.tiles.map((t) => t.result)).size,
		)[0]
	if (!wrong) throw new Error('the pack needs two characters')
	return { gameNumero, answer, wrong: wrong.character as Character, wrongTiles: wrong.tiles }
}

/** The words a tile's accessible name ends with. */
export function resultWords(tile: Tile): string {
	return RESULT_WORDS[tile.result]
}

/** Time zones that play each region (UTC is nearer Europe's day start, Chicago's winter clock America's). */
const TIME_ZONES: Record<Region, string> = { eu: 'UTC', us: 'America/Chicago' }

/** The region whose next day start is furthest away, so a test cannot straddle a rollover. */
export function regionFarFromMidnight(nowMs: number): { region: Region; timezoneId: string } {
	const region: Region = nextResetAt(nowMs, 'eu') - nowMs > 3_600_000 ? 'eu' : 'us'
	return { region, timezoneId: TIME_ZONES[region] }
}

export type ImageMode = 'fusion' | 'technique' | 'silhouette'

/**
 * Today's answer of an image mode as the server computes it, with its picture's URL (keyed by the
 * server's secret), what must never appear in a request before the win (the answer's name and id,
 * its pool entries' ids), and wrong guesses whose suggestion lists never show the answer (so not
 * even its icon is requested).
 */
export function todaysImageAnswer<M extends ImageMode>(mode: M, region: Region, nowMs = Date.now()) {
	return imageAnswerOf(mode, region, gameNumeroAt(nowMs, region, E2E_ENV.LAUNCH_DAY))
}

/** As todaysImageAnswer, for the answer of game `gameNumero` (a past day of the archive). */
export function imageAnswerOf<M extends ImageMode>(mode: M, region: Region, gameNumero: number) {
	const { content, daily } = serverAnswers()
	const payload: DailyAnswer = daily.answer(mode, region, gameNumero)
	const answer = findCharacterByName(payload.champion_name, content.characters)
	if (!answer) throw new Error(`no character named ${payload.champion_name}`)
	const entryIds = [
		...content.fusions.filter((entry) => entry.championId === answer.championId).map((entry) => entry.id),
		...content.techniques.filter((entry) => entry.championId === answer.championId).map((entry) => entry.id),
	]
	const wrong = content.characters.filter(
		(character) =>
			character.championId !== answer.championId &&
			!searchCharacters(character.championName, content.characters).includes(answer),
	)
	const imageUrl = Object.entries(payload).find(([field]) => field.endsWith('_imageUrl'))?.[1]
	if (typeof imageUrl !== 'string') throw new Error(`no picture in today's ${mode} answer`)
	return { payload: payload as DailyAnswerOf<M>, imageUrl, answer, entryIds, wrong }
}

/** Lower case, words joined by hyphens: how a name would look in a slug. */
export function slugOf(text: string): string {
	return text
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
}
