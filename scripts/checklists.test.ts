import { loadContent } from '@dragondle/content'
import { readRawContent } from '@dragondle/content/check-files'
import { LANGUAGES, MODES } from '@dragondle/core'
import { expect, test } from 'vitest'
import { missingPlacesForCharacters, missingPlacesForLanguage, missingPlacesForMode } from './checklists.ts'

// CONTRIBUTING.md's checklists walked: every mode, language and character the game has is in every
// place its checklist names, and a made-up one is missing from each, so a step left out fails here.

const content = loadContent()

test.each(MODES)('the mode %s is in every place a mode must be', (mode) => {
	expect(missingPlacesForMode(mode, content)).toEqual([])
})

test('a made-up mode is missing from every place a new mode must be added to', () => {
	expect(missingPlacesForMode('quiz', content)).toEqual([
		'packages/core/src/modes.ts MODES',
		'packages/core/src/modes.ts MODE_RULES',
		"packages/core/src/routes.ts PAGE_ROUTES (the mode's four pages)",
		'packages/server/src/routes (ModeParamsSchema in packages/core/src/api.ts)',
		'packages/core/src/pages.ts PRERENDERED_PAGES (its page shell in every language)',
		'packages/server/src/daily.ts MODE_SOURCES',
		'packages/content/data (entries its answers are drawn from)',
		'packages/web/src/modes/registry.tsx MODE_REGISTRY',
		'packages/web/src/modes/<mode>/<mode>-mode.tsx (its definition)',
		'packages/web/src/locales/<language>/{common,game}.json (its strings in every language)',
		'e2e/page-weight.ts PAGE_BUDGETS',
		'README.md (the table of modes)',
	])
})

test('a mode named with more than lowercase letters is refused by its name first', () => {
	expect(missingPlacesForMode('quiz-2', content)).toContain('its name: lowercase letters only')
})

test.each(LANGUAGES)('the language %s is in every place a language must be', (language) => {
	expect(missingPlacesForLanguage(language)).toEqual([])
})

test('a made-up language is missing from every place a new language must be added to', () => {
	// German: a real language, so the README check looks for a real name ("German")
	expect(missingPlacesForLanguage('de')).toEqual([
		'packages/core/src/languages.ts LANGUAGES',
		'packages/web/src/i18n.ts LOCALES (the picker)',
		'packages/web/src/locales/<language>/ (every namespace file English has)',
		'packages/content/data/i18n/<language>.json and DATA_LANGUAGES (its game words)',
		'packages/core/src/pages.ts PRERENDERED_PAGES (its page shells)',
		'e2e/page-weight.ts WEIGHED_LOCALES',
		'README.md (the languages paragraph)',
	])
})

test('every character of the pack has all a character needs', () => {
	const raw = readRawContent()
	const ids = (raw.characters as { championId: number }[]).map((character) => character.championId)
	expect(missingPlacesForCharacters(ids, raw)).toEqual([])
})

test('a made-up character copied from another lacks its own tiles, its art and its names in each language', () => {
	const raw = readRawContent()
	const characters = raw.characters as { championId: number; championName: string }[]
	const [bulma] = characters.filter((character) => character.championName === 'Bulma')
	const championId = Math.max(...characters.map((character) => character.championId)) + 1
	const madeUp = { ...bulma, championId, championName: 'Zorbo', aliases: [] }
	const missing = missingPlacesForCharacters([championId], { ...raw, characters: [...characters, madeUp] })
	expect(missing).toEqual([
		expect.stringMatching(
			/^packages\/content\/data\/characters\.json \(entry\): every Classic tile is the same as Bulma/,
		),
		`packages/content/data/characters.json art: missing source art art/characters/${championId}.svg (or .png)`,
		`packages/content/data/i18n/es.json characters.${championId}.name`,
		`packages/content/data/i18n/pt-BR.json characters.${championId}.name`,
		`packages/content/data/i18n/fr.json characters.${championId}.name`,
	])
})
