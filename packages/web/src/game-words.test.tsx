import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import techniques from '@dragondle/content/data/techniques.json'
import vocabulary from '@dragondle/content/data/vocabulary.json'
import { DATA_LANGUAGES, type DataLanguage } from '@dragondle/content/translations'
import { act, render, renderHook, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { getI18n } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { gameWordsOf, patchNotesOf, wordsOfNamespace } from '../data-translations-plugin.ts'
import { PatchNotesDialog } from './dialogs/patch-notes-dialog.tsx'
import { BUNDLED_PACK } from './game/bundled-pack.ts'
import {
	dailyAnswer,
	findGuessBox,
	type Player,
	playerWithFakeTimers,
	renderMode,
	stubApi,
} from './game/test-helpers.tsx'
import { useGameWords } from './game-words.ts'
import { STORAGE_KEYS } from './storage/keys.ts'
import { readValue } from './storage/store.ts'
import type { WordSection } from './word-namespaces.ts'

// The game's data in the page's language (decisions 103 and 117): names, tile values, technique
// names and patch notes show in Spanish on a Spanish page, while what is compared, stored and
// shared stays the English data's. Played through the real game page with the real content pack;
// only the network is faked.

const PACK = BUNDLED_PACK
const I18N_DIR = join(import.meta.dirname, '../../content/data/i18n')
const ES_FILE = join(I18N_DIR, 'es.json')

afterEach(async () => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
	await act(() => getI18n().changeLanguage('en'))
})

async function speak(language: string) {
	await act(() => getI18n().changeLanguage(language))
}

/** Types in the guess box (named in the page's language), picks the first option with Enter. */
async function guessIn(user: Player, label: RegExp, typed: string) {
	await user.type(await findGuessBox(label), `${typed}{Enter}`)
}

/** The tiles' accessible names and colours, row by row (newest first), and what is stored. */
function boardOf() {
	const grid = screen.getByRole('table')
	const rows = within(grid)
		.getAllByRole('row')
		.slice(1)
		.map((row) =>
			within(row)
				.getAllByRole('cell')
				.map((cell) => ({ name: cell.getAttribute('aria-label'), tile: cell.firstElementChild?.className })),
		)
	return { rows, stored: readValue(STORAGE_KEYS.guesses.classic) }
}

test('a Spanish page offers and shows the dub names and values; tiles and storage are the English ones', async () => {
	const english = await playClassic('en', /character name/i)
	localStorage.clear()
	const spanish = await playClassic('es', /nombre de un personaje/i)

	// the option showed 'Krilin' and the row is named for him; the values are Spanish words
	expect(spanish.options).toContain('Krilin')
	expect(english.options).toContain('Krillin')
	expect(spanish.board.rows[0]?.[1]?.name).toBe('Raza: Humano — incorrecto')
	expect(spanish.board.rows[1]?.[1]?.name).toBe('Raza: Saiyajin — correcto')
	expect(spanish.board.rows[1]?.[2]?.name).toBe('Origen: Planeta Vegeta — correcto')
	expect(english.board.rows[1]?.[1]?.name).toBe('Race: Saiyan — correct')
	// the same colours, tile for tile, and the same stored guesses: English names
	const colours = (board: typeof english.board) => board.rows.map((row) => row.map(({ tile }) => tile))
	expect(colours(spanish.board)).toEqual(colours(english.board))
	expect(spanish.board.stored).toEqual(english.board.stored)
	expect(spanish.board.stored?.guesses).toEqual(['Vegeta', 'Krillin'])
	expect(spanish.yesterday).toBe('El personaje de ayer fue #41 Freezer')
	expect(english.yesterday).toBe("Yesterday's character was #41 Frieza")
})

async function playClassic(language: string, label: RegExp) {
	await speak(language)
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer({ yesterday: 'Frieza' }) })
	const { unmount } = renderMode('classic', PACK)
	await guessIn(user, label, 'Vegeta')
	const input = screen.getByRole('combobox', { name: label })
	await user.type(input, 'Kri')
	const options = screen.getAllByRole('option').map((option) => option.textContent ?? '')
	await user.type(input, '{Enter}')
	await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3))
	const yesterday = screen.getByText(/#41/).textContent
	const board = boardOf()
	unmount()
	vi.useRealTimers()
	return { options, board, yesterday }
}

