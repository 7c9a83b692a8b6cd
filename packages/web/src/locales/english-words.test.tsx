import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import characters from '@dragondle/content/data/characters.json'
import patchNotes from '@dragondle/content/data/patch-notes.json'
import techniques from '@dragondle/content/data/techniques.json'
import { type DataLanguage, TECHNIQUE_NAMES_KEPT } from '@dragondle/content/translations'
import { act, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getI18n } from 'react-i18next'
import { afterEach, expect, test } from 'vitest'
import { useGameWords } from '../game-words.ts'
import { LANGUAGE_VERSION, LOCALES } from '../i18n.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { writeValue } from '../storage/store.ts'
import { renderApp } from '../test/render-app.tsx'

/**
 * No English word left on a page in another language (decision 111). The English vocabulary is
 * every word of the English strings and of the pack's English-only text (patch notes, technique
 * names); a language's vocabulary is every word of its own strings that it translated (a string
 * left as English does not count). A word of the first not in the second, shown on a page of the
 * language, is English left behind, unless it is a proper name of the small list below. The pages
 * are rendered as a player meets them: every page, every dialog, and every technique name the
 * bonus question can show.
 */

const LOCALES_DIR = import.meta.dirname
type Language = DataLanguage

/** A language's whole data file, as written (the pages' build leaves out what reads as English). */
function dataOf(language: Language): { techniques: Record<string, string> } & Record<string, unknown> {
	return JSON.parse(readFileSync(join(LOCALES_DIR, '../../../content/data/i18n', `${language}.json`), 'utf8'))
}

/** Names, not English: the game's, the franchise's, the stores', and gamer slang every language says. */
const PROPER_NAMES = new Set(
	[
		'Dragondle',
		'Dragon',
		'Ball',
		'Google',
		'Play',
		'App',
		'Store',
		'gg',
		'wp',
		'ez',
		'DB',
		'DBZ',
		'DBS',
		'GT',
		'Daima',
		'Super',
	].map((word) => word.toLowerCase()),
)

/** The words of a text: letters only, lower-cased, two letters or more. */
function wordsOf(text: string): string[] {
	return (text.match(/\p{L}[\p{L}'’]*\p{L}/gu) ?? []).map((word) => word.toLowerCase().replace(/['’].*$/, ''))
}

function leaves(value: unknown, into: string[] = []): string[] {
	if (typeof value === 'string') into.push(value.replace(/\{\{[^}]*\}\}/g, ' '))
	else if (typeof value === 'object' && value !== null)
		for (const item of Object.values(value)) leaves(item, into)
	return into
}

function localeStrings(language: string): Map<string, string> {
	const strings = new Map<string, string>()
	for (const file of readdirSync(join(LOCALES_DIR, language))) {
		const json = JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8'))
		const flat = (value: unknown, prefix: string) => {
			if (typeof value === 'string') strings.set(prefix, value.replace(/\{\{[^}]*\}\}/g, ' '))
			else if (typeof value === 'object' && value !== null)
				for (const [key, item] of Object.entries(value)) flat(item, `${prefix}.${key}`)
		}
		flat(json, file)
	}
	return strings
}

const ENGLISH = localeStrings('en')
const NAMES = new Set(
	characters.flatMap((character) => [character.championName, ...character.aliases]).flatMap(wordsOf),
)
/**
 * The English words a page in `language` could leave behind: the English strings the language
 * writes otherwise (a string both write alike, such as a language's own name, belongs to neither),
 * and the pack's English text.
 */
function englishWordsFor(language: Language): Set<string> {
	const translated = localeStrings(language)
	const english = [...ENGLISH].filter(([key, text]) => translated.get(key) !== text).map(([, text]) => text)
	return new Set(
		[...english, ...leaves(patchNotes), ...techniques.map((technique) => technique.name)].flatMap(wordsOf),
	)
}

