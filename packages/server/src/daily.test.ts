import type { ContentPack } from '@dragondle/content'
import { loadContent } from '@dragondle/content'
import { loadArtNames } from '@dragondle/content/art-names'
import { DATA_TRANSLATIONS } from '@dragondle/content/translations'
import { DailyAnswerSchema, MODES, scheduleAnswers } from '@dragondle/core'
import { makeCharacter } from '@dragondle/core/testing'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { createDailyAnswers, EmptyPoolError, poolOf } from './daily.ts'
import { makeArtNames, makeContent } from './test/factories.ts'

const SECRET = 'test-secret'
const OPAQUE_URL = /^\/art\/i\/[0-9a-f]{20}\.webp$/

function makeDaily(content: ContentPack = makeContent()) {
	return createDailyAnswers(content, { secret: SECRET }, makeArtNames())
}

/** Every image URL an answer carries, whatever its mode. */
function imageUrlsOf(answer: object): string[] {
	return Object.entries(answer).flatMap(([field, value]) =>
		field.endsWith('_imageUrl') && typeof value === 'string' ? [value] : [],
	)
}

/** Every word that would give an answer away: names, forms, slugs and ids of the pack. */
function revealingWords(content: ContentPack): { words: string[]; ids: number[] } {
	const words = [
		...content.characters.flatMap((character) => [character.championName, ...character.aliases]),
		...content.fusions.flatMap((fusion) => [fusion.id, fusion.form]),
		...content.techniques.flatMap((technique) => [technique.id, technique.name]),
	]
	return { words, ids: content.characters.map((character) => character.championId) }
}

test('the classic answer is the scheduled character, with its clue', () => {
	const content = makeContent()
	const pool = content.characters.map((character) => ({ key: String(character.championId) }))
	const keys = scheduleAnswers({ mode: 'classic', region: 'eu', pool, secret: SECRET }, 3)
	const daily = makeDaily(content)
	for (const [index, key] of keys.entries()) {
		const character = content.characters.find((entry) => String(entry.championId) === key)
		const answer = daily.answer('classic', 'eu', index + 1)
		expect(answer.champion_name).toBe(character?.championName)
		if (character?.clue) expect(answer.clues.clue).toBe(character.clue)
		else expect(answer.clues).toEqual({})
	}
})

test("a character's clue comes in English and in each language that translates it (decision 103)", () => {
	const content = loadContent()
	const answer = makeDaily(content).answer('classic', 'eu', 1)
	const character = content.characters.find((entry) => entry.championName === answer.champion_name)
	const translations = (language: 'es' | 'pt-BR' | 'fr') =>
		(DATA_TRANSLATIONS[language].characters as Record<string, { clue?: string }>)[
			String(character?.championId)
		]?.clue
	expect(answer.clues).toEqual({
		clue: character?.clue,
		clue_es: translations('es'),
		'clue_pt-BR': translations('pt-BR'),
		clue_fr: translations('fr'),
	})
	expect(answer.clues.clue_fr).not.toBe(answer.clues.clue)
})

test('game 1 has no yesterday; later games name the previous answer', () => {
	const daily = makeDaily()
	expect(daily.answer('fusion', 'us', 1).yesterday).toBeNull()
	expect(daily.answer('fusion', 'us', 8).yesterday).toBe(daily.answer('fusion', 'us', 7).champion_name)
})

test('a game number below 1 (before launch) gives game 1', () => {
	const daily = makeDaily()
	expect(daily.answer('classic', 'eu', -4)).toEqual(daily.answer('classic', 'eu', 1))
})

test('a fusion answer names the fused character and carries its components, crop and image', () => {
	const content = makeContent({ fusions: makeContent().fusions.slice(0, 1) })
	const answer = makeDaily(content).answer('fusion', 'eu', 5)
	expect(answer).toMatchObject({
		mode: 'fusion',
		champion_name: 'Gotenks',
		fusion_imageUrl: makeArtNames().fusion('fusion-4'),
		fusion_coordinates_x: 40,
		fusion_coordinates_y: 20,
		fusion_late_x: 45,
		fusion_late_y: 30,
		fusion_scale_factor: 1.5,
		fusion_components: ['Goten', 'Trunks'],
	})
})

test('a technique answer names its user and carries the technique and its image', () => {
	const content = makeContent({ techniques: makeContent().techniques.slice(1, 2) })
	const answer = makeDaily(content).answer('technique', 'us', 2)
	expect(answer).toMatchObject({
		mode: 'technique',
		champion_name: 'Vegeta',
		technique_name: 'Final Flash',
		technique_imageUrl: makeArtNames().technique('final-flash'),
	})
})

