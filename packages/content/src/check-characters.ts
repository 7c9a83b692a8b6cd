import {
	type Character,
	normalizeName,
	type Saga,
	SeriesSchema,
	searchReadings,
	subSagaOf,
} from '@dragondle/core'
import * as v from 'valibot'
import { type ContentIssue, FILES, type Parsed, WHOLE_FILE } from './check-helpers.ts'

const file = FILES.characters

/** Series a manga debut may name: the original manga's global numbering or the Super manga's. */
const MANGA_SERIES = new Set(['DB', 'DBS'])

/**
 * Duplicate ids, ids that do not run 0..N-1, duplicate names, aliases that are another's name,
 * aliases shared by two characters, and aliases the search finds already or that are no name.
 */
export function checkCharacters(
	characters: readonly Parsed<Character>[],
	allIds: ReadonlySet<number>,
	count: number,
): ContentIssue[] {
	return [
		...checkIds(characters, allIds, count),
		...checkNames(characters),
		...checkSharedAliases(characters),
		...checkUsefulAliases(characters),
	]
}

/**
 * An alias is a name players type: one the search already finds (its readings are all readings of
 * the character's name or of another of its aliases: 'Chichi' beside 'Chi-Chi', "Zen'o" beside
 * 'Zeno') adds nothing, and a description in brackets ('Zamasu (Fused)') is nobody's name.
 */
function checkUsefulAliases(characters: readonly Parsed<Character>[]): ContentIssue[] {
	const issues: ContentIssue[] = []
	for (const { value, label } of characters) {
		const spellings = [value.championName, ...value.aliases]
		value.aliases.forEach((alias, position) => {
			const field = `aliases.${position}`
			if (/[()[\]]/.test(alias)) {
				issues.push({ file, entry: label, field, message: `alias "${alias}" is a description, not a name` })
				return
			}
			const others = new Set(
				spellings
					.filter((_, index) => index !== position + 1)
					.flatMap((spelling) => searchReadings(spelling)),
			)
			if (searchReadings(alias).every((reading) => others.has(reading))) {
				const message = `alias "${alias}" adds nothing: the search finds it already as "${value.championName}" or another alias`
				issues.push({ file, entry: label, field, message })
			}
		})
	}
	return issues
}

/** `allIds` and `count` include entries that failed their schema, so their ids are not reported missing. */
function checkIds(
	characters: readonly Parsed<Character>[],
	allIds: ReadonlySet<number>,
	count: number,
): ContentIssue[] {
	const issues: ContentIssue[] = []
	const seen = new Map<number, string>()
	for (const { value, label } of characters) {
		const first = seen.get(value.championId)
		if (first !== undefined) {
			issues.push({
				file,
				entry: label,
				field: 'championId',
				message: `id ${value.championId} is also used by ${first}`,
			})
			continue
		}
		seen.set(value.championId, label)
		if (value.championId >= count) {
			const message = `id ${value.championId} is outside 0..${count - 1}; ids must be contiguous`
			issues.push({ file, entry: label, field: 'championId', message })
		}
	}
	for (let id = 0; id < count; id++) {
		if (!allIds.has(id)) {
			issues.push({
				file,
				entry: WHOLE_FILE,
				field: 'championId',
				message: `id ${id} is missing; ids must run 0..${count - 1}`,
			})
		}
	}
	return issues
}

function checkNames(characters: readonly Parsed<Character>[]): ContentIssue[] {
	const issues: ContentIssue[] = []
	const owners = new Map<string, string>()
	for (const { value, label } of characters) {
		const key = normalizeName(value.championName)
		const first = owners.get(key)
		if (first === undefined) owners.set(key, label)
		else issues.push({ file, entry: label, field: 'championName', message: `name is the same as ${first}` })
	}
	for (const { value, label } of characters) {
		value.aliases.forEach((alias, position) => {
			const owner = owners.get(normalizeName(alias))
			if (owner !== undefined && owner !== label) {
				issues.push({
					file,
					entry: label,
					field: `aliases.${position}`,
					message: `alias "${alias}" is the name of ${owner}`,
				})
			}
		})
	}
	return issues
}

/** An alias of two characters would match both; reported on the second (an alias that is a name is checkNames'). */
function checkSharedAliases(characters: readonly Parsed<Character>[]): ContentIssue[] {
	const issues: ContentIssue[] = []
	const names = new Set(characters.map(({ value }) => normalizeName(value.championName)))
	const owners = new Map<string, string>()
	for (const { value, label } of characters) {
		value.aliases.forEach((alias, position) => {
			const key = normalizeName(alias)
			const owner = owners.get(key)
			if (names.has(key) || owner === label) return
			if (owner === undefined) owners.set(key, label)
			else {
				const message = `alias "${alias}" is also an alias of ${owner}`
				issues.push({ file, entry: label, field: `aliases.${position}`, message })
			}
		})
	}
	return issues
}

/** A manga debut must not name a chapter past the last one of its manga (`mangaChapters` of vocabulary.json). */
export function checkMangaChapters(
	characters: readonly Parsed<Character>[],
	mangaChapters: Readonly<Partial<Record<string, number>>>,
): ContentIssue[] {
	const issues: ContentIssue[] = []
	for (const { value, label } of characters) {
		if (value.mangaDebut === null) continue
		const manga = seriesCodeOf(value.mangaDebut)
		const chapter = Number(value.mangaDebut.slice(manga.length + 1))
		const last = mangaChapters[manga]
		if (last !== undefined && chapter > last) {
			const message = `chapter ${chapter} is past the last chapter of the ${manga} manga (${last})`
			issues.push({ file, entry: label, field: 'mangaDebut', message })
		}
	}
	return issues
}

/**
 * Every anime debut must fall in exactly one saga row of its series (the Classic tile shows that row);
 * a manga debut must name the original (DB) or Super (DBS) manga.
 */
export function checkDebuts(
	characters: readonly Parsed<Character>[],
	sagas: readonly Parsed<Saga>[],
): ContentIssue[] {
	const issues: ContentIssue[] = []
	for (const { value, label } of characters) {
		const manga = value.mangaDebut === null ? null : seriesCodeOf(value.mangaDebut)
		if (manga !== null && !MANGA_SERIES.has(manga)) {
			issues.push({
				file,
				entry: label,
				field: 'mangaDebut',
				message: `unknown manga code ${manga}; use DB or DBS`,
			})
		}
		const anime = value.animeDebut
		if (anime === null) continue
		const series = seriesCodeOf(anime)
		if (!v.safeParse(SeriesSchema, series).success) {
			issues.push({ file, entry: label, field: 'animeDebut', message: `unknown saga code ${series}` })
			continue
		}
		// Every covering row, not just subSagaOf's first, so an overlap is reported.
		const rows = sagas.filter(({ value: row }) => subSagaOf(anime, [row]) !== null)
		if (rows.length !== 1) {
			const found =
				rows.length === 0
					? 'no sub-saga'
					: `${rows.length} sub-sagas (${rows.map((row) => row.label).join(', ')})`
			issues.push({
				file,
				entry: label,
				field: 'animeDebut',
				message: `${value.animeDebut} maps to ${found}`,
			})
		}
	}
	return issues
}

// Local because core's parseDebut returns null for an unknown series code, which must still be reported;
// the debut has passed DebutSchema, so it holds a slash.
function seriesCodeOf(debut: string): string {
	return debut.slice(0, debut.indexOf('/'))
}
