import { expect, test } from 'vitest'
import { compareVersions } from './versions.ts'

test.each([
	['1.4.0', '1.4.0', 0],
	['1.4.1', '1.4.0', 1],
	['1.10.0', '1.9.9', 1],
	['2.0.0', '10.0.0', -1],
	['1.4', '1.4.0', 0],
	['0.0.0', '1.0.0', -1],
])('%s against %s compares as %i', (a, b, sign) => {
	expect(Math.sign(compareVersions(a, b))).toBe(sign)
})
