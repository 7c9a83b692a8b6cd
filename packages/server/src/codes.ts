import { randomInt } from 'node:crypto'
import { TOKEN_ALPHABET } from '@dragondle/core'

/** Streak codes: 12 characters of the token alphabet, shown and stored as XXXX-XXXX-XXXX. */
const STREAK_GROUPS = 3
const STREAK_GROUP_LENGTH = 4

/** What a streak code looks like; anything else cannot be one of ours and needs no lookup. */
export const STREAK_CODE_PATTERN = new RegExp(
	`^[${TOKEN_ALPHABET}]{${STREAK_GROUP_LENGTH}}(-[${TOKEN_ALPHABET}]{${STREAK_GROUP_LENGTH}}){${STREAK_GROUPS - 1}}$`,
)

/**
 * `length` characters drawn independently and uniformly from the token alphabet by the operating
 * system's CSPRNG (crypto.randomInt has no modulo bias), so nobody can predict the next one.
 */
export function drawCode(length: number): string {
	let code = ''
	for (let i = 0; i < length; i++) code += TOKEN_ALPHABET.charAt(randomInt(TOKEN_ALPHABET.length))
	return code
}

/** A new streak code, e.g. 'K7QM-2XHP-WD9A': 31^12 ≈ 7.9 × 10^17 possible codes. */
export function drawStreakCode(): string {
	const groups = Array.from({ length: STREAK_GROUPS }, () => drawCode(STREAK_GROUP_LENGTH))
	return groups.join('-')
}
