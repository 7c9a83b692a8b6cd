import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { deriveKey } from './secrets.ts'

const NONCE_BYTES = 12
const TAG_BYTES = 16
/** 12 + 16 bytes in base64url: 16 + 22 characters, within core's PlayerIdSchema (8–64 URL-safe). */
const ID_LENGTH = 38

export type PlayerIds = {
	/** A new player id: a random nonce and its HMAC tag under the install's key. */
	issue(): string
	/** Whether this install issued the id (a made-up or edited one is not). */
	isIssued(id: string): boolean
}

/**
 * Player ids the server can vouch for, with no database: a win counts only for an id it issued
 * (POST /api/players, rate-limited per address), so made-up ids cannot inflate the winner counts.
 * The key derives from the install's secret, so every instance of one install accepts the ids of
 * the others.
 */
export function createPlayerIds(secret: string): PlayerIds {
	const tagOf = tagger(secret)
	return {
		issue: () => playerIdOf(tagOf, randomBytes(NONCE_BYTES)),
		isIssued(id) {
			if (id.length !== ID_LENGTH) return false
			const bytes = Buffer.from(id, 'base64url')
			// base64url decoding skips what is not of its alphabet: the id must say exactly these bytes
			if (bytes.length !== NONCE_BYTES + TAG_BYTES || bytes.toString('base64url') !== id) return false
			return timingSafeEqual(bytes.subarray(NONCE_BYTES), tagOf(bytes.subarray(0, NONCE_BYTES)))
		},
	}
}

type Tagger = (nonce: Buffer) => Buffer

function tagger(secret: string): Tagger {
	const key = deriveKey(secret, 'dragondle-player-ids-v1')
	return (nonce) => createHmac('sha256', key).update(nonce).digest().subarray(0, TAG_BYTES)
}

function playerIdOf(tagOf: Tagger, nonce: Buffer): string {
	return Buffer.concat([nonce, tagOf(nonce)]).toString('base64url')
}

/**
 * Player id number n of the install with this secret: the id it would issue had its nonce drawn n.
 * For tests and benchmarks, which need many valid ids without asking the server for each.
 */
export function numberedPlayerId(secret: string, n: number): string {
	const nonce = Buffer.alloc(NONCE_BYTES)
	nonce.writeUInt32BE(n, NONCE_BYTES - 4)
	return playerIdOf(tagger(secret), nonce)
}
