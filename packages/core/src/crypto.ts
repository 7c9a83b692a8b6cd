/**
 * The answer envelope (DESIGN.md "Answer secrecy"): AES-256-GCM with key = SHA-256 of the UTF-8
 * key text; payload = base64url(12-byte IV ‖ ciphertext ‖ 16-byte tag) of the UTF-8 JSON.
 * This is obfuscation, not secrecy: the key ships with the client.
 */
export async function encryptJson(value: unknown, keyText: string, iv?: Uint8Array): Promise<string> {
	throw new Error(`not implemented ${String(value)} ${keyText} ${iv?.length}`)
}

/** Reverses encryptJson; rejects on a wrong key, a tampered or malformed payload. */
export async function decryptJson(payload: string, keyText: string): Promise<unknown> {
	throw new Error(`not implemented ${payload} ${keyText}`)
}
