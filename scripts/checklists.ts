// The checklists of CONTRIBUTING.md as code: for a mode, a language or a character, every place in
// the repository that must know it and does not. Each place is named as CONTRIBUTING.md names it,
// by its file, so a failing test says which step was left out. Places derived from core's lists
// (the routes, the prerendered pages, the budgets) are checked too: a derivation that breaks is a
// place that no longer knows.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ContentPack } from '@dragondle/content'
import { checkContent, type RawContent } from '@dragondle/content/check'
import { listArtFiles } from '@dragondle/content/check-files'
import { DATA_LANGUAGES } from '@dragondle/content/translations'
import {
	DEFAULT_LANGUAGE,
	LANGUAGES,
	type Language,
	MODE_RULES,
	MODES,
	type Mode,
	ModeParamsSchema,
	PAGE_ROUTES,
	PRERENDERED_PAGES,
	pageFileOf,
	sharesPageFile,
} from '@dragondle/core'
import { PAGE_BUDGETS, WEIGHED_LOCALES } from '@dragondle/e2e/page-budgets'
import { createDailyAnswers } from '@dragondle/server'

const ROOT = join(import.meta.dirname, '..')
const LOCALES_DIR = join(ROOT, 'packages/web/src/locales')

/** One place a checklist names, and whether it knows the name being checked. */
type Place<T> = { place: string; knows: (name: string, context: T) => boolean }

function missingPlaces<T>(places: readonly Place<T>[], name: string, context: T): string[] {
	return places.filter(({ knows }) => !safely(() => knows(name, context))).map(({ place }) => place)
}

/** A place that throws on a name it does not know (the server's sources) does not know it. */
function safely(knows: () => boolean): boolean {
	try {
		return knows()
	} catch {
		return false
	}
}

const includes = (list: readonly string[], name: string) => list.includes(name)
const readText = (path: string) => readFileSync(join(ROOT, path), 'utf8')
const readLocale = (language: string, namespace: string): unknown =>
	JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'))

/** The string at a dotted key of a locale file, or undefined. */
function stringAt(language: string, namespace: string, key: string): unknown {
	return key
		.split('.')
		.reduce<unknown>(
			(value, part) =>
				typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined,
			readLocale(language, namespace),
		)
}

const MODE_PAGES = ['daily', 'archive', 'archiveGame', 'practice'] as const

/** The strings every mode has in every language: its menu card and its game's title. */
const MODE_STRINGS = ['common:modes.%s.title', 'common:modes.%s.description', 'game:%s.title'] as const

/** The places a mode must be in, beyond core's MODES (CONTRIBUTING.md "A new mode"). */
const MODE_PLACES: readonly Place<ContentPack>[] = [
	{ place: 'packages/core/src/modes.ts MODES', knows: (mode) => includes(MODES, mode) },
	{ place: 'packages/core/src/modes.ts MODE_RULES', knows: (mode) => Object.hasOwn(MODE_RULES, mode) },
	{
		// the service worker's isDailyData and the prerender plugin's MODE_MODULE match [a-z]+
		place: 'its name: lowercase letters only',
		knows: (mode) => /^[a-z]+$/.test(mode),
	},
	{
		place: "packages/core/src/routes.ts PAGE_ROUTES (the mode's four pages)",
		knows: (mode) =>
			MODE_PAGES.every((page) => PAGE_ROUTES.some((route) => route.mode === mode && route.page === page)),
	},
	{
		place: 'packages/server/src/routes (ModeParamsSchema in packages/core/src/api.ts)',
		knows: (mode) => includes(ModeParamsSchema.entries.mode.options, mode),
	},
	{
		place: 'packages/core/src/pages.ts PRERENDERED_PAGES (its page shell in every language)',
		knows: (mode) =>
			!sharesPageFile(`/${mode}`) &&
			LANGUAGES.every((language) =>
				PRERENDERED_PAGES.some((page) => page.path === `/${mode}` && page.language === language),
			),
	},
	{
		place: 'packages/server/src/daily.ts MODE_SOURCES',
		knows: (mode, content) => {
			const answers = createDailyAnswers(content, { secret: 'checklist' })
			return answers.answer(mode as Mode, 'eu', 1).mode === mode
		},
	},
	{
		place: 'packages/content/data (entries its answers are drawn from)',
		knows: (mode, content) => content[MODE_RULES[mode as Mode].answersFrom].length > 0,
	},
	{
		place: 'packages/web/src/modes/registry.tsx MODE_REGISTRY',
		knows: (mode) =>
			readText('packages/web/src/modes/registry.tsx').includes(
				`${mode}: registered(() => import('./${mode}/${mode}-mode.tsx'))`,
			),
	},
	{
		place: 'packages/web/src/modes/<mode>/<mode>-mode.tsx (its definition)',
		knows: (mode) => existsSync(join(ROOT, `packages/web/src/modes/${mode}/${mode}-mode.tsx`)),
	},
	{
		place: 'packages/web/src/locales/<language>/{common,game}.json (its strings in every language)',
		knows: (mode) =>
			LANGUAGES.every((language) =>
				MODE_STRINGS.every((template) => {
					const [namespace = '', key = ''] = template.replace('%s', mode).split(':')
					return typeof stringAt(language, namespace, key) === 'string'
				}),
			),
	},
	{ place: 'e2e/page-weight.ts PAGE_BUDGETS', knows: (mode) => PAGE_BUDGETS[`/${mode}`] !== undefined },
	{
		place: 'README.md (the table of modes)',
		knows: (mode) => {
			const title = stringAt(DEFAULT_LANGUAGE, 'common', `modes.${mode}.title`)
			return typeof title === 'string' && readText('README.md').includes(`| **${title}** |`)
		},
	},
]

