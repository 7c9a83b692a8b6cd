import { applyGuess, isSameName, type Mode, restoreGame } from '@dragondle/core'
import { startTransition, useEffect, useMemo, useState, useTransition } from 'react'
import { trackEvent } from '../analytics/outbound.ts'
import { fetchAnswerName } from '../api-client.ts'
import { celebrate } from '../components/confetti.ts'
import { hapticTap } from '../platform.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import {
	entryFor,
	guessesOf,
	readHistory,
	saveArchiveEntry,
	savePracticeEntry,
	useHistory,
} from '../storage/records.ts'
import { readValue, removeValue, useValue, writeValue } from '../storage/store.ts'
import { recordWin } from './day.ts'
import type { Day, ModeDefinition } from './definition.ts'
import { guessesKeyOf, type Play } from './play.ts'

/**
 * The pre-win check asks twice, 1 s apart, 3 s each: a player must not wait out the full GET retry
 * chain, and offline the answer checked in the browser stands.
 */
const QUICK_CHECK = { waits: [1000], timeoutMs: 3000 } as const

function saveGuesses(mode: Mode, play: Play, gameNumero: number, guesses: readonly string[]): void {
	writeValue(guessesKeyOf(mode, play), { gameNumero, guesses: [...guesses] })
}

/**
 * One day's game of any mode. The stored guesses are the game (so every open tab shows the same
 * one); this hook derives the state from them and runs the win flow: re-check today's answer, save
 * the guess, post the win, then after the mode's end delay the end panel and confetti.
 */
