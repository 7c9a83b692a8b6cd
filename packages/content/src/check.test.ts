import { expect, test } from 'vitest'
import characters from '../data/characters.json' with { type: 'json' }
import fusions from '../data/fusions.json' with { type: 'json' }
import es from '../data/i18n/es.json' with { type: 'json' }
import fr from '../data/i18n/fr.json' with { type: 'json' }
import ptBR from '../data/i18n/pt-BR.json' with { type: 'json' }
import patchNotes from '../data/patch-notes.json' with { type: 'json' }
import sagas from '../data/sagas.json' with { type: 'json' }
import techniques from '../data/techniques.json' with { type: 'json' }
import vocabulary from '../data/vocabulary.json' with { type: 'json' }
import { checkContent } from './check.ts'
import { makeCharacter, makePack, makeSaga, places } from './check-fixtures.ts'
import { DATA_TRANSLATIONS } from './translations.ts'

test('a sound pack has no issues', () => {
	expect(checkContent(makePack())).toEqual([])
})

test('the shipped pack has no issues', () => {
	const raw = {
		characters,
		sagas,
		fusions,
		techniques,
		vocabulary,
		patchNotes,
		translations: DATA_TRANSLATIONS,
	}
	expect(checkContent(raw)).toEqual([])
})

test('a schema error names the entry and the field path', () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha', { gender: 'Robot' }), makeCharacter(1, 'Beta')],
	})
	expect(places(raw)).toEqual([{ file: 'characters.json', entry: 'Alpha (#0)', field: 'gender' }])
})

test('a file that is not an array is reported as a whole', () => {
	expect(places(makePack({ techniques: { id: 'beam' } }))).toEqual([
		{ file: 'techniques.json', entry: '(file)', field: '' },
	])
})

test('a duplicate character id names the second entry', () => {
	const raw = makePack({ characters: [makeCharacter(0, 'Alpha'), makeCharacter(0, 'Beta')] })
	expect(places(raw)).toContainEqual({ file: 'characters.json', entry: 'Beta (#1)', field: 'championId' })
})

test('ids that skip a number are reported on the stray entry and the missing id', () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha'), makeCharacter(2, 'Beta')],
		fusions: [{ id: 'beta', championId: 1, form: 'Beta', components: [0, 1] }],
	})
	expect(places(raw)).toEqual([
		{ file: 'characters.json', entry: 'Beta (#1)', field: 'championId' },
		{ file: 'characters.json', entry: '(file)', field: 'championId' },
		{ file: 'fusions.json', entry: 'fusion beta (#0)', field: 'championId' },
		{ file: 'fusions.json', entry: 'fusion beta (#0)', field: 'components.1' },
	])
})

test('names that differ only by case, accents or spaces are duplicates', () => {
	const raw = makePack({ characters: [makeCharacter(0, 'Frieza'), makeCharacter(1, ' FRIÉZA ')] })
	expect(places(raw)).toEqual([{ file: 'characters.json', entry: ' FRIÉZA  (#1)', field: 'championName' }])
})

test("an alias equal to another character's name is reported", () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha'), makeCharacter(1, 'Beta', { aliases: ['Gamma', 'alpha'] })],
	})
	expect(places(raw)).toEqual([{ file: 'characters.json', entry: 'Beta (#1)', field: 'aliases.1' }])
})

// the many dub names added as aliases (decision 083) must never shadow another character's name
test.each([['Alpha'], [' ÁLPHA '], ['alpha']])(
	"the alias %j collides with another character's name",
	(alias) => {
		const raw = makePack({
			characters: [makeCharacter(0, 'Alpha'), makeCharacter(1, 'Beta', { aliases: [alias] })],
		})
		expect(checkContent(raw)).toEqual([
			{
				file: 'characters.json',
				entry: 'Beta (#1)',
				field: 'aliases.0',
				message: `alias "${alias.trim()}" is the name of Alpha (#0)`,
			},
		])
	},
)

test('an anime debut with an unknown saga code is reported', () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha', { animeDebut: 'DBX/3' }), makeCharacter(1, 'Beta')],
	})
	expect(places(raw)).toEqual([{ file: 'characters.json', entry: 'Alpha (#0)', field: 'animeDebut' }])
})

test('a saga row with an unknown saga code is a schema error', () => {
	const raw = makePack({ sagas: [makeSaga('Raditz', 'DBX', [1, 6]), makeSaga('Vegeta', 'DBZ', [1, 35])] })
	expect(places(raw)).toEqual([{ file: 'sagas.json', entry: 'DBX Raditz (#0)', field: 'saga' }])
})

test('a manga debut outside DB and DBS is reported', () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha', { mangaDebut: 'DBZ/12' }), makeCharacter(1, 'Beta')],
	})
	expect(places(raw)).toEqual([{ file: 'characters.json', entry: 'Alpha (#0)', field: 'mangaDebut' }])
})

test('an anime debut that no row covers is reported', () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha', { animeDebut: 'DBZ/99' }), makeCharacter(1, 'Beta')],
	})
	expect(places(raw)).toEqual([{ file: 'characters.json', entry: 'Alpha (#0)', field: 'animeDebut' }])
})

test('an anime debut covered by two rows is reported with the overlap', () => {
	const raw = makePack({ sagas: [makeSaga('Raditz', 'DBZ', [1, 7]), makeSaga('Vegeta', 'DBZ', [7, 35])] })
	expect(places(raw)).toEqual([
		{ file: 'sagas.json', entry: 'DBZ Vegeta (#1)', field: 'episodes' },
		{ file: 'characters.json', entry: 'Beta (#1)', field: 'animeDebut' },
	])
})

