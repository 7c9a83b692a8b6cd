import { expect, test } from 'vitest'
import { hasPracticeSeries, MODES, nextModeAfter } from './modes.ts'
import type { Mode } from './schemas.ts'

test.each<[Mode, Mode[], Mode | null]>([
	['classic', [], 'fusion'],
	['classic', ['fusion'], 'technique'],
	['silhouette', [], 'classic'],
	['technique', ['silhouette', 'classic'], 'fusion'],
	['fusion', ['classic', 'fusion', 'technique', 'silhouette'], null],
	['fusion', ['classic', 'technique', 'silhouette'], null],
])('after %s with %j done, the next mode is %s', (current, done, next) => {
	expect(nextModeAfter(current, new Set(done))).toBe(next)
})

// a series is a character's (its debut's): only the modes whose answers are characters filter by it
test('practice filters by series in Classic and Silhouette only', () => {
	expect(MODES.filter(hasPracticeSeries)).toEqual(['classic', 'silhouette'])
})
