import type { Character } from './schemas.ts'

const COMBINING_MARKS = /\p{M}/gu
const APOSTROPHES = /['’‘`]/g
const WORD_SEPARATORS = /[\s.-]+/
/** Ligatures NFD leaves whole, spelt out the way players type them ('Petit-Cœur' as 'petit-coeur'). */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', Œ: 'Oe', æ: 'ae', Æ: 'Ae', ß: 'ss' }
const LIGATURE_PATTERN = /[œŒæÆß]/g

/**
 * Lower case, accents stripped (NFD), ligatures spelt out (œ → oe), apostrophes (' ’ ‘ `) removed,
 * whitespace collapsed.
 */
export function normalizeName(text: string): string {
	return text
		.normalize('NFD')
		.replace(COMBINING_MARKS, '')
		.replace(LIGATURE_PATTERN, (ligature) => LIGATURES[ligature] ?? ligature)
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
 * The words of a text with hyphens and dots dropped rather than splitting: 'C-18' is 'c18' and
 * 'Chi-Chi' 'chichi', the way players type them without the punctuation (decision 083).
 */
function joinedWordsOf(text: string): string[] {
	return normalizeName(text)
		.replace(/[.-]/g, '')
		.split(' ')
		.filter((word) => word !== '')
}

/**
 * The texts a name is read as when searched (split at hyphens and dots, and with them dropped):
 * two spellings with the same readings are found by exactly the same queries.
 */
export function searchReadings(text: string): string[] {
	return [wordsOf(text).join(' '), joinedWordsOf(text).join(' ')]
}

/**
 * A name as the search compares it: its two readings whole (wordsOf, joinedWordsOf, each joined
 * by spaces) and each reading from its second word on. A query matches the name when one of these
 * starts with it.
 */
type NameReadings = { whole: readonly string[]; fromLaterWords: readonly string[] }

/**
 * The names and aliases searched, read once each: a keystroke reads every name of the pack again,
 * and normalizing and joining them each time was most of a first keystroke's work on a slow phone
 * (decisions 113, 119). Only the pack's names and aliases (and the names a page shows for them) are
 * kept, never a typed query, so the cache stays small.
 */
const readingsCache = new Map<string, NameReadings>()

function readingsOf(name: string): NameReadings {
	let readings = readingsCache.get(name)
	if (readings === undefined) {
		const byWord = [wordsOf(name), joinedWordsOf(name)]
		readings = {
			whole: byWord.map((words) => words.join(' ')),
			fromLaterWords: byWord.flatMap((words) =>
				words.slice(1).map((_, index) => words.slice(index + 1).join(' ')),
			),
		}
		readingsCache.set(name, readings)
	}
	return readings
}

/**
 * Reads every name and alias of `characters` and each name in `shownNames`, so the next search
 * finds them read: a page calls it while the player looks at it (decision 119), and a first
 * keystroke on a slow phone then does no more than any other.
 */
export function prepareSearch(characters: readonly Character[], shownNames: readonly string[] = []): void {
	for (const character of characters) {
		readingsOf(character.championName)
		packNameKey(character.championName)
		for (const alias of character.aliases) readingsOf(alias)
	}
	for (const name of shownNames) readingsOf(name)
}

/**
 * 0 when the whole name starts with the query, 1 when the name read from one of its later words
 * does (so 'goku' and 'goku bl' both find 'Goku Black', 'satan' finds 'Mr. Satan'), else null.
 * Reading from a word rather than the word alone lets a query of several words still match.
 * The name is read twice: split at hyphens and dots ('c 18' finds 'C-18'), and with them dropped
 * ('c18' finds it too).
 */
function matchRank(name: string, query: string): 0 | 1 | null {
	const readings = readingsOf(name)
	if (readings.whole.some((reading) => reading.startsWith(query))) return 0
	return readings.fromLaterWords.some((reading) => reading.startsWith(query)) ? 1 : null
}

function rankOf(character: Character, query: string): number | null {
	const nameRank = matchRank(character.championName, query)
	if (nameRank !== null) return nameRank
	// An alias the query starts (2) before an alias one of whose later words it starts (3), as for names:
	// 'petit coeur' offers Piccolo ('Petit-Cœur') before King Piccolo ('Satan Petit-Cœur').
	const aliasRanks = character.aliases.map((alias) => matchRank(alias, query)).filter((rank) => rank !== null)
	return aliasRanks.length === 0 ? null : 2 + Math.min(...aliasRanks)
}

/**
 * The alias by which `query` finds `character` when neither its name nor `shownName` (the name the
 * page shows) does, so a suggestion can say why it is offered ('supre' finds Gomah by 'Supreme Demon
 * King Gomah'); null when a name matches or nothing does. The alias is the best-ranked, as in the search.
 */
export function matchedAlias(
	character: Character,
	query: string,
	shownName: string = character.championName,
): string | null {
	const wanted = wordsOf(query).join(' ')
	if (wanted === '') return null
	if (matchRank(character.championName, wanted) !== null || matchRank(shownName, wanted) !== null) return null
	let best: { alias: string; rank: number } | null = null
	for (const alias of character.aliases) {
		const rank = matchRank(alias, wanted)
		if (rank !== null && (best === null || rank < best.rank)) best = { alias, rank }
	}
	return best?.alias ?? null
}

function byName(a: Character, b: Character): number {
	const left = packNameKey(a.championName)
	const right = packNameKey(b.championName)
	if (left !== right) return left < right ? -1 : 1
	return a.championId - b.championId
}

/**
 * Characters whose full name, or any word of it (split on spaces, hyphens and dots), starts with the
 * query; aliases match by the same rule. Comparison uses normalizeName. Names in `exclude`
 * (compared case-insensitively) are left out. An empty or blank query matches nothing.
 * Order: full-name prefix matches first, then word matches, then alias matches (whole alias before
 * a later word of it); by name within each.
 * Separators in the query count as spaces, and a query of several words may run on from the word
 * it starts at ('mr satan' finds 'Mr. Satan', 'goku bl' finds 'Goku Black'). A query that leaves
 * out a name's hyphen or dot still finds it ('c18' finds 'C-18', 'chichi' finds 'Chi-Chi').
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
		.filter((character) => !excluded.has(packNameKey(character.championName)))
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
 * The key of a character's own name, kept: the search sorts and filters by them on every
 * keystroke. Only the pack's names are kept, never a typed one, so the cache stays small.
 */
const packNameKeys = new Map<string, string>()

function packNameKey(name: string): string {
	let key = packNameKeys.get(name)
	if (key === undefined) {
		key = nameKey(name)
		packNameKeys.set(name, key)
	}
	return key
}

/**
 * Whether two names name the same character (docs/product.md §5: case-insensitive; accents, apostrophes and
 * extra spaces are ignored too). The one name equality of the game: core, web and server use it.
 */
export function isSameName(a: string, b: string): boolean {
	return nameKey(a) === nameKey(b)
}

/** The character whose name equals `name` by isSameName (docs/product.md §5), or undefined. */
export function findCharacterByName(name: string, characters: readonly Character[]): Character | undefined {
	if (nameKey(name) === '') return undefined
	return characters.find((character) => isSameName(character.championName, name))
}
