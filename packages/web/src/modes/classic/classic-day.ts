import type { ContentPack } from '@dragondle/content'
import {
	type Character,
	type DailyAnswer,
	findCharacterByName,
	type GameState,
	type Mode,
	restoreGame,
} from '@dragondle/core'
import { fetchDailyAnswer, fetchWinnerCount, postWin } from '../../api-client.ts'
import { loadGuesses, playerId, readResult, saveResult } from '../../storage.ts'

const MODE: Mode = 'classic'

/** What the Classic screen needs of today, read once per load (and again when the day changes). */
export type ClassicDay = {
	answer: DailyAnswer
	answerCharacter: Character
	utc: number
	/** The game rebuilt from storage; rows it holds appear at once, later rows flip in. */
	restored: GameState
	/** Today's winner count before this player's guesses; read in the background. */
	winnerCount: Promise<number | null>
}

/** Fetches and decrypts today's answer and restores the stored guesses against it (spec §4). */
export async function loadClassicDay(utc: number, pack: ContentPack): Promise<ClassicDay> {
	const answer = await fetchDailyAnswer(MODE, utc)
	const answerCharacter = findCharacterByName(answer.champion_name, pack.characters)
	if (answerCharacter === undefined) {
		throw new Error(`Today's answer ${answer.champion_name} is not in this build's characters`)
	}
	const winnerCount = fetchWinnerCount(MODE, answer.game_numero, utc)
	const restored = restoreGame(loadGuesses(MODE, answer.game_numero), answer.champion_name, pack.characters)
	const day = { answer, answerCharacter, utc, restored, winnerCount }
	// A win whose rank never came back (the tab closed first) is posted again: the server counts a
	// player once per game, so the second post returns the same rank.
	if (restored.status === 'won' && readResult(MODE)?.gameNumero !== answer.game_numero) {
		void recordWin(day, restored.guesses.length)
	}
	return day
}

/**
 * Records a win and saves the result with its rank. The server's rank wins (DESIGN.md "Winners and
 * rank"); when the post fails the spec's rule applies: max(known, fetched count) + 1.
 */
export async function recordWin(day: ClassicDay, nbGuesses: number): Promise<void> {
	const gameNumero = day.answer.game_numero
	const body = { name: day.answer.champion_name, utc: day.utc, player: playerId() }
	const response = await postWin(MODE, body)
	let rank = response?.rank
	if (rank === undefined) {
		const known = (await day.winnerCount) ?? 0
		const fetched = await fetchWinnerCount(MODE, gameNumero, day.utc)
		rank = Math.max(known, fetched ?? 0) + 1
	}
	saveResult(MODE, { gameNumero, nbGuesses, rank })
}
