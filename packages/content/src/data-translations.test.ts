import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANGUAGE, LANGUAGES as INTERFACE_LANGUAGES, searchReadings } from '@dragondle/core'
import { expect, test } from 'vitest'
import characters from '../data/characters.json' with { type: 'json' }
import fusions from '../data/fusions.json' with { type: 'json' }
import patchNotes from '../data/patch-notes.json' with { type: 'json' }
import sagas from '../data/sagas.json' with { type: 'json' }
import techniques from '../data/techniques.json' with { type: 'json' }
import vocabulary from '../data/vocabulary.json' with { type: 'json' }

/**
 * The game data in each language (`data/i18n/<language>.json`): a display name and clue for every
 * character, every attribute value, arc, sub-saga, technique, fusion and patch note, and nothing
 * else. The English data stays the key: comparisons and stored progress never read a translation.
 */

const I18N_DIR = join(import.meta.dirname, '..', 'data', 'i18n')
const LANGUAGES = readdirSync(I18N_DIR)
	.filter((name) => name.endsWith('.json'))
	.map((name) => name.replace(/\.json$/, ''))

const distinct = (values: readonly string[]) => [...new Set(values)].sort()

/** What every translation must cover, by section: the English keys, sorted. */
const EXPECTED: Readonly<Record<string, readonly string[]>> = {
	characters: characters.map(({ championId }) => String(championId)).sort(),
	gender: distinct(characters.map(({ gender }) => gender)),
	race: distinct(vocabulary.race),
	affiliation: distinct(vocabulary.affiliation),
	origin: distinct(vocabulary.origin),
	hair: distinct(vocabulary.hair),
	arcs: distinct(sagas.map(({ arc }) => arc)),
	subSagas: distinct(sagas.map(({ subSaga }) => subSaga)),
	techniques: techniques.map(({ id }) => id).sort(),
	fusions: fusions.map(({ id }) => id).sort(),
	patchNotes: patchNotes.map(({ id }) => id).sort(),
}

type Translation = Record<string, Record<string, unknown>>

function read(language: string): Translation {
	return JSON.parse(readFileSync(join(I18N_DIR, `${language}.json`), 'utf8'))
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

test('the languages the interface speaks are the ones the data speaks', () => {
	expect(LANGUAGES.sort()).toEqual(
		INTERFACE_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).sort(),
	)
})

test.each(LANGUAGES)('%s: every section covers every English key and no other', (language) => {
	const translation = read(language)
	expect(Object.keys(translation).sort()).toEqual(Object.keys(EXPECTED).sort())
	for (const [section, keys] of Object.entries(EXPECTED)) {
		expect(Object.keys(translation[section] ?? {}).sort(), section).toEqual(keys)
	}
})

test.each(LANGUAGES)(
	'%s: every value is text; characters have a name, and a clue exactly when English has one',
	(language) => {
		const translation = read(language)
		const problems: string[] = []
		for (const character of characters) {
			const entry = translation.characters?.[String(character.championId)] as
				| Record<string, unknown>
				| undefined
			if (!isText(entry?.name)) problems.push(`characters.${character.championId}.name`)
			const hasClue = isText((character as { clue?: string | null }).clue)
			if (hasClue !== isText(entry?.clue)) problems.push(`characters.${character.championId}.clue`)
			const extra = Object.keys(entry ?? {}).filter((key) => key !== 'name' && key !== 'clue')
			if (extra.length > 0) problems.push(`characters.${character.championId}: ${extra}`)
		}
		for (const section of [
			'gender',
			'race',
			'affiliation',
			'origin',
			'hair',
			'arcs',
			'subSagas',
			'techniques',
			'fusions',
		]) {
			for (const [key, value] of Object.entries(translation[section] ?? {})) {
				if (!isText(value)) problems.push(`${section}.${key}`)
			}
		}
		for (const note of patchNotes) {
			const entry = translation.patchNotes?.[note.id] as { title?: unknown; items?: unknown } | undefined
			if (!isText(entry?.title)) problems.push(`patchNotes.${note.id}.title`)
			const items = Array.isArray(entry?.items) ? entry.items : []
			if (items.length !== note.items.length || !items.every(isText))
				problems.push(`patchNotes.${note.id}.items`)
		}
		expect(problems).toEqual([])
	},
)

/** Every spelling the search knows a character by: its name's and its aliases' readings. */
function knownReadings(character: { championName: string; aliases: readonly string[] }): Set<string> {
	return new Set([character.championName, ...character.aliases].flatMap((name) => searchReadings(name)))
}

test.each(LANGUAGES)(
	'%s: every character name the language shows is one the search finds, in any language',
	(language) => {
		const translation = read(language)
		const unknown = characters.flatMap((character) => {
			const name =
				(translation.characters?.[String(character.championId)] as { name?: string } | undefined)?.name ?? ''
			const known = knownReadings(character)
			return searchReadings(name).every((reading) => known.has(reading))
				? []
				: [`${character.championId}: ${name}`]
		})
		expect(unknown).toEqual([])
	},
)

// a film shows under the title its fans know: Spanish is Latin-American Spanish, whose release of
// Resurrection 'F' is "La resurrección de Freezer", not a word-for-word translation
test.each([
	['es', "Resurrection 'F'", 'La resurrección de Freezer'],
	['pt-BR', "Resurrection 'F'", 'O Renascimento de Freeza'],
])('%s: %s is shown as %j', (language, film, title) => {
	expect(read(language).subSagas?.[film]).toBe(title)
})
