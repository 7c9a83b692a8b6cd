import { expect, test } from 'vitest'
import { checkContent } from './check.ts'
import { makeCharacter, makePack } from './check-fixtures.ts'

/** The pack with one character's English clue, and a French translation of both characters. */
function packWith(name: string, clue: string, french: { name?: string; clue?: string } = {}) {
	const translations = {
		fr: {
			characters: {
				'0': { name: french.name ?? name, clue: french.clue ?? 'Un indice.' },
				'1': { name: 'Beta', clue: 'Un autre indice.' },
			},
		},
	}
	return makePack({
		characters: [makeCharacter(0, name, { clue }), makeCharacter(1, 'Beta', { animeDebut: 'DBZ/7' })],
		translations,
	})
}

/** The clues' issues (the fixture's translations hold no technique names, which is reported apart). */
const found = (raw: ReturnType<typeof packWith>) =>
	checkContent(raw)
		.filter(({ field }) => field.endsWith('clue'))
		.map(({ file, field, message }) => `${file} ${field}: ${message}`)

// the pack's rule: a clue never names its character (an old clue of Cell said "the cells of many fighters")
test.each([
	['the whole name', 'Cell', 'Cell hosted his own tournament.', 'cell'],
	['a word that starts with the name', 'Cell', 'Grown from the cells of many fighters.', 'cells'],
	['a word of the name, in another case', 'Master Roshi', 'An old MASTER in sunglasses.', 'master'],
	['a word of the name with its accents dropped', 'Frieza', 'Friézas are everywhere.', 'friezas'],
])('a clue that holds %s is reported', (_, name, clue, word) => {
	expect(found(packWith(name, clue))).toEqual([
		`characters.json clue: the clue names the character: "${word}"`,
	])
})

test('a translated clue that holds the name in any language is reported on its file', () => {
	const raw = packWith('Cell', 'A bio-android.', { clue: 'Créé à partir des cellules de combattants.' })
	expect(found(raw)).toEqual(['i18n/fr.json clue: the clue names the character: "cellules"'])
	const dubbed = packWith('Krillin', 'A bald monk.', { name: 'Krilin', clue: 'Le meilleur ami de Krilin.' })
	expect(found(dubbed)).toEqual(['i18n/fr.json clue: the clue names the character: "krilin"'])
})

test('a short name word counts only whole, and a clue without the name is clean', () => {
	expect(found(packWith('Chi-Chi', 'Her childhood was spent on Fire Mountain.'))).toEqual([])
	expect(found(packWith('Chi-Chi', 'Her chi is strong.'))).toEqual([
		'characters.json clue: the clue names the character: "chi"',
	])
	expect(found(packWith('Cell', 'A bio-android who hosted his own tournament.'))).toEqual([])
})
