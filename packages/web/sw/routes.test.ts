import { PRERENDERED_PAGES } from '@dragondle/core'
import { expect, test } from 'vitest'
import { isArtPicture, isDailyData, offlinePageOf } from './routes.ts'

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

test("offline, a page is its first screen in the player's language, kept under its file's address", () => {
	expect(offlinePageOf('/', 'en')).toBe('/shells/en/index.html')
	expect(offlinePageOf('/technique', 'en')).toBe('/shells/en/technique.html')
	expect(offlinePageOf('/technique/archive/3', 'en')).toBe('/shells/en/page.html')
	expect(offlinePageOf('/privacy_policy', 'fr')).toBe('/shells/fr/page.html')
	expect(offlinePageOf('/', 'es')).toBe('/shells/es/index.html')
	expect(offlinePageOf('/silhouette', 'pt-BR')).toBe('/shells/pt-BR/silhouette.html')
	// every prerendered page is found offline
	for (const { file, language, path } of PRERENDERED_PAGES)
		expect(offlinePageOf(path, language)).toBe(`/${file}`)
})
