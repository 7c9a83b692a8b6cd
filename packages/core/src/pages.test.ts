import { expect, test } from 'vitest'
import { PRERENDERED_PATHS, pageFileOf, SHARED_PAGE_FILE } from './pages.ts'

test('the menu, each mode and every other page have their prerendered file', () => {
	expect(pageFileOf('/')).toBe('index.html')
	expect(pageFileOf('/classic')).toBe('shells/classic.html')
	expect(pageFileOf('/silhouette')).toBe('shells/silhouette.html')
	for (const path of ['/classic/archive', '/fusion/practice', '/streak', '/no-such-page', '/classic/']) {
		expect(pageFileOf(path)).toBe(SHARED_PAGE_FILE)
	}
	// one file per prerendered address, the shared one last
	const files = PRERENDERED_PATHS.map(pageFileOf)
	expect(new Set(files).size).toBe(files.length)
	expect(files.at(-1)).toBe(SHARED_PAGE_FILE)
})