test('the typed name the page shows is a guess too, and the end panel names the answer in Spanish', async () => {
	await speak('es')
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer({ champion_name: 'Krillin', yesterday: 'Frieza' }) })
	renderMode('classic', PACK)
	expect(await screen.findByText('El personaje de ayer fue #41 Freezer', {}, { timeout: 3000 })).toBeVisible()
	const input = await screen.findByRole('combobox', { name: /nombre de un personaje/i })
	// Escape closes the options: the typed text alone names the character
	await user.type(input, 'Krilin{Escape}{Enter}')
	await vi.waitFor(() => expect(readValue(STORAGE_KEYS.guesses.classic)?.guesses).toEqual(['Krillin']))
	await act(() => vi.advanceTimersByTimeAsync(4400))
	const end = await screen.findByRole('region', { name: '¡A LA PRIMERA!' })
	expect(end).toHaveTextContent('AdivinasteKrilin')
	expect(end).not.toHaveTextContent('Krillin')
})

test('switching language redraws the words, keeps the guesses and every tile colour', async () => {
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer() })
	renderMode('classic', PACK)
	await guessIn(user, /character name/i, 'Frieza')
	await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
	const before = boardOf()
	expect(screen.getByRole('img', { name: 'Frieza' })).toBeInTheDocument()

	await speak('fr')
	expect(await screen.findByRole('img', { name: 'Freezer' })).toBeInTheDocument()
	const after = boardOf()
	expect(after.rows[0]?.map(({ tile }) => tile)).toEqual(before.rows[0]?.map(({ tile }) => tile))
	expect(after.stored).toEqual(before.stored)
	expect(after.rows[0]?.[3]?.name).not.toEqual(before.rows[0]?.[3]?.name)
})

test('technique: the bonus question, its answer and the clue name the techniques and the user in Spanish', async () => {
	await speak('es')
	const user = playerWithFakeTimers()
	stubApi({ answer: dailyAnswer({ champion_name: 'Goku' }, 'technique') })
	renderMode('technique', PACK)
	await guessIn(user, /nombre de un personaje/i, 'Goku')
	const group = await screen.findByRole(
		'group',
		{ name: 'Pregunta extra: ¿qué técnica es?' },
		{ timeout: 3000 },
	)
	// every choice is a Spanish technique name (Genkidama, not Spirit Bomb)
	const spanish: Record<string, string> = JSON.parse(readFileSync(ES_FILE, 'utf8')).techniques
	const choices = within(group)
		.getAllByRole('button')
		.map((choice) => choice.textContent ?? '')
	expect(choices.filter((choice) => !Object.values(spanish).includes(choice))).toEqual([])
	await user.click(within(group).getByRole('button', { name: 'Kamehameha' }))
	expect(within(group).getByRole('status')).toHaveTextContent('¡Correcto! Era Kamehameha.')
	expect(screen.getByRole('region', { name: 'Pistas' })).toHaveTextContent(
		'La técnica era Kamehameha, usada por Goku.',
	)
	// the answer was checked against the English name: the record says right
	await vi.waitFor(() =>
		expect(readValue(STORAGE_KEYS.history.technique)).toEqual([
			expect.objectContaining({ extras: expect.objectContaining({ bonus: true }) }),
		]),
	)
})

test('the patch notes read in the page language, English where a language has none', async () => {
	await speak('es')
	const { unmount } = await act(async () =>
		render(
			<Suspense fallback={null}>
				<PatchNotesDialog />
			</Suspense>,
		),
	)
	const heading = { name: 'Imágenes que puedes reconocer' }
	expect(await screen.findByRole('heading', heading, { timeout: 3000 })).toBeInTheDocument()
	unmount()
	await speak('en')
	render(<PatchNotesDialog />)
	expect(screen.getByRole('heading', { name: 'Pictures you can recognise' })).toBeInTheDocument()
})

