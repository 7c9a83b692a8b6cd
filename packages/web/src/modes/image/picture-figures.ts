import type { PlayContent } from '@dragondle/content'
import { loadAnswerPools } from '@dragondle/content/answer-pools'
import {
	answerCharacterIds,
	blurPx,
	findCharacterByName,
	type Mode,
	type RuledOutStep,
	ruledOutSteps,
	zoomFraction,
} from '@dragondle/core'

/** The modes whose answer is found in a picture. */
export type PictureMode = Exclude<Mode, 'classic'>

/** How the picture was revealing at the win: zooming out (Fusion, Silhouette) or unblurring (Technique), or held still. */
export type RevealAtWin = { kind: 'zoom' | 'blur'; isOn: boolean }

/** The game the picture insight is of (decision 125), as the end gives it. */
export type PictureInsightInput = {
	mode: PictureMode
	pack: PlayContent
	/** The guesses' English names, in the order played (a win ends with the answer's). */
	guesses: readonly string[]
	answerId: number
	gameNumero: number
	utc: number
	/** Today's game: the server counts its winners by guess number. */
	isDaily: boolean
	reveal: RevealAtWin
}

/** Where the answer was found: after how many steps of the reveal, and what the picture showed then. */
export type FoundAt = { step: number } & ({ kind: 'zoom'; percent: number } | { kind: 'blur'; px: number })

export type PictureFigures = {
	/** The characters the answer could be at the start: the mode's answers on this game. */
	pool: number
	steps: RuledOutStep[]
	/** Null for a game given up. */
	found: FoundAt | null
}

/**
 * A picture game's figures, by core's rules: the pool is the pack's characters for Silhouette and
 * the Fusion or Technique pool's characters (loaded with this module, after the win) for the others.
 */
export function pictureFigures({
	mode,
	pack,
	guesses,
	answerId,
	gameNumero,
	reveal,
}: PictureInsightInput): PictureFigures {
	const pool = answerCharacterIds(mode, { characters: pack.characters, ...loadAnswerPools() }, gameNumero)
	const ids = guesses.flatMap((name) => findCharacterByName(name, pack.characters)?.championId ?? [])
	const steps = ruledOutSteps(pool, ids, answerId)
	if (ids.at(-1) !== answerId) return { pool: pool.size, steps, found: null }
	const wrong = ids.length - 1
	const found: FoundAt =
		reveal.kind === 'zoom'
			? { kind: 'zoom', step: wrong + 1, percent: Math.round(zoomFraction(wrong, reveal.isOn) * 100) }
			: { kind: 'blur', step: wrong + 1, px: blurPx(wrong, reveal.isOn) }
	return { pool: pool.size, steps, found }
}
