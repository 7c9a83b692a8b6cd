import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { STRING_NAMESPACES } from '../i18n.ts'

/**
 * Every language's strings against English's (docs/architecture.md "Language"): the same keys, with
 * each language's own plural forms; the same placeholders in every string; nothing left in English
 * by mistake. A language is a folder of `locales/`; English is the reference.
 */

const LOCALES_DIR = import.meta.dirname
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const ORDINAL = /_ordinal$/
const PLACEHOLDER = /\{\{\s*([^}\s,]+)[^}]*\}\}/g

/**
 * Strings that read the same in a language as in English on purpose (names, gamer slang, emoji),
 * by `namespace:key`; a language may list more of its own.
 */
const SAME_AS_ENGLISH_EVERYWHERE: ReadonlySet<string> = new Set([
	'common:appName',
	'common:pageTitle',
	// each language under its own name, in every language's picker
	...['en_US', 'es_ES', 'pt_BR', 'fr_FR'].map((value) => `common:languages.${value}`),
	'common:app.googlePlay',
	// placeholders and punctuation only
	'common:stats.oneShotsValue',
	'game:tileName',
	'game:announce.withRank',
	// gamer slang, said in English everywhere
	'game:end.sentences.0',
	'game:end.sentences.1',
	// the series' titles
	...['db', 'dbz', 'dbs', 'dbgt', 'daima'].map((series) => `play:practice.seriesNames.${series}`),
])
const SAME_AS_ENGLISH: Readonly<Record<string, ReadonlySet<string>>> = {
	es: new Set(['game:classic.values.no', 'transfer:transfer.token']),
	'pt-BR': new Set([
		'settings:app.notification.am',
		'settings:app.notification.pm',
		'transfer:transfer.token',
		// an alias in quotation marks, as English writes them
		'game:guessBox.alias',
	]),
	fr: new Set([
		'common:modes.fusion.title',
		'common:modes.technique.title',
		'common:modes.silhouette.title',
		'common:streak.code',
		'about:about.version',
		'game:classic.categories.race',
		'game:classic.categories.affiliation',
		'settings:region.eu.label',
		'settings:app.notification.minute',
	]),
}

/**
 * The placeholders that carry a quantity: each goes through `Intl.NumberFormat` (`{{count, number}}`),
 * so a language writes its own decimal comma and digit grouping (decision 111). Game numbers
 * (`numero`, `gameNumero`: "#1234" is a name, not a quantity), years and clock hours are not.
 */
const QUANTITIES = new Set([
	'count',
	'percent',
	'px',
	'won',
	'played',
	'lost',
	'oneShots',
	'current',
	'max',
	'round',
	'average',
	'share',
])
const FORMATTED = /\{\{\s*([^}\s,]+)\s*,\s*number\b[^}]*\}\}/g

type Strings = Map<string, string>

/** `a.b.c` → string for every leaf; an array's items are `a.0`, `a.1`. */
function flatten(value: unknown, prefix = '', into: Strings = new Map()): Strings {
	if (typeof value === 'string') into.set(prefix, value)
	else if (typeof value === 'object' && value !== null) {
		// an array's items are keyed by their index, as i18next's `returnObjects` gives them
		for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into)
	}
	return into
}

function readStrings(language: string, namespace: string): Strings {
	return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')))
}

/** A key without its plural suffix, and the suffix (undefined for a key with no plural forms). */
function splitPlural(key: string, english: Strings): { base: string; form: string | undefined } {
	const match = PLURAL_SUFFIX.exec(key)
	if (!match) return { base: key, form: undefined }
	const base = key.slice(0, match.index)
	// a key is plural when English has its `_other` form
	return english.has(`${base}_other`) ? { base, form: match[1] } : { base: key, form: undefined }
}

/** The plural forms a language's `base` needs: its ordinal or cardinal categories. */
function formsOf(language: string, base: string): string[] {
	const type = ORDINAL.test(base) ? 'ordinal' : 'cardinal'
	return [...new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories].sort()
}

