import { expect, test } from 'vitest'
import { isArtPicture, isDailyData } from './routes.ts'

test.each([
	['/cache/cache.json', true],
	['/api/games/classic/answer', true],
	['/api/games/fusion/answer/name', true],
	['/api/winners/silhouette', true],
	// a cached version would hide a deploy from the version check, and the page would never reload
	['/cache/version.json', false],
	['/api/userData', false],
	['/api/streak/redeem', false],
	['/api/', false],
])('%s is kept for the day: %s', (pathname, expected) => {
	expect(isDailyData(pathname)).toBe(expected)
})

test('only the image modes’ hashed pictures are kept once seen', () => {
	expect(isArtPicture('/art/i/0123456789abcdef0123.webp')).toBe(true)
	expect(isArtPicture('/art/characters/3.webp')).toBe(false)
})
