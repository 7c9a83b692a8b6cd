import type { ContentPack } from '@dragondle/content'
import {
	applyGuess,
	type Character,
	compareCharacters,
	findCharacterByName,
	type GameState,
	isDuplicateOfAnswer,
	normalizeName,
} from '@dragondle/core'
import { startTransition, useMemo, useReducer, useState, useTransition } from 'react'
import { fetchAnswerName } from '../../api-client.ts'
import { celebrate } from '../../components/confetti.ts'
import { saveGuesses, useResult } from '../../storage.ts'
import { type ClassicDay, recordWin } from './classic-day.ts'
import type { GuessRowData } from './guess-row.tsx'

/** Tile flip stagger (spec §9); the end panel waits for every cell of the row: 9 × 550 ms. */
export const FLIP_STAGGER_MS = 550
export const END_DELAY_MS = FLIP_STAGGER_MS * 9

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
export function useClassicGame(day: ClassicDay, pack: ContentPack, onAnswerChanged: () => void) {
	const [state, dispatch] = useReducer(reduceGame, day.restored)
	const [isChecking, startChecking] = useTransition()
	const [isEndShown, setEndShown] = useState(day.restored.status === 'won')
	const result = useResult('classic')
	const answerName = day.answer.champion_name
	const gameNumero = day.answer.game_numero
	const rows = useMemo(
		() => rowsOf(state.guesses, day.answerCharacter, pack),
		[state.guesses, day.answerCharacter, pack],
	)
	const duplicate = rows.find((row) => isDuplicateOfAnswer(row.character, day.answerCharacter, pack.sagas))
	const rank = result?.gameNumero === gameNumero ? result.rank : null

	function accept(name: string, next: GameState) {
		dispatch({ name, answerName, characters: pack.characters })
		saveGuesses('classic', gameNumero, next.guesses)
	}

	function win(nbGuesses: number) {
		// stats count a game number once (spec §5), even if storage was edited to replay it
		if (result?.gameNumero !== gameNumero) void recordWin(day, nbGuesses)
		setTimeout(() => {
			setEndShown(true)
			void celebrate(nbGuesses === 1)
		}, END_DELAY_MS)
	}

	/** A correct guess counts only if the day has not changed meanwhile (spec §4 "Game flow"). */
	function confirmWin(name: string, next: GameState) {
		startChecking(async () => {
			// offline, the answer checked in the browser stands
			const current = await fetchAnswerName('classic', day.utc).catch(() => answerName)
			startTransition(() => {
				if (normalizeName(current) !== normalizeName(answerName)) {
					saveGuesses('classic', gameNumero, [])
					onAnswerChanged()
					return
				}
				accept(name, next)
				win(next.guesses.length)
			})
		})
	}

	function handleGuess(name: string) {
		const outcome = applyGuess(state, name, answerName, pack.characters)
		if (outcome.kind !== 'accepted') return
		if (outcome.correct) confirmWin(name, outcome.state)
		else accept(name, outcome.state)
	}

	return { state, rows, duplicate, rank, isChecking, isEndShown, handleGuess }
}