function placeholdersOf(text: string): string[] {
	return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort()
}

const LANGUAGES = readdirSync(LOCALES_DIR, { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && entry.name !== 'en')
	.map((entry) => entry.name)

test('English has every namespace the app loads, and nothing else', () => {
	const files = readdirSync(join(LOCALES_DIR, 'en')).filter((name) => name.endsWith('.json'))
	expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...STRING_NAMESPACES].sort())
})

test.each(LANGUAGES)('%s has every namespace as a file', (language) => {
	const files = readdirSync(join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'))
	expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...STRING_NAMESPACES].sort())
})

for (const language of LANGUAGES) {
	test.each(STRING_NAMESPACES)(
		`${language}: %s has English's keys, the language's plural forms and the same placeholders`,
		(namespace) => {
			const english = readStrings('en', namespace)
			const translated = readStrings(language, namespace)
			const problems: string[] = []
			// the forms each plural base has in the translation, and every key English has
			const formsFound = new Map<string, Set<string>>()
			for (const key of translated.keys()) {
				const { base, form } = splitPlural(key, english)
				if (form === undefined) {
					if (!english.has(key)) problems.push(`${key}: not in English`)
					continue
				}
				formsFound.set(base, (formsFound.get(base) ?? new Set()).add(form))
			}
			for (const key of english.keys()) {
				const { base, form } = splitPlural(key, english)
				if (form === undefined && !translated.has(key)) problems.push(`${key}: missing`)
				if (form !== undefined && !formsFound.has(base)) {
					formsFound.set(base, new Set())
				}
			}
			for (const [base, forms] of formsFound) {
				const expected = formsOf(language, base)
				const found = [...forms].sort()
				if (found.join() !== expected.join())
					problems.push(`${base}: plural forms ${found} (needs ${expected})`)
			}
			for (const [key, text] of translated) {
				const { base, form } = splitPlural(key, english)
				const source = form === undefined ? english.get(key) : english.get(`${base}_other`)
				if (source === undefined) continue
				const expected = placeholdersOf(source)
				const found = placeholdersOf(text)
				// a plural form may say its number in words ("one shot") rather than with {{count}}
				const isPluralForm = form !== undefined && expected.includes('count')
				const comparable = (names: string[]) =>
					isPluralForm ? names.filter((name) => name !== 'count') : names
				if (comparable(found).join() !== comparable(expected).join()) {
					problems.push(`${key}: placeholders ${found} (English ${expected})`)
				}
			}
			expect(problems).toEqual([])
		},
	)

	test.each(STRING_NAMESPACES)(`${language}: %s leaves nothing in English by mistake`, (namespace) => {
		const english = readStrings('en', namespace)
		const allowed = SAME_AS_ENGLISH[language] ?? new Set()
		const untranslated = [...readStrings(language, namespace)]
			.filter(([key, text]) => english.get(key) === text && /\p{L}{2}/u.test(text))
			.map(([key]) => `${namespace}:${key}`)
			.filter((id) => !SAME_AS_ENGLISH_EVERYWHERE.has(id) && !allowed.has(id))
		expect(untranslated).toEqual([])
	})
}

test.each(['en', ...LANGUAGES])(
	'%s: every quantity a string shows is written through Intl.NumberFormat',
	(language) => {
		const unformatted = STRING_NAMESPACES.flatMap((namespace) =>
			[...readStrings(language, namespace)].flatMap(([key, text]) => {
				const formatted = new Set([...text.matchAll(FORMATTED)].map((match) => match[1]))
				return placeholdersOf(text)
					.filter((name) => QUANTITIES.has(name) && !formatted.has(name))
					.map((name) => `${namespace}:${key} {{${name}}}`)
			}),
		)
		expect(unformatted).toEqual([])
	},
)
