import type { Character } from './schemas.ts'

const COMBINING_MARKS = /\p{M}/gu
const APOSTROPHES = /['’‘`]/g
const WORD_SEPARATORS = /[\s.-]+/

/** Lower case, accents stripped (NFD), apostrophes (' ’ ‘ `) removed, whitespace collapsed. */
export function normalizeName(text: string): string {
	return text
		.normalize('NFD')
		.replace(COMBINING_MARKS, '')
		.replace(APOSTROPHES, '')
		.toLowerCase()
		.trim()
		.replace(/\s+/g, ' ')
}

/** The normalized words of a text; spaces, hyphens and dots all separate words. */
function wordsOf(text: string): string[] {
	return normalizeName(text)
		.split(WORD_SEPARATORS)
		.filter((word) => word !== '')
}

/**
 * 0 when the whole name starts with the query, 1 when the name read from one of its later words
 * does (so 'goku' and 'goku bl' both find 'Goku Black', 'satan' finds 'Mr. Satan'), else null.
 * Reading from a word rather than the word alone lets a query of several words still match.
 */
function matchRank(name: string, query: string): 0 | 1 | null {
	const words = wordsOf(name)
	if (words.join(' ').startsWith(query)) return 0
	const fromLaterWord = words.some((_, index) => index > 0 && words.slice(index).join(' ').startsWith(query))
	return fromLaterWord ? 1 : null
}

function rankOf(character: Character, query: string): number | null {
	const nameRank = matchRank(character.championName, query)
	if (nameRank !== null) return nameRank
	return character.aliases.some((alias) => matchRank(alias, query) !== null) ? 2 : null
}

function byName(a: Character, b: Character): number {
	const left = normalizeName(a.championName)
	const right = normalizeName(b.championName)
	if (left !== right) return left < right ? -1 : 1
	return a.championId - b.championId
}

/**
 * Characters whose full name, or any word of it (split on spaces, hyphens and dots), starts with the
 * query; aliases match by the same rule. Comparison uses normalizeName. Names in `exclude`
 * (compared case-insensitively) are left out. An empty or blank query matches nothing.
 * Order: full-name prefix matches first, then word matches, then alias matches; by name within each.
 * Separators in the query count as spaces, and a query of several words may run on from the word
 * it starts at ('mr satan' finds 'Mr. Satan', 'goku bl' finds 'Goku Black').
 */
export function searchCharacters(
	query: string,
	characters: readonly Character[],
	exclude: ReadonlySet<string> = new Set(),
): Character[] {
	const wanted = wordsOf(query).join(' ')
	if (wanted === '') return []
	const excluded = new Set([...exclude].map(nameKey))
	return characters
		.filter((character) => !excluded.has(nameKey(character.championName)))
		.map((character) => ({ character, rank: rankOf(character, wanted) }))
		.filter((match): match is { character: Character; rank: number } => match.rank !== null)
		.sort((a, b) => a.rank - b.rank || byName(a.character, b.character))
		.map((match) => match.character)
}

/** The form two names are compared in: normalizeName's (case, accents, apostrophes, spaces ignored). */
function nameKey(name: string): string {
	return normalizeName(name)
}

/**
 * Whether two names name the same character (spec §5: case-insensitive; accents, apostrophes and
 * extra spaces are ignored too). The one name equality of the game: core, web and server use it.
 */
export function isSameName(a: string, b: string): boolean {
	return nameKey(a) === nameKey(b)
}

/** The character whose name equals `name` by isSameName (spec §5), or undefined. */
export function findCharacterByName(name: string, characters: readonly Character[]): Character | undefined {
	if (nameKey(name) === '') return undefined
	return characters.find((character) => isSameName(character.championName, name))
}
