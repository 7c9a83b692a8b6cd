import { type ContentPack, loadContent } from '@dragondle/content'
import {
	type Character,
	type DailyAnswer,
	findCharacterByName,
	type GameState,
	type Mode,
	restoreGame,
} from '@dragondle/core'
// Brings core's API schemas (full zod) in with this chunk, so api-client.ts's lazy import of them
// adds no request before today's answer is fetched.
import '../../api-schemas.ts'
import { fetchDailyAnswer, fetchWinnerCount, postWin } from '../../api-client.ts'
import { loadGuesses, playerId, readResult, saveResult } from '../../storage.ts'

const MODE: Mode = 'classic'
/** The winner count re-read after a failed post is asked once: the rank is saved without delay. */
const ONE_ATTEMPT = [0] as const

/** What the Classic screen needs of today, read once per load (and again when the day changes). */
export type ClassicDay = {
	answer: DailyAnswer
	answerCharacter: Character
	pack: ContentPack
	utc: number
	/** The game rebuilt from storage; rows it holds appear at once, later rows flip in. */
	restored: GameState
	/** Today's winner count before this player's guesses; read in the background. */
	winnerCount: Promise<number | null>
	/** That count if it has arrived by now, else null: a win never waits for its retries. */
	knownWinnerCount: () => number | null
}

let bundledPack: ContentPack | undefined

/** The content pack bundled with the build, parsed on first use (never at import time). */
function bundledContent(): ContentPack {
	bundledPack ??= loadContent()
	return bundledPack
}

/** Fetches and decrypts today's answer and restores the stored guesses against it (spec §4). */
export async function loadClassicDay(utc: number, packOverride?: ContentPack): Promise<ClassicDay> {
	const answer = await fetchDailyAnswer(MODE, utc)
	const pack = packOverride ?? bundledContent()
	const answerCharacter = findCharacterByName(answer.champion_name, pack.characters)
	if (answerCharacter === undefined) {
		throw new Error(`Today's answer ${answer.champion_name} is not in this build's characters`)
	}
	let known: number | null = null
	const winnerCount = fetchWinnerCount(MODE, answer.game_numero, utc).then((count) => {
		known = count
		return count
	})
	const restored = restoreGame(loadGuesses(MODE, answer.game_numero), answer.champion_name, pack.characters)
	const day = { answer, answerCharacter, pack, utc, restored, winnerCount, knownWinnerCount: () => known }
	// A win whose rank never came back (the tab closed first) or was only estimated (the server was
	// unreachable) is posted again: the server counts a player once per game, so this is safe.
	const result = readResult(MODE)
	if (restored.status === 'won' && (result?.gameNumero !== answer.game_numero || result.estimated)) {
		void recordWin(day, restored.guesses.length)
	}
	return day
}

let inFlight: { utc: number; pack: ContentPack | undefined; day: Promise<ClassicDay> } | null = null

/**
 * The day a Classic visit starts with. A load still in flight is shared, so rendering twice
 * (StrictMode, or a render React throws away) asks the server once; once it settles the next visit
 * loads afresh.
 */
export function sharedClassicDay(utc: number, packOverride?: ContentPack): Promise<ClassicDay> {
	if (inFlight !== null && inFlight.utc === utc && inFlight.pack === packOverride) return inFlight.day
	const day = loadClassicDay(utc, packOverride)
	const entry = { utc, pack: packOverride, day }
	inFlight = entry
	const forget = () => {
		if (inFlight === entry) inFlight = null
	}
	day.then(forget, forget)
	return day
}

/**
 * Records a win, saves the result with its rank and returns today's winner count after it. The
 * server's rank wins (DESIGN.md "Winners and rank"); when the post fails the spec's rule applies:
 * max(known count, fetched count) + 1, the count read once and the known one only if it has arrived.
 */
export async function recordWin(day: ClassicDay, nbGuesses: number): Promise<number | null> {
	const gameNumero = day.answer.game_numero
	const body = { name: day.answer.champion_name, utc: day.utc, player: playerId() }
	const response = await postWin(MODE, body)
	if (response?.rank !== undefined) {
		saveResult(MODE, { gameNumero, nbGuesses, rank: response.rank })
		return response.count
	}
	const known = day.knownWinnerCount()
	const fetched =
		response?.count ?? (await fetchWinnerCount(MODE, gameNumero, day.utc, { waits: ONE_ATTEMPT }))
	const rank = Math.max(known ?? 0, fetched ?? 0) + 1
	saveResult(MODE, { gameNumero, nbGuesses, rank, estimated: true })
	return fetched ?? known
}
