/**
 * Obfuscation of the records a player might be tempted to edit by hand (docs/product.md §3: stats are stored
 * "encrypted with a client key"). This is NOT security: the key ships in the page, and anyone who
 * reads this file can decode them. It only keeps a casual player from rewriting their streak in
 * the browser's storage panel. Synchronous, so every read stays synchronous.
 */
const KEY = new TextEncoder().encode('dragondle:records:v1')
/** Marks an obfuscated value, so a plain or foreign value is told apart at once. */
const PREFIX = 'o1.'

function xorWithKey(bytes: Uint8Array): Uint8Array {
	return bytes.map((byte, index) => byte ^ (KEY[index % KEY.length] ?? 0))
}

function toBase64(bytes: Uint8Array): string {
	let binary = ''
	for (const byte of bytes) binary += String.fromCharCode(byte)
	return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
	return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

/** The text, obfuscated: 'o1.' then base64 of its UTF-8 bytes XORed with the client key. */
export function obfuscate(text: string): string {
	return PREFIX + toBase64(xorWithKey(new TextEncoder().encode(text)))
}

/** The text back, or null when the value was not made by obfuscate (edited, truncated, foreign). */
export function deobfuscate(value: string): string | null {
	if (!value.startsWith(PREFIX)) return null
	try {
		const bytes = xorWithKey(fromBase64(value.slice(PREFIX.length)))
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
	} catch {
		return null
	}
}
