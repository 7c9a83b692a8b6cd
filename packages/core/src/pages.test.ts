import { expect, test } from 'vitest'
import { LANGUAGES } from './languages.ts'
import { PRERENDERED_PAGES, PRERENDERED_PATHS, pageFileOf, sharesPageFile } from './pages.ts'

test('the menu, each mode and every other page have their prerendered file, in each language', () => {
	expect(pageFileOf('/', 'en')).toBe('shells/en/index.html')
	expect(pageFileOf('/classic', 'en')).toBe('shells/en/classic.html')
	expect(pageFileOf('/silhouette', 'es')).toBe('shells/es/silhouette.html')
	expect(pageFileOf('/fusion', 'pt-BR')).toBe('shells/pt-BR/fusion.html')
	for (const path of ['/classic/archive', '/fusion/practice', '/streak', '/no-such-page', '/classic/']) {
		expect(pageFileOf(path, 'fr')).toBe('shells/fr/page.html')
		expect(sharesPageFile(path)).toBe(true)
	}
	expect(sharesPageFile('/classic')).toBe(false)
	expect(sharesPageFile('/')).toBe(false)
	// one file per prerendered address, the shared one last
	const files = PRERENDERED_PATHS.map((path) => pageFileOf(path, 'en'))
	expect(new Set(files).size).toBe(files.length)
	expect(sharesPageFile(PRERENDERED_PATHS.at(-1) ?? '')).toBe(true)
	// every language has every page, each in a file of its own
	expect(PRERENDERED_PAGES).toHaveLength(LANGUAGES.length * PRERENDERED_PATHS.length)
	expect(new Set(PRERENDERED_PAGES.map(({ file }) => file)).size).toBe(PRERENDERED_PAGES.length)
})
