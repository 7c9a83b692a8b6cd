import { PRERENDERED_PATHS, pageFileOf } from '@dragondle/core'
import { expect, test } from 'vitest'
import { precacheUrlOf } from './page-files.ts'
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

test('page files are precached under the address the server answers them at; offline, each page gets its own', () => {
	expect(precacheUrlOf('index.html')).toBe('/')
	expect(precacheUrlOf('shells/classic.html')).toBe('/classic')
	expect(precacheUrlOf('shells/page.html')).toBe('/shells/page.html')
	// every prerendered page is found offline under its own address, or the shared one
	for (const path of PRERENDERED_PATHS) {
		expect(offlinePageOf(path)).toBe(path === '/privacy_policy' ? '/shells/page.html' : path)
		expect(precacheUrlOf(pageFileOf(path))).toBe(offlinePageOf(path))
	}
	expect(offlinePageOf('/')).toBe('/')
	expect(offlinePageOf('/technique')).toBe('/technique')
	expect(offlinePageOf('/technique/archive/3')).toBe('/shells/page.html')
	expect(offlinePageOf('/privacy_policy')).toBe('/shells/page.html')
})