test('the build bundles a language without its clues, and its patch notes apart', () => {
	const data = JSON.parse(readFileSync(ES_FILE, 'utf8'))
	const words = gameWordsOf(data, {
		characters: new Map([
			['0', 'Goku'],
			['4', 'Krillin'],
		]),
		techniques: new Map([['spirit-bomb', 'Spirit Bomb']]),
	})
	expect(Object.keys(words).sort()).toEqual(
		['affiliation', 'characters', 'gender', 'hair', 'origin', 'race', 'subSagas', 'techniques'].sort(),
	)
	expect(JSON.stringify(words)).not.toContain(data.characters['4'].clue)
	expect((words.characters as Record<string, unknown>)['4']).toEqual({ name: 'Krilin' })
	// what the dub says as English does is left to the English the page falls back to
	expect((words.characters as Record<string, unknown>)['0']).toBeUndefined()
	expect(words.race).toMatchObject({ Saiyan: 'Saiyajin' })
	expect(words.race).not.toHaveProperty('Animal')
	// the techniques by their English name, as the daily answer names them
	expect(words.techniques).toMatchObject({ 'Spirit Bomb': 'Genkidama' })
	expect(patchNotesOf(data)).toEqual({ patchNotes: data.patchNotes })
	// each namespace a chunk of its own: the names for every mode, a mode's own words for it alone
	expect(wordsOfNamespace(words, 'gameWords')).toEqual({ characters: words.characters })
	expect(wordsOfNamespace(words, 'techniqueWords')).toEqual({ techniques: words.techniques })
	expect(Object.keys(wordsOfNamespace(words, 'classicWords'))).not.toContain('techniques')
	expect(() => wordsOfNamespace(words, 'fusionWords')).toThrow(/fusionWords/)
})

/** A language's data file as written: the words the build's chunk must carry, or leave to English. */
type DataFile = {
	characters: Record<string, { name?: string }>
	techniques: Record<string, string>
} & Record<Exclude<WordSection, 'techniques'>, Record<string, string>>

function dataFileOf(language: DataLanguage): DataFile {
	return JSON.parse(readFileSync(join(I18N_DIR, `${language}.json`), 'utf8'))
}

const distinct = (values: readonly string[]) => [...new Set(values)]

/** Every English value a page looks a word up by, in each section but the techniques (keyed by id in the data). */
const SHOWN_VALUES: Record<Exclude<WordSection, 'techniques'>, readonly string[]> = {
	gender: distinct(PACK.characters.map(({ gender }) => gender)),
	race: vocabulary.race,
	origin: vocabulary.origin,
	affiliation: vocabulary.affiliation,
	hair: vocabulary.hair,
	subSagas: distinct(PACK.sagas.map(({ subSaga }) => subSaga)),
}

/**
 * Each name and word the page shows in `language` that is not the one its data file gives, as
 * `section.key: shown ≠ expected`: a word the build or the loading lost shows as English, and one
 * from another language or section shows as itself.
 */
function wrongWordsIn(language: DataLanguage): string[] {
	const data = dataFileOf(language)
	const { result } = renderHook(() => useGameWords())
	const words = result.current
	const wrong = (key: string, shown: string, expected: string | undefined) =>
		shown === expected ? [] : [`${key}: ${shown} ≠ ${expected}`]
	return [
		...PACK.characters.flatMap((character) =>
			wrong(
				`characters.${character.championId}`,
				words.characterName(character),
				data.characters[character.championId]?.name,
			),
		),
		...Object.entries(SHOWN_VALUES).flatMap(([section, values]) =>
			values.flatMap((value) =>
				wrong(
					`${section}.${value}`,
					words.word(section as WordSection, value),
					data[section as keyof typeof SHOWN_VALUES][value],
				),
			),
		),
		...techniques.flatMap(({ id, name }) =>
			wrong(`techniques.${id}`, words.word('techniques', name), data.techniques[id]),
		),
	]
}

test.each(DATA_LANGUAGES)(
	'%s: every character name, tile value, sub-saga and technique the page shows is the language’s',
	async (language) => {
		await speak(language)
		expect(wrongWordsIn(language)).toEqual([])
	},
)

test('English shows the English data, which it has no words to load for', () => {
	const { result } = renderHook(() => useGameWords())
	const krillin = PACK.characters.find(({ championName }) => championName === 'Krillin')
	expect(krillin && result.current.characterName(krillin)).toBe('Krillin')
	expect(result.current.nameOf('Frieza', PACK.characters)).toBe('Frieza')
	expect(result.current.word('race', 'Saiyan')).toBe('Saiyan')
	expect(result.current.word('techniques', 'Spirit Bomb')).toBe('Spirit Bomb')
	expect(getI18n().getResourceBundle('en', 'gameWords')).toEqual({})
})
