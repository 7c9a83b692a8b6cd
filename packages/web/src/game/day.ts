import type { PlayContent } from '@dragondle/content'
import {
	type DailyAnswerOf,
	findCharacterByName,
	gameNumeroAt,
	type Mode,
	regionForOffset,
	restoreGame,
} from '@dragondle/core'
// Brings core's API schemas in with this chunk, so api-client.ts's lazy import of them
// adds no request before today's answer is fetched.
import '../api-schemas.ts'
import {
	type AnswerEnvelope,
	fetchCachedAnswer,
	fetchChallenge,
	fetchDailyAnswer,
	fetchPastAnswer,
	fetchPracticeAnswer,
	fetchWinnerCount,
	openAnswer,
} from '../api-client.ts'
import { ClientError } from '../api-request.ts'
import { runtimeConfig } from '../config.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { entryFor, guessesOf, readHistory, saveHistoryEntry } from '../storage/records.ts'
import { readValue, writeValue } from '../storage/store.ts'
import { BUNDLED_PACK } from './bundled-pack.ts'
import type { Day, ModeDefinition } from './definition.ts'
import { challengeNumero, DAILY, FutureGameError, guessesKeyOf, isSamePlay, type Play } from './play.ts'
import { postWinAsPlayer } from './player-id.ts'

/** The winner count re-read after a failed post is asked once: the rank is saved without delay. */
const ONE_ATTEMPT = [] as const

/** The answer if it is this mode's game of the day `today`, else null. */
function ofToday<M extends Mode>(envelope: AnswerEnvelope | null, mode: M, today: number) {
	const answer = envelope?.answer
	return answer?.mode === mode && answer.game_numero === today ? (answer as DailyAnswerOf<M>) : null
}

/**
 * Today's answer of a mode (docs/product.md §7): the one kept from earlier today (so a reload plays offline),
 * else the cached bundle's, else the live route's, which is the authority: a kept or cached answer
 * counts only when it is the game the device's clock says is today's.
 */
async function fetchAnswerOf<M extends Mode>(mode: M, utc: number): Promise<DailyAnswerOf<M>> {
	const region = regionForOffset(utc)
	const today = gameNumeroAt(Date.now(), region, runtimeConfig().launchDay)
	const kept = readValue(STORAGE_KEYS.todayAnswer[mode])
	const keptAnswer = kept ? ofToday(await openAnswer(kept.data).catch(() => null), mode, today) : null
	if (keptAnswer) return keptAnswer
	const cached = await fetchCachedAnswer(mode, region).catch(() => null)
	const envelope =
		cached !== null && ofToday(cached, mode, today) !== null ? cached : await fetchDailyAnswer(mode, utc)
	const { answer } = envelope
	if (answer.mode !== mode) throw new Error(`The ${mode} answer route sent a ${answer.mode} answer`)
	writeValue(STORAGE_KEYS.todayAnswer[mode], { gameNumero: answer.game_numero, data: envelope.data })
	return answer as DailyAnswerOf<M>
}

/** A past game's answer (decision 084): asked of the server, which alone decides it is not in the future. */
async function fetchPastAnswerOf<M extends Mode>(mode: M, utc: number, gameNumero: number) {
	try {
		const { answer } = await fetchPastAnswer(mode, utc, gameNumero)
		if (answer.mode !== mode || answer.game_numero !== gameNumero) {
			throw new Error(`The ${mode} answer route sent another game`)
		}
		return answer as DailyAnswerOf<M>
	} catch (error) {
		throw error instanceof ClientError && error.status === 403 ? new FutureGameError(gameNumero) : error
	}
}

/**
 * A practice round's answer (decision 084): the one kept for this round (a reload plays it again), else
 * a new random one from the server. It carries the round as its game number.
 */
async function fetchPracticeAnswerOf<M extends Mode>(mode: M, round: number, series: string | null) {
	const kept = readValue(STORAGE_KEYS.practiceAnswer[mode])
	const keptAnswer = kept?.round === round ? await openAnswer(kept.data).catch(() => null) : null
	const envelope = keptAnswer ?? (await fetchPracticeAnswer(mode, series))
	if (envelope.answer.mode !== mode) throw new Error(`The ${mode} practice route sent another mode`)
	if (keptAnswer === null) writeValue(STORAGE_KEYS.practiceAnswer[mode], { round, data: envelope.data })
	return { ...envelope.answer, game_numero: round, yesterday: null } as DailyAnswerOf<M>
}

const challenges = new Map<string, ReturnType<typeof fetchChallenge>>()

/** A challenge link resolved once per page (the challenge page and the game both ask). */
export function resolveChallenge(token: string): ReturnType<typeof fetchChallenge> {
	const known = challenges.get(token)
	if (known) return known
	const resolved = fetchChallenge(token)
	// a failure stays too: render must get the same promise to show the error (a reload asks again)
	challenges.set(token, resolved)
	return resolved
}

async function fetchChallengeAnswerOf<M extends Mode>(mode: M, token: string) {
	const { envelope } = await resolveChallenge(token)
	if (envelope.answer.mode !== mode) throw new Error(`The challenge is not a ${mode} game`)
	return { ...envelope.answer, game_numero: challengeNumero(token), yesterday: null } as DailyAnswerOf<M>
}