/** Every place that does not know the mode `mode`, checked against the content pack. */
export function missingPlacesForMode(mode: string, content: ContentPack): string[] {
	return missingPlaces(MODE_PLACES, mode, content)
}

/** The languages' English names, as the README writes them ('pt-BR': Brazilian Portuguese). */
const ENGLISH_NAMES = new Intl.DisplayNames('en', { type: 'language' })

/** The places a language must be in (CONTRIBUTING.md "A new language"). */
const LANGUAGE_PLACES: readonly Place<undefined>[] = [
	{ place: 'packages/core/src/languages.ts LANGUAGES', knows: (language) => includes(LANGUAGES, language) },
	{
		place: 'packages/web/src/i18n.ts LOCALES (the picker)',
		knows: (language) => readText('packages/web/src/i18n.ts').includes(`language: '${language}'`),
	},
	{
		place: 'packages/web/src/locales/<language>/ (every namespace file English has)',
		knows: (language) =>
			readdirSync(join(LOCALES_DIR, DEFAULT_LANGUAGE)).every((file) =>
				existsSync(join(LOCALES_DIR, language, file)),
			),
	},
	{
		place: 'packages/content/data/i18n/<language>.json and DATA_LANGUAGES (its game words)',
		knows: (language) =>
			language === DEFAULT_LANGUAGE ||
			(includes(DATA_LANGUAGES, language) &&
				existsSync(join(ROOT, `packages/content/data/i18n/${language}.json`))),
	},
	{
		place: 'packages/core/src/pages.ts PRERENDERED_PAGES (its page shells)',
		knows: (language) =>
			PRERENDERED_PAGES.some(
				(page) => page.language === language && page.file === pageFileOf('/', language as Language),
			),
	},
	{
		place: 'e2e/page-weight.ts WEIGHED_LOCALES',
		knows: (language) => Object.hasOwn(WEIGHED_LOCALES, language),
	},
	{
		place: 'README.md (the languages paragraph)',
		knows: (language) => readText('README.md').includes(ENGLISH_NAMES.of(language) ?? language),
	},
]

/** Every place that does not know the language `language` (an i18next language, 'pt-BR'). */
export function missingPlacesForLanguage(language: string): string[] {
	return missingPlaces(LANGUAGE_PLACES, language, undefined)
}

/**
 * What the pack lacks for the characters `championIds`: the content check's issues of their entries
 * (`npm run content:check`: Classic tiles told apart, source art and crop centres, a clue that does
 * not name its character), and their names in each language's game words (content's
 * data-translations.test.ts holds the whole). The check runs once for them all.
 */
export function missingPlacesForCharacters(
	championIds: readonly number[],
	raw: Required<RawContent>,
): string[] {
	const entries = raw.characters as { championId: number; championName: string }[]
	const labels = new Set(
		entries
			.filter((character) => championIds.includes(character.championId))
			.map((character) => `${character.championName} (#${character.championId})`),
	)
	const issues = checkContent(raw, listArtFiles())
		.filter((issue) => labels.has(issue.entry))
		.map((issue) => `packages/content/data/${issue.file} ${issue.field || '(entry)'}: ${issue.message}`)
	const untranslated = championIds.flatMap((championId) =>
		DATA_LANGUAGES.filter((language) => {
			const translation = raw.translations[language] as { characters?: Record<string, { name?: string }> }
			return !translation.characters?.[String(championId)]?.name
		}).map((language) => `packages/content/data/i18n/${language}.json characters.${championId}.name`),
	)
	return [...issues, ...untranslated]
}