/** The words a language says as its own: its strings, its game data, the technique names its dubs keep. */
function languageWords(language: Language): Set<string> {
	// a string the language writes as English does is vetted by locales.test.ts (SAME_AS_ENGLISH)
	const own = [...localeStrings(language).values()]
	const data = dataOf(language)
	const kept = new Set(TECHNIQUE_NAMES_KEPT[language])
	const techniqueNames = Object.entries(data.techniques)
		.filter(
			([id, name]) => kept.has(id) || techniques.find((technique) => technique.id === id)?.name !== name,
		)
		.map(([, name]) => name)
	// the patch notes are prose a player reads, not words the language is known by: English left in
	// them must show up
	const { techniques: _names, patchNotes: _notes, ...rest } = data
	return new Set([...own, ...leaves(rest), ...techniqueNames].flatMap(wordsOf))
}

/** The English words in what a page shows: its text and the accessible names in its attributes. */
function englishIn(root: HTMLElement, language: Language): string[] {
	const own = languageWords(language)
	const englishWords = englishWordsFor(language)
	const labels = [...root.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap(
		(element) =>
			['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
	)
	const shown = wordsOf([root.textContent ?? '', ...labels].join(' '))
	return [
		...new Set(
			shown.filter(
				(word) => englishWords.has(word) && !own.has(word) && !PROPER_NAMES.has(word) && !NAMES.has(word),
			),
		),
	]
}

afterEach(async () => {
	await act(() => getI18n().changeLanguage('en'))
})

/** The player chose the language (the picker's stored choice), so the app follows it. */
async function inLanguage(language: Language) {
	const locale = LOCALES.find((entry) => entry.language === language)?.value ?? null
	writeValue(STORAGE_KEYS.locale, locale)
	writeValue(STORAGE_KEYS.languageVersion, LANGUAGE_VERSION)
	// i18next switches once the language's namespaces, its game words among them, have loaded
	await act(() => getI18n().changeLanguage(language))
}

const LANGUAGES: Language[] = ['es', 'fr', 'pt-BR']
// a practice round's page is Classic's board with its own title (game-frame.test.tsx); its answer
// route is not part of the fake API these pages use
const PAGES = [
	'/',
	'/classic',
	'/fusion',
	'/technique',
	'/silhouette',
	'/classic/archive',
	'/streak',
	'/privacy_policy',
	'/app',
]

test.each(LANGUAGES.flatMap((language) => PAGES.map((path) => [language, path] as const)))(
	'%s: %s shows no English word',
	async (language, path) => {
		await inLanguage(language)
		renderApp(path)
		await screen.findByRole('contentinfo', {}, { timeout: 10_000 })
		expect(document.documentElement.lang).toBe(language)
		// the game's screen once loaded, or the page as it settles
		await act(() => new Promise((resolve) => setTimeout(resolve, 700)))
		expect(englishIn(document.body, language)).toEqual([])
	},
	// the archive's calendar is the slowest page to mount
	20_000,
)

const DIALOGS = ['header.settings', 'header.stats', 'header.streak', 'header.help', 'header.notes'] as const

test.each(LANGUAGES.flatMap((language) => DIALOGS.map((key) => [language, key] as const)))(
	'%s: the dialog of %s shows no English word',
	async (language, key) => {
		await inLanguage(language)
		const user = userEvent.setup()
		renderApp('/classic')
		const name = getI18n().t(key)
		await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }))
		const dialog = await screen.findByRole('dialog')
		expect(document.documentElement.lang).toBe(language)
		// the dialog's body loads with its chunk (the patch notes with their language's notes)
		if (key === 'header.notes') await within(dialog).findAllByRole('article')
		else await within(dialog).findAllByRole('heading')
		await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
		expect(englishIn(dialog, language)).toEqual([])
	},
	20_000,
)

test.each(LANGUAGES)(
	'%s: every technique the bonus question can show is named in the language',
	async (language) => {
		await inLanguage(language)
		const { result } = renderHook(() => useGameWords())
		const names = techniques.map((technique) => result.current.word('techniques', technique.name))
		const list = document.createElement('ul')
		list.textContent = names.join(' · ')
		expect(englishIn(list, language)).toEqual([])
	},
)
