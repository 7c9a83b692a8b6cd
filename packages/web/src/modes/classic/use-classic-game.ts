import type { ContentPack } from '@dragondle/content'
import {
	applyGuess,
	type Character,
	CLASSIC_CATEGORIES,
	compareCharacters,
	findCharacterByName,
	type GameState,
	isDuplicateOfAnswer,
	normalizeName,
} from '@dragondle/core'
import { startTransition, useEffect, useMemo, useReducer, useState, useTransition } from 'react'
import { fetchAnswerName } from '../../api-client.ts'
import { celebrate } from '../../components/confetti.ts'
import { saveGuesses, useResult } from '../../storage.ts'
import { type ClassicDay, recordWin } from './classic-day.ts'
import type { GuessRowData } from './guess-row.tsx'

/** The pre-win check asks twice, 1 s apart: a player must not wait out the full GET retry chain. */
const QUICK_CHECK = { waits: [1000, 0] } as const

/**
 * Tile flip stagger (spec §9). The end panel waits for every flipping tile of the row: 550 ms per
 * category tile, 8 × 550 = 4400 ms, when the last flip ends (decision 053).
 */
export const FLIP_STAGGER_MS = 550
export const END_DELAY_MS = FLIP_STAGGER_MS * CLASSIC_CATEGORIES.length

type GuessAction = { name: string; answerName: string; characters: readonly Character[] }

/** The game reducer is core's rule; a refused guess leaves the state as it was. */
function reduceGame(state: GameState, action: GuessAction): GameState {
	const outcome = applyGuess(state, action.name, action.answerName, action.characters)
	return outcome.kind === 'accepted' ? outcome.state : state
}

function rowsOf(guesses: readonly string[], answer: Character, pack: ContentPack): GuessRowData[] {
	return guesses.flatMap((name) => {
		const character = findCharacterByName(name, pack.characters)
		return character ? [{ character, tiles: compareCharacters(character, answer, pack.sagas) }] : []
	})
}

/**
 * Classic game state for one day: the guesses (useReducer over core's applyGuess), the rows they
 * derive, and the win flow (re-check the answer, save, post the win, then the end panel).
 */
export function useClassicGame(day: ClassicDay, onAnswerChanged: () => void) {
	const { pack } = day
	const [state, dispatch] = useReducer(reduceGame, day.restored)
	const [isChecking, startChecking] = useTransition()
	const [isEndShown, setEndShown] = useState(day.restored.status === 'won')
	/** The winner count read again after this visit's win; null until then (spec §4). */
	const [countAfterWin, setCountAfterWin] = useState<number | null>(null)
	const result = useResult('classic')
	const answerName = day.answer.champion_name
	const gameNumero = day.answer.game_numero
	const rows = useMemo(
		() => rowsOf(state.guesses, day.answerCharacter, pack),
		[state.guesses, day.answerCharacter, pack],
	)
	const duplicate = rows.find((row) => isDuplicateOfAnswer(row.character, day.answerCharacter, pack.sagas))
	const rank = result?.gameNumero === gameNumero ? result.rank : null
	const isWonNow = state.status === 'won' && day.restored.status !== 'won'
	const isOneShot = state.guesses.length === 1

	// The end panel and confetti wait for the tiles to flip; leaving the page cancels both.
	useEffect(() => {
		if (!isWonNow) return undefined
		const celebration = new AbortController()
		const timer = setTimeout(() => {
			setEndShown(true)
			// confetti is decoration: a failed download of its chunk must not surface as an error
			celebrate(isOneShot, celebration.signal).catch(() => undefined)
		}, END_DELAY_MS)
		return () => {
			clearTimeout(timer)
			celebration.abort()
		}
	}, [isWonNow, isOneShot])

	function accept(name: string, next: GameState) {
		dispatch({ name, answerName, characters: pack.characters })
		saveGuesses('classic', gameNumero, next.guesses)
	}

	function recordFreshWin(nbGuesses: number) {
		// stats count a game number once (spec §5), even if storage was edited to replay it
		if (result?.gameNumero === gameNumero) return
		void recordWin(day, nbGuesses).then(setCountAfterWin)
	}

	/** A correct guess counts only if the day has not changed meanwhile (spec §4 "Game flow"). */
	function confirmWin(name: string, next: GameState) {
		startChecking(async () => {
			// offline, the answer checked in the browser stands
			const current = await fetchAnswerName('classic', day.utc, QUICK_CHECK).catch(() => answerName)
			startTransition(() => {
				if (normalizeName(current) !== normalizeName(answerName)) {
					saveGuesses('classic', gameNumero, [])
					onAnswerChanged()
					return
				}
				accept(name, next)
				recordFreshWin(next.guesses.length)
			})
		})
	}

	function handleGuess(name: string) {
		const outcome = applyGuess(state, name, answerName, pack.characters)
		if (outcome.kind !== 'accepted') return
		if (outcome.correct) confirmWin(name, outcome.state)
		else accept(name, outcome.state)
	}

	return { state, rows, duplicate, rank, countAfterWin, isChecking, isEndShown, handleGuess }
}
