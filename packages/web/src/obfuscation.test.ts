import { expect, test } from 'vitest'
import { deobfuscate, obfuscate } from './obfuscation.ts'

test.each(['[]', '[{"gameNumero":12,"nbGuesses":3,"rank":1}]', '{"name":"Tortue Géniale ✓"}'])(
	'%s round-trips, and its obfuscated form does not show it',
	(text) => {
		const hidden = obfuscate(text)
		expect(hidden).toMatch(/^o1\.[A-Za-z0-9+/=]+$/)
		expect(hidden).not.toContain('gameNumero')
		expect(deobfuscate(hidden)).toBe(text)
	},
)

test.each([
	['plain JSON', '[{"gameNumero":12}]'],
	['another prefix', 'o2.AAAA'],
	['broken base64', 'o1.%%%'],
	['bytes that are not UTF-8 once decoded', `o1.${btoa(String.fromCharCode(0xff ^ 0x64, 0xfe ^ 0x72))}`],
])('%s does not decode', (_case, value) => {
	expect(deobfuscate(value)).toBeNull()
})
