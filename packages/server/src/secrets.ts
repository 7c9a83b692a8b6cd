import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A key of its own for one purpose, derived from the install's secret (SCHEDULE_SECRET): the draw,
 * the challenge links, the player ids and the transfers' address hashes each use their own, so none
 * of them hands out material that keys another. Every instance with the same secret derives the
 * same keys.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
	return createHmac('sha256', secret).update(purpose).digest()
}

/**
 * Whether a text sent by a client is `expected` (a header secret, a bearer token), compared in
 * constant time: both are hashed first, so neither their contents nor their lengths show in the
 * time the comparison takes.
 */
export function secretMatcher(expected: string): (sent: string | undefined) => boolean {
	const digest = (text: string) => createHash('sha256').update(text).digest()
	const want = digest(expected)
	return (sent) => sent !== undefined && timingSafeEqual(digest(sent), want)
}