test('answers are stable as days pass and the memoized schedule grows', () => {
	const early = makeDaily()
	const fresh = makeDaily()
	const first = early.answer('silhouette', 'eu', 3)
	early.answer('silhouette', 'eu', 200)
	expect(early.answer('silhouette', 'eu', 3)).toEqual(first)
	expect(fresh.answer('silhouette', 'eu', 200)).toEqual(early.answer('silhouette', 'eu', 200))
})

test.each(MODES)('every %s answer is a valid answer of its mode for a year in both regions', (mode) => {
	const daily = makeDaily()
	for (let numero = 1; numero <= 365; numero++) {
		const answer = v.parse(DailyAnswerSchema, daily.answer(mode, numero % 2 ? 'eu' : 'us', numero))
		expect([answer.mode, answer.game_numero]).toEqual([mode, numero])
		expect(answer.champion_name).not.toBe('')
	}
})

test.each(MODES)('a %s image URL is opaque and never names the answer or its entry', (mode) => {
	const content = makeContent()
	const daily = makeDaily(content)
	const { words, ids } = revealingWords(content)
	for (let numero = 1; numero <= 30; numero++) {
		for (const url of imageUrlsOf(daily.answer(mode, 'eu', numero))) {
			expect(url).toMatch(OPAQUE_URL)
			for (const word of words) expect(url.toLowerCase()).not.toContain(word.toLowerCase())
			for (const id of ids) expect(url).not.toMatch(new RegExp(`\\b${id}\\b`))
		}
	}
})

test.each(['fusion', 'technique', 'silhouette'] as const)(
	'each %s entry has its own image URL, the same on every day it is drawn',
	(mode) => {
		const daily = makeDaily()
		const urlsByName = new Map<string, Set<string>>()
		for (let numero = 1; numero <= 60; numero++) {
			const answer = daily.answer(mode, 'us', numero)
			const urls = urlsByName.get(answer.champion_name) ?? new Set()
			urlsByName.set(answer.champion_name, new Set([...urls, ...imageUrlsOf(answer)]))
		}
		const all = [...urlsByName.values()].flatMap((urls) => [...urls])
		for (const urls of urlsByName.values()) expect(urls.size).toBe(1)
		expect(new Set(all).size).toBe(all.length)
	},
)

test('by default the image URLs are named from the pack’s source art, with no build', () => {
	const content = loadContent()
	const daily = createDailyAnswers(content, { secret: SECRET })
	const art = loadArtNames(SECRET)
	for (const mode of MODES) {
		const answer = v.parse(DailyAnswerSchema, daily.answer(mode, 'eu', 12))
		const key = scheduleAnswers({ mode, region: 'eu', pool: poolOf(content, mode), secret: SECRET }, 12)[11]
		const expected = {
			classic: () => [],
			fusion: () => [art.fusion(String(key))],
			technique: () => [art.technique(String(key))],
			silhouette: () => [art.silhouette(Number(key))],
		}[mode]
		expect(imageUrlsOf(answer)).toEqual(expected())
	}
})

test('a mode without entries has no answer', () => {
	const daily = makeDaily(makeContent({ fusions: [] }))
	expect(() => daily.answer('fusion', 'eu', 1)).toThrow(EmptyPoolError)
})

test('a silhouette answer carries the character’s own crop centres, 60/30 then 50/25 unless the pack says otherwise', () => {
	const characters = [
		makeCharacter({
			championId: 0,
			championName: 'Goku',
			silhouette: { x: 40, y: 20, late: { x: 45, y: 12 } },
		}),
		makeCharacter({ championId: 1, championName: 'Vegeta' }),
	]
	const daily = makeDaily(makeContent({ characters }))
	const answers = [1, 2, 3, 4, 5, 6].map((n) => daily.answer('silhouette', 'eu', n))
	for (const answer of answers) {
		const centres = answer.champion_name === 'Goku' ? [40, 20, 45, 12] : [60, 30, 50, 25]
		const { silhouette_x, silhouette_y, silhouette_late_x, silhouette_late_y } = answer
		expect([silhouette_x, silhouette_y, silhouette_late_x, silhouette_late_y]).toEqual(centres)
		const championId = answer.champion_name === 'Goku' ? 0 : 1
		expect(answer.silhouette_imageUrl).toBe(makeArtNames().silhouette(championId))
	}
	expect(new Set(answers.map((answer) => answer.champion_name))).toEqual(new Set(['Goku', 'Vegeta']))
})
