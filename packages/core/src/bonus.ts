import type { Region } from './api.ts'
import { uniformDraw } from './schedule.ts'
import type { Mode } from './schemas.ts'

/** The modes that ask a bonus question after the win (decision 098). */
export type BonusMode = Extract<Mode, 'technique' | 'fusion'>

/** One choice of a bonus question: a technique's name, or the names of the fighters who fused. */
export type BonusChoice = readonly string[]

/** How many choices a bonus question offers, the right one among them. */
export const BONUS_CHOICES = 4

/**
 * The key of the draw. The choices are no secret (they show after the win, the right one is in the
 * day's answer already), so a public key serves: every player of a day and region gets the same.
 */
const BONUS_KEY = 'dragondle-bonus'

/**
 * A choice's identity: its names, sorted, so Goten + Trunks is Trunks + Goten. Every name comes from
 * the same content pack as the day's answer, written the same way.
 */
function keyOf(choice: BonusChoice): string {
	return [...choice].sort().join('\u0000')
}

/** Two choices are the same names, in any order. */
export function isSameBonusChoice(a: BonusChoice, b: BonusChoice): boolean {
	return keyOf(a) === keyOf(b)
}

export type BonusInput = {
	mode: BonusMode
	region: Region
	gameNumero: number
	/** The right choice: today's technique name, or today's fusion's components. */
	answer: BonusChoice
	/** The choices the pool offers, in any order; repeats and the answer itself are dropped. */
	pool: readonly BonusChoice[]
}

/** The wrong choices the pool offers, one per key, sorted by key so file order never matters. */
function wrongChoicesOf(answer: BonusChoice, pool: readonly BonusChoice[]): BonusChoice[] {
	const answerKey = keyOf(answer)
	const byKey = new Map<string, BonusChoice>()
	for (const choice of pool) {
		const key = keyOf(choice)
		if (key !== answerKey && !byKey.has(key)) byKey.set(key, choice)
	}
	return [...byKey].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, choice]) => choice)
}

/**
 * The choices of a day's bonus question (decision 098): the right one and three wrong ones from the
 * pool (fewer when the pool has fewer), the right one at a drawn position. A pure function of the
 * mode, region, game number, answer and pool, drawn with {@link uniformDraw} (HMAC-SHA-256 under a
 * public key): the same for every player of the day and region, another on another day.
 */
export function bonusChoices(input: BonusInput): BonusChoice[] {
	const { mode, region, gameNumero, answer } = input
	const message = `${mode}\u0000${region}\u0000${gameNumero}\u0000${keyOf(answer)}`
	const wrong = wrongChoicesOf(answer, input.pool)
	const count = Math.min(BONUS_CHOICES - 1, wrong.length)
	// the first `count` steps of a Fisher–Yates shuffle: `count` distinct wrong choices, uniformly
	for (let index = 0; index < count; index++) {
		const pick = index + uniformDraw(BONUS_KEY, `${message}\u0000${index}`, wrong.length - index)
		;[wrong[index], wrong[pick]] = [wrong[pick] as BonusChoice, wrong[index] as BonusChoice]
	}
	const choices = wrong.slice(0, count)
	choices.splice(uniformDraw(BONUS_KEY, `${message}\u0000answer`, count + 1), 0, answer)
	return choices
}
