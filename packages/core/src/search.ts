import type { Character } from './schemas.ts'

/** Lower case, accents stripped (NFD), apostrophes (' ’ ‘ `) removed, whitespace collapsed. */
export function normalizeName(text: string): string {
	throw new Error(`not implemented ${text}`)
}

/**
 * Characters whose full name, or any word of it (split on spaces, hyphens and dots), starts with the
 * query; aliases match by the same rule. Comparison uses normalizeName. Names in `exclude`
 * (compared case-insensitively) are left out. An empty or blank query matches nothing.
 * Order: full-name prefix matches first, then word matches, then alias matches; by name within each.
 */
export function searchCharacters(
	query: string,
	characters: readonly Character[],
	exclude: ReadonlySet<string> = new Set(),
): Character[] {
	throw new Error(`not implemented ${query} ${characters.length} ${exclude.size}`)
}

/** The character whose name equals `name` ignoring case (spec §5), or undefined. */
export function findCharacterByName(name: string, characters: readonly Character[]): Character | undefined {
	throw new Error(`not implemented ${name} ${characters.length}`)
}
