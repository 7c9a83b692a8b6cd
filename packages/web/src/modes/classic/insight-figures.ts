import type { PlayContent } from '@dragondle/content'
import {
	afterGuess,
	type Character,
	type ClassicCategory,
	classicInsight,
	findCharacterByName,
	splitOf,
} from '@dragondle/core'

/**
 * What the insight panel shows of a Classic game (decision 124), worked out by core's rules
 * (insight.ts, decision 122) in a worker or, where there is none, on the page. Characters are
 * named by id: the figures cross to the page as plain data, and the page names them in its
 * language.
 */

/** The game the figures are of, as the page sends it to the worker. */
export type InsightInput = {
	pack: PlayContent
	/** The guesses' English names, in the order played (a win ends with the answer's). */
	guesses: readonly string[]
	answerId: number
	/** The categories the board showed (the challenger zone hides the others). */
	shown: readonly ClassicCategory[]
}

export type InsightStepFigures = {
	guessId: number
	/** Characters still possible before this guess and after it. */
	before: number
	after: number
	/** The candidates the guess played could expect to leave, and the best split's figures. */
	playedLeft: number
	bestId: number | null
	bestLeft: number | null
}

export type InsightFigures = {
	steps: InsightStepFigures[]
	/** The guesses a player needed who opened as this one did, then always took the best split. */
	perfectGuesses: number | null
}

/** The figures of a game: each guess with the field before and after it and the best split then. */
export function insightFigures({ pack, guesses, answerId, shown }: InsightInput): InsightFigures | null {
	const { characters, sagas } = pack
	const answer = characters.find((character) => character.championId === answerId)
	const played = guesses.flatMap((name) => findCharacterByName(name, characters) ?? [])
	if (answer === undefined || played.length === 0) return null
	const { steps, perfectGuesses } = classicInsight(characters, played, answer, sagas, shown)
	let candidates: readonly Character[] = characters
	const figures = steps.map((step) => {
		const playedLeft = splitOf(step.guess, candidates, sagas, shown).expectedLeft
		candidates = afterGuess(candidates, step.guess, answer, sagas, shown)
		return {
			guessId: step.guess.championId,
			before: step.before,
			after: step.after,
			playedLeft,
			bestId: step.best?.guess.championId ?? null,
			bestLeft: step.best?.expectedLeft ?? null,
		}
	})
	return { steps: figures, perfectGuesses }
}

/** What the worker answers: the figures, and how long they and one candidate filter pass took there. */
export type InsightReply = { figures: InsightFigures | null; computeMs: number; filterMs: number }

/**
 * The figures with their timing (decision 124): the figures first, as the player waits for them
 * (the worker's code still compiling), then one candidate filter pass over a copy of the pack, so
 * with compiled code but none of its tile patterns kept: the ratio decision 122's benchmark takes.
 */
export function timedInsight(input: InsightInput): InsightReply {
	let started = performance.now()
	const figures = insightFigures(input)
	const computeMs = performance.now() - started
	const { characters, sagas } = structuredClone(input.pack)
	const [first] = input.guesses.flatMap((name) => findCharacterByName(name, characters) ?? [])
	const answer = characters.find((character) => character.championId === input.answerId)
	started = performance.now()
	if (first && answer) afterGuess(characters, first, answer, sagas, input.shown)
	return { figures, computeMs, filterMs: performance.now() - started }
}