/** The answer a play is about: today's, a past day's or a practice round's. */
function answerOfPlay<M extends Mode>(mode: M, utc: number, play: Play): Promise<DailyAnswerOf<M>> {
	if (play.kind === 'archive') return fetchPastAnswerOf(mode, utc, play.gameNumero)
	if (play.kind === 'practice') return fetchPracticeAnswerOf(mode, play.round, play.series)
	if (play.kind === 'challenge') return fetchChallengeAnswerOf(mode, play.token)
	return fetchAnswerOf(mode, utc)
}

/**
 * Fetches and decrypts a mode's answer of today (or of the archive's past day) and restores the
 * stored guesses against it (docs/product.md §4 "Game flow"). A won daily game whose rank never came back is
 * posted again, and one whose record is gone (the stats' 'Clear data') is recorded again with what
 * the mode records of a win (`winExtras`); an archive game is never posted.
 */
export async function loadDay<M extends Mode>(
	mode: M,
	utc: number,
	packOverride?: PlayContent,
	play: Play = DAILY,
	winExtras?: ModeDefinition<M>['winExtras'],
): Promise<Day<M>> {
	const isDaily = play.kind === 'daily'
	const answer = await answerOfPlay(mode, utc, play)
	const pack = packOverride ?? BUNDLED_PACK
	const answerCharacter = findCharacterByName(answer.champion_name, pack.characters)
	if (answerCharacter === undefined) {
		throw new Error(`Today's answer ${answer.champion_name} is not in this build's characters`)
	}
	let known: number | null = null
	const winnerCount = isDaily
		? fetchWinnerCount(mode, answer.game_numero, utc)
				.catch(() => null)
				.then((count) => {
					known = count
					return count
				})
		: Promise.resolve(null)
	// a corrupt stored value is removed here, outside render (docs/product.md §4: corrupt answers are removed)
	const stored = guessesOf(readValue(guessesKeyOf(mode, play)), answer.game_numero)
	const restored = restoreGame(stored, answer.champion_name, pack.characters)
	const day: Day<M> = {
		mode,
		answer,
		answerCharacter,
		pack,
		utc,
		play,
		restoredGuesses: restored.guesses,
		winnerCount,
		knownWinnerCount: () => known,
	}
	// A win whose rank never came back (the tab closed first) or was only estimated (the server was
	// unreachable) is posted again: the server counts a player once per game, so this is safe.
	const entry = entryFor(readHistory(mode), answer.game_numero)
	if (
		isDaily &&
		restored.status === 'won' &&
		(entry === undefined || entry.rank === null || entry.estimated === true)
	) {
		// a lost record takes the extras again from what storage still holds of the game: Classic's
		// choice is locked while its game is won, Technique's aids are kept per game (decision 081)
		const extras = entry === undefined ? winExtras?.(answer.game_numero) : entry.extras
		void recordWin(day, restored.guesses.length, extras)
	}
	return day
}

/** The load in flight; its promise is the `Day` of its mode. */
let inFlight: {
	mode: Mode
	utc: number
	pack: PlayContent | undefined
	play: Play
	day: Promise<unknown>
} | null = null

/**
 * The day a visit starts with. A load still in flight is shared, so rendering twice (StrictMode, or
 * a render React throws away) asks the server once; once it settles the next visit loads afresh.
 */
export function sharedDay<M extends Mode>(
	mode: M,
	utc: number,
	packOverride?: PlayContent,
	play: Play = DAILY,
	winExtras?: ModeDefinition<M>['winExtras'],
): Promise<Day<M>> {
	const known = inFlight
	if (
		known?.mode === mode &&
		known.utc === utc &&
		known.pack === packOverride &&
		isSamePlay(known.play, play)
	) {
		return known.day as Promise<Day<M>>
	}
	const day = loadDay(mode, utc, packOverride, play, winExtras)
	const entry = { mode, utc, pack: packOverride, play, day }
	inFlight = entry
	const forget = () => {
		if (inFlight === entry) inFlight = null
	}
	day.then(forget, forget)
	return day
}

/**
 * Records a win in the mode's history at once (rank still being counted), posts it, then saves the
 * rank, and returns today's winner count after it. The
 * server's rank wins (docs/architecture.md "Winners and rank"); when the post fails, docs/product.md §4 "Game flow" applies:
 * max(known count, fetched count) + 1, the count read once and the known one only if it has arrived.
 */
export async function recordWin<M extends Mode>(
	day: Day<M>,
	nbGuesses: number,
	extras: Record<string, boolean> | undefined,
): Promise<number | null> {
	const { mode, answer, utc } = day
	const gameNumero = answer.game_numero
	const record = { gameNumero, nbGuesses, ...(extras ? { extras } : {}) }
	// the game counts as finished at once; a rank already known stays until the new one arrives
	if (entryFor(readHistory(mode), gameNumero) === undefined) saveHistoryEntry(mode, { ...record, rank: null })
	const response = await postWinAsPlayer(mode, { name: answer.champion_name, utc, nbGuesses })
	if (response?.rank !== undefined) {
		saveHistoryEntry(mode, { ...record, rank: response.rank })
		return response.count
	}
	const known = day.knownWinnerCount()
	const fetched =
		response?.count ??
		(await fetchWinnerCount(mode, gameNumero, utc, { waits: ONE_ATTEMPT }).catch(() => null))
	const rank = Math.max(known ?? 0, fetched ?? 0) + 1
	saveHistoryEntry(mode, { ...record, rank, estimated: true })
	return fetched ?? known
}
