const IV_BYTES = 12
const TAG_BYTES = 16
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]*$/

/** Standard base64 by way of btoa, then the URL-safe alphabet without padding. */
function toBase64Url(bytes: Uint8Array<ArrayBuffer>): string {
	let binary = ''
	for (const byte of bytes) binary += String.fromCharCode(byte)
	return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
	if (!BASE64URL_PATTERN.test(text)) throw new Error('payload is not base64url')
	const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
	return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

// No return type: CryptoKey is a global type in the DOM lib but not in node's, and both import core.
async function deriveKey(keyText: string, usage: 'encrypt' | 'decrypt') {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(keyText))
	return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, [usage])
}

/**
 * The answer envelope (docs/architecture.md "Answer secrecy"): AES-256-GCM with key = SHA-256 of the UTF-8
 * key text; payload = base64url(12-byte IV ‖ ciphertext ‖ 16-byte tag) of the UTF-8 JSON.
 * This is obfuscation, not secrecy: the key ships with the client.
 * `iv` defaults to 12 random bytes; pass one only to get a repeatable payload (tests).
 */
export async function encryptJson(value: unknown, keyText: string, iv?: Uint8Array): Promise<string> {
	const nonce = iv === undefined ? crypto.getRandomValues(new Uint8Array(IV_BYTES)) : new Uint8Array(iv)
	if (nonce.length !== IV_BYTES) throw new RangeError(`the IV must be ${IV_BYTES} bytes, got ${nonce.length}`)
	const json = JSON.stringify(value)
	if (json === undefined) throw new TypeError('value has no JSON form')
	const key = await deriveKey(keyText, 'encrypt')
	const sealed = await crypto.subtle.encrypt(
		{ name: 'AES-GCM', iv: nonce },
		key,
		new TextEncoder().encode(json),
	)
	const payload = new Uint8Array(IV_BYTES + sealed.byteLength)
	payload.set(nonce)
	payload.set(new Uint8Array(sealed), IV_BYTES)
	return toBase64Url(payload)
}

/** Reverses encryptJson; rejects on a wrong key, a tampered or malformed payload. */
export async function decryptJson(payload: string, keyText: string): Promise<unknown> {
	const bytes = fromBase64Url(payload)
	if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('payload is too short')
	const key = await deriveKey(keyText, 'decrypt')
	const iv = bytes.slice(0, IV_BYTES)
	const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, bytes.slice(IV_BYTES))
	return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(plain)))
}
