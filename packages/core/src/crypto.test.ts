import { expect, test } from 'vitest'
import { decryptJson, encryptJson } from './crypto.ts'

const KEY = 'dragondle-dev'
const FIXED_IV = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])

function decodeBase64Url(text: string): Uint8Array {
	return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0))
}

test.each<[string, unknown]>([
	['an answer payload', { game_numero: 12, yesterday: null, champion_name: 'Son Goku', clues: {} }],
	['a name', 'Piccolo'],
	['accents and emoji', 'Bejīta 🐉'],
	['a number', 42],
	['null', null],
	['a list', [1, 'two', { three: 3 }]],
])('%s survives a round trip', async (_, value) => {
	expect(await decryptJson(await encryptJson(value, KEY), KEY)).toEqual(value)
})

test('the payload is base64url of the 12-byte IV, the ciphertext and the 16-byte tag', async () => {
	const json = JSON.stringify({ champion_name: 'Bejīta' })
	const payload = await encryptJson({ champion_name: 'Bejīta' }, KEY, FIXED_IV)
	expect(payload).toMatch(/^[A-Za-z0-9_-]+$/)
	const bytes = decodeBase64Url(payload)
	expect(bytes.length).toBe(12 + new TextEncoder().encode(json).length + 16)
	expect([...bytes.slice(0, 12)]).toEqual([...FIXED_IV])
})

test('a fixed IV gives the same payload every time', async () => {
	const first = await encryptJson('Son Goku', KEY, FIXED_IV)
	expect(await encryptJson('Son Goku', KEY, FIXED_IV)).toBe(first)
	expect(await encryptJson('Son Goku', 'another-key', FIXED_IV)).not.toBe(first)
})

test('without an IV every payload differs', async () => {
	expect(await encryptJson('Son Goku', KEY)).not.toBe(await encryptJson('Son Goku', KEY))
})

test('an IV that is not 12 bytes is refused', async () => {
	await expect(encryptJson('Son Goku', KEY, new Uint8Array(8))).rejects.toThrow(RangeError)
})

test('a value with no JSON form is refused', async () => {
	await expect(encryptJson(undefined, KEY)).rejects.toThrow(TypeError)
})

test('a wrong key rejects', async () => {
	const payload = await encryptJson('Son Goku', KEY)
	await expect(decryptJson(payload, 'wrong-key')).rejects.toThrow()
})

test.each([
	['the IV', 0],
	['the ciphertext', 14],
	['the tag', -1],
])('a payload with a byte of %s changed rejects', async (_, at) => {
	const bytes = decodeBase64Url(await encryptJson('Son Goku', KEY, FIXED_IV))
	const index = at < 0 ? bytes.length + at : at
	bytes[index] = (bytes[index] ?? 0) ^ 1
	const tampered = btoa(String.fromCharCode(...bytes))
		.replaceAll('+', '-')
		.replaceAll('/', '_')
		.replace(/=+$/, '')
	await expect(decryptJson(tampered, KEY)).rejects.toThrow()
})

test.each([
	['an empty payload', ''],
	['characters outside base64url', 'abc+/def=='],
	['a payload shorter than IV and tag', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
	['a truncated payload', 'A'],
])('%s rejects', async (_, payload) => {
	await expect(decryptJson(payload, KEY)).rejects.toThrow()
})
