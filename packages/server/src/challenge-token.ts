import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { MODES, type Mode } from '@dragondle/core'
import { deriveKey } from './secrets.ts'

/** What a challenge link stands for: a mode, an entry of its pool, the challenger's guesses. */
export type Challenge = { mode: Mode; index: number; nbGuesses: number }

const NONCE_BYTES = 8
const PAYLOAD_BYTES = 4
const TAG_BYTES = 16

/**
 * Challenge tokens (decision 084): opaque and signed, with no database. The 4-byte
 * payload (mode, pool index, guesses) is XORed with an HMAC keystream of a random nonce, so the
 * link names nothing, and an HMAC tag over nonce and ciphertext makes a forged or edited token
 * fail. 28 bytes, 38 base64url characters. The key derives from the schedule secret.
 */
export function createChallengeTokens(secret: string) {
	const key = deriveKey(secret, 'dragondle-challenge-v1')
	const mac = (label: string, ...parts: Buffer[]) => {
		const hmac = createHmac('sha256', key).update(label)
		for (const part of parts) hmac.update(part)
		return hmac.digest()
	}
	const xor = (nonce: Buffer, bytes: Buffer) => {
		const stream = mac('stream', nonce)
		return Buffer.from(bytes.map((byte, index) => byte ^ (stream[index] ?? 0)))
	}
	return {
		seal(challenge: Challenge): string {
			const payload = Buffer.alloc(PAYLOAD_BYTES)
			payload.writeUInt8(MODES.indexOf(challenge.mode), 0)
			payload.writeUInt16BE(challenge.index, 1)
			payload.writeUInt8(challenge.nbGuesses, 3)
			const nonce = randomBytes(NONCE_BYTES)
			const sealed = xor(nonce, payload)
			const tag = mac('tag', nonce, sealed).subarray(0, TAG_BYTES)
			return Buffer.concat([nonce, sealed, tag]).toString('base64url')
		},
		/** The challenge a token stands for, or null when it was not made by this server's secret. */
		open(token: string): Challenge | null {
			const bytes = Buffer.from(token, 'base64url')
			if (bytes.length !== NONCE_BYTES + PAYLOAD_BYTES + TAG_BYTES) return null
			const nonce = bytes.subarray(0, NONCE_BYTES)
			const sealed = bytes.subarray(NONCE_BYTES, NONCE_BYTES + PAYLOAD_BYTES)
			const tag = bytes.subarray(NONCE_BYTES + PAYLOAD_BYTES)
			if (!timingSafeEqual(tag, mac('tag', nonce, sealed).subarray(0, TAG_BYTES))) return null
			const payload = xor(nonce, sealed)
			const mode = MODES[payload.readUInt8(0)]
			const nbGuesses = payload.readUInt8(3)
			if (mode === undefined || nbGuesses < 1) return null
			return { mode, index: payload.readUInt16BE(1), nbGuesses }
		},
	}
}