export function useDailyGame<M extends Mode>(
	definition: ModeDefinition<M>,
	day: Day<M>,
	onAnswerChanged: () => void,
) {
	const { mode, pack, play } = day
	const isDaily = play.kind === 'daily'
	const answerName = day.answer.champion_name
	const gameNumero = day.answer.game_numero
	const stored = useValue(guessesKeyOf(mode, play))
	const state = useMemo(
		() => restoreGame(guessesOf(stored, gameNumero), answerName, pack.characters),
		[stored, gameNumero, answerName, pack],
	)
	const history = useHistory(mode)
	const archiveRecord = useValue(STORAGE_KEYS.archiveRecord[mode])
	const practiceRecord = useValue(STORAGE_KEYS.practiceRecord[mode])
	const practiceEntry =
		play.kind === 'practice' ? practiceRecord.find((known) => known.round === play.round) : undefined
	/** A practice round given up: it counts as lost, and the answer shows (decision 084). */
	const isGivenUp = practiceEntry?.isWon === false
	// the archive's and practice's games are recorded apart: never in the daily statistics or streaks
	const entry =
		play.kind === 'practice'
			? practiceEntry?.isWon
				? { gameNumero, nbGuesses: practiceEntry.nbGuesses, rank: null }
				: undefined
			: entryFor(isDaily ? history : archiveRecord, gameNumero)
	const [isChecking, startChecking] = useTransition()
	/** This tab made the winning guess: the end panel waits for the end delay, with confetti. */
	const [isWonHere, setWonHere] = useState(false)
	const [isDelayOver, setDelayOver] = useState(false)
	/** The winner count read again after this visit's win; null until then (docs/product.md §4). */
	const [countAfterWin, setCountAfterWin] = useState<number | null>(null)
	const isOneShot = state.guesses.length === 1

	// The end panel and confetti wait for the board's last animation; leaving the page cancels both.
	useEffect(() => {
		if (!isWonHere) return undefined
		const celebration = new AbortController()
		const { endDelayMs } = definition
		const timer = setTimeout(
			() => {
				setDelayOver(true)
				// confetti is decoration: a failed download of its chunk must not surface as an error
				celebrate(isOneShot, celebration.signal).catch(() => undefined)
			},
			typeof endDelayMs === 'function' ? endDelayMs() : endDelayMs,
		)
		return () => {
			clearTimeout(timer)
			celebration.abort()
		}
	}, [isWonHere, isOneShot, definition])

	// A win posted offline keeps an estimated rank (recordWin). A page left open, such as the
	// installed app, posts it again as soon as the network is back, not only on the next load
	// (decision 086); the server counts a player once per game, so a second post is safe.
	const isRankEstimated = entry?.estimated === true
	useEffect(() => {
		if (!isRankEstimated) return undefined
		function handleOnline() {
			const current = entryFor(readHistory(mode), gameNumero)
			if (current?.estimated === true) void recordWin(day, current.nbGuesses, current.extras)
		}
		window.addEventListener('online', handleOnline)
		return () => window.removeEventListener('online', handleOnline)
	}, [isRankEstimated, day, mode, gameNumero])

	/** The game as storage holds it right now: another tab may have guessed since the last render. */
	function currentGame() {
		const guesses = guessesOf(readValue(guessesKeyOf(mode, play)), gameNumero)
		return restoreGame(guesses, answerName, pack.characters)
	}

	function acceptWin(guesses: readonly string[]) {
		saveGuesses(mode, play, gameNumero, guesses)
		setWonHere(true)
		recordResult(guesses)
		// after the record: the streak sent with it counts this win (docs/product.md §4 "Game flow")
		trackEvent({ name: 'complete', mode, play: play.kind, gameNumero, nbGuesses: guesses.length })
	}

	/** Records the win where its kind of game keeps it (decision 084), and posts a daily one. */
	function recordResult(guesses: readonly string[]) {
		if (play.kind === 'practice') {
			savePracticeEntry(mode, { round: play.round, isWon: true, nbGuesses: guesses.length })
			return
		}
		// a friend's challenge is recorded nowhere: its guesses are its end
		if (play.kind === 'challenge') return
		if (!isDaily) {
			saveArchiveEntry(mode, { gameNumero, nbGuesses: guesses.length, rank: null })
			return
		}
		// stats count a game number once (docs/product.md §5), even if storage was edited to replay it
		const known = entryFor(readHistory(mode), gameNumero)
		if (known !== undefined && known.rank !== null) return
		void recordWin(day, guesses.length, definition.winExtras?.(gameNumero)).then(setCountAfterWin)
	}

	/** A correct guess counts only if the day has not changed meanwhile (docs/product.md §4 "Game flow"). */
	function confirmWin(guesses: readonly string[]) {
		// a past day's answer never changes: only today's is checked again
		if (!isDaily) return acceptWin(guesses)
		startChecking(async () => {
			// offline, the answer checked in the browser stands
			const current = await fetchAnswerName(mode, day.utc, QUICK_CHECK).catch(() => answerName)
			if (!isSameName(current, answerName)) return handleAnswerChanged()
			// judged again: another tab may have finished the game while the check ran
			const outcome = applyGuess(currentGame(), guesses.at(-1) ?? '', answerName, pack.characters)
			if (outcome.kind === 'accepted') acceptWin(outcome.state.guesses)
		})
	}

	/** Today's answer is no longer this one: its guesses clear (records stay) and the day loads again. */
	function handleAnswerChanged() {
		saveGuesses(mode, play, gameNumero, [])
		removeValue(STORAGE_KEYS.todayAnswer[mode])
		startTransition(onAnswerChanged)
	}

	function handleGuess(name: string) {
		const game = currentGame()
		const outcome = applyGuess(game, name, answerName, pack.characters)
		if (outcome.kind !== 'accepted') return
		hapticTap()
		// a game starts with its first guess (decision 099)
		if (game.guesses.length === 0) trackEvent({ name: 'start', mode, play: play.kind })
		if (outcome.correct) return confirmWin(outcome.state.guesses)
		saveGuesses(mode, play, gameNumero, outcome.state.guesses)
		trackEvent({ name: 'fail', mode, play: play.kind })
	}

	/** Practice only: the round ends as a loss and the answer shows. */
	function handleGiveUp() {
		if (play.kind !== 'practice' || state.status !== 'playing') return
		savePracticeEntry(mode, { round: play.round, isWon: false, nbGuesses: state.guesses.length })
	}

	// a game won before this visit, or in another tab, shows its end at once
	const isEndShown = state.status === 'won' && (!isWonHere || isDelayOver)
	return {
		state,
		entry,
		countAfterWin,
		isChecking,
		isEndShown,
		isWonHere,
		isGivenUp,
		handleGuess,
		handleGiveUp,
		handleAnswerChanged,
	}
}
