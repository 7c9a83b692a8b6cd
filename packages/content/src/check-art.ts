import { type ContentIssue, entryLabel, FILES } from './check-helpers.ts'

/** The three kinds of source art, each a folder of `packages/content/art/`. */
export const ART_KINDS = ['characters', 'fusions', 'techniques'] as const
export type ArtKind = (typeof ART_KINDS)[number]

/** The entry pools that need art, as read from disk (entries may still fail their schema). */
export type ArtPack = { characters: unknown; fusions: unknown; techniques: unknown }

const KEYS: Readonly<Record<ArtKind, 'championId' | 'id'>> = {
	characters: 'championId',
	fusions: 'id',
	techniques: 'id',
}

/** Where an entry's source art lives, relative to `art/`: characters by id, pools by their kebab-case id. */
export function artFile(kind: ArtKind, id: string | number): string {
	return `${kind}/${id}.png`
}

function idOf(item: unknown, key: 'championId' | 'id'): string | number | undefined {
	if (typeof item !== 'object' || item === null) return undefined
	const id = (item as Record<string, unknown>)[key]
	if (key === 'championId') return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : undefined
	return typeof id === 'string' && /^[a-z0-9-]+$/.test(id) ? id : undefined
}

/**
 * Every character, fusion and technique whose source art is missing from `artFiles` (paths relative
 * to `art/`, like `characters/3.png`). Entries without a usable id are left to the schema check.
 */
export function checkArt(pack: ArtPack, artFiles: ReadonlySet<string>): ContentIssue[] {
	const issues: ContentIssue[] = []
	for (const kind of ART_KINDS) {
		const file = FILES[kind]
		const items = pack[kind]
		if (!Array.isArray(items)) continue
		items.forEach((item: unknown, index) => {
			const id = idOf(item, KEYS[kind])
			if (id === undefined || artFiles.has(artFile(kind, id))) return
			issues.push({
				file,
				entry: entryLabel(file, item, index),
				field: 'art',
				message: `missing source art art/${artFile(kind, id)}`,
			})
		})
	}
	return issues
}