test('a gap between episode ranges names the row after it', () => {
	const raw = makePack({
		characters: [makeCharacter(0, 'Alpha'), makeCharacter(1, 'Beta', { animeDebut: 'DBZ/9' })],
		sagas: [makeSaga('Raditz', 'DBZ', [1, 6]), makeSaga('Vegeta', 'DBZ', [9, 35])],
	})
	expect(places(raw)).toEqual([{ file: 'sagas.json', entry: 'DBZ Vegeta (#1)', field: 'episodes' }])
})

test('a series whose first row does not start at episode 1 is a gap', () => {
	const raw = makePack({
		sagas: [
			makeSaga('Raditz', 'DBZ', [1, 6]),
			makeSaga('Vegeta', 'DBZ', [7, 35]),
			makeSaga('Baby', 'DBGT', [2, 40]),
		],
	})
	expect(places(raw)).toEqual([{ file: 'sagas.json', entry: 'DBGT Baby (#2)', field: 'episodes' }])
})

test('a backwards range is reported', () => {
	const raw = makePack({
		sagas: [
			{ ...makeSaga('Raditz', 'DBZ', [1, 6]), chapters: [206, 195] },
			makeSaga('Vegeta', 'DBZ', [7, 35]),
		],
	})
	expect(places(raw)).toEqual([{ file: 'sagas.json', entry: 'DBZ Raditz (#0)', field: 'chapters' }])
})

test('a fusion that names an unknown character is reported', () => {
	const raw = makePack({ fusions: [{ id: 'beta', championId: 1, form: 'Beta', components: [0, 7] }] })
	expect(places(raw)).toEqual([{ file: 'fusions.json', entry: 'fusion beta (#0)', field: 'components.1' }])
})

test('a technique that names an unknown character is reported', () => {
	const raw = makePack({ techniques: [{ id: 'beam', name: 'Beam', championId: 5 }] })
	expect(places(raw)).toEqual([{ file: 'techniques.json', entry: 'beam (#0)', field: 'championId' }])
})

test('a duplicate technique id names the second entry', () => {
	const raw = makePack({
		techniques: [
			{ id: 'beam', name: 'Beam', championId: 0 },
			{ id: 'beam', name: 'Other Beam', championId: 1 },
		],
	})
	expect(places(raw)).toEqual([{ file: 'techniques.json', entry: 'beam (#1)', field: 'id' }])
})

// debuts compare by release date (decision 083), so a row without one cannot be ordered.
test('a saga row without a release date is a schema error', () => {
	const { released: _, ...undated } = makeSaga('Raditz', 'DBZ', [1, 6])
	const raw = makePack({ sagas: [undated, makeSaga('Vegeta', 'DBZ', [7, 35])] })
	// the row drops out, so its episodes also show as a gap; the date is what is named first
	expect(places(raw)[0]).toEqual({ file: 'sagas.json', entry: 'DBZ Raditz (#0)', field: 'released' })
})

test('a saga row with a malformed release date is a schema error', () => {
	const raw = makePack({
		sagas: [makeSaga('Raditz', 'DBZ', [1, 6], '26/04/1989'), makeSaga('Vegeta', 'DBZ', [7, 35])],
	})
	// the row drops out, so its episodes also show as a gap; the date is what is named first
	expect(places(raw)[0]).toEqual({ file: 'sagas.json', entry: 'DBZ Raditz (#0)', field: 'released' })
})

test('a later arc of a series dated before an earlier one is reported', () => {
	const raw = makePack({
		sagas: [
			makeSaga('Raditz', 'DBZ', [1, 6], '1989-06-07'),
			makeSaga('Vegeta', 'DBZ', [7, 35], '1989-04-26'),
		],
	})
	expect(places(raw)).toEqual([{ file: 'sagas.json', entry: 'DBZ Vegeta (#1)', field: 'released' }])
})

test('the shipped translations name every technique the bonus question can show', () => {
	const translations = { es, fr, 'pt-BR': ptBR }
	expect(
		checkContent({ characters, sagas, fusions, techniques, vocabulary, patchNotes, translations }),
	).toEqual([])
})

// The bonus question may offer any technique of the pack (decision 098): one left in English, or
// with no name at all, in a language is reported there; a name the dub keeps is allowed.
test.each([
	['the English name', { beam: 'Beam' }, 'i18n/es.json', '"Beam" is the English name: translate it'],
	['no name', {}, 'i18n/es.json', 'no name in this language'],
	['a blank name', { beam: ' ' }, 'i18n/es.json', 'no name in this language'],
])('a technique with %s in a language is reported on that language', (_name, names, file, message) => {
	const raw = makePack({ translations: { es: { techniques: names }, fr: { techniques: { beam: 'Rayon' } } } })
	expect(checkContent(raw)).toEqual([{ file, entry: 'beam (#0)', field: 'techniques.beam', message }])
})

test('a Japanese name every dub says as it is passes in every language', () => {
	const raw = makePack({
		techniques: [{ id: 'kamehameha', name: 'Kamehameha', championId: 0 }],
		translations: { es: { techniques: { kamehameha: 'Kamehameha' } } },
	})
	expect(checkContent(raw)).toEqual([])
})

test("a language's patch notes with developer jargon are reported on that language", () => {
	const translations = {
		pt: {
			techniques: { beam: 'Raio' },
			patchNotes: { a: { title: 'Novidades', items: ['Veja o changelog do pacote.'] } },
		},
	}
	expect(places(makePack({ translations }))).toEqual([{ file: 'i18n/pt.json', entry: 'a', field: 'items.0' }])
})
