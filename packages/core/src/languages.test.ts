import { expect, test } from 'vitest'
import { LANGUAGES, matchLanguage, pageLanguageOf } from './languages.ts'

test.each([
	[['es-MX'], 'es'],
	[['es-419', 'en'], 'es'],
	[['pt'], 'pt-BR'],
	[['pt-PT'], 'pt-BR'],
	[['pt_BR'], 'pt-BR'],
	[['fr-CA'], 'fr'],
	[['de-DE', 'fr-FR', 'en'], 'fr'],
	[['en-GB', 'es'], 'en'],
	[['de', 'ja'], undefined],
	[[], undefined],
])('browser languages %j speak %s', (tags, expected) => {
	expect(matchLanguage(tags, LANGUAGES)).toBe(expected)
})

test('a region of its own is matched before the language alone', () => {
	expect(matchLanguage(['pt-BR'], ['pt-PT', 'pt-BR'])).toBe('pt-BR')
	expect(matchLanguage(['pt-AO'], ['pt-PT', 'pt-BR'])).toBe('pt-PT')
})

test("a page's language: the page's last one, else the browser's, else English", () => {
	expect(pageLanguageOf('fr', ['es-MX'])).toBe('fr')
	expect(pageLanguageOf(undefined, ['es-MX', 'en'])).toBe('es')
	// a cookie naming no language is no choice
	expect(pageLanguageOf('klingon', ['pt'])).toBe('pt-BR')
	expect(pageLanguageOf(undefined, ['de'])).toBe('en')
	expect(pageLanguageOf(undefined, [])).toBe('en')
})
