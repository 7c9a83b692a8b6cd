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

/**
 * The source formats, in the order they win: an operator's drop-in PNG (licensed art) over the
 * pack's own SVG drawing, so dropping a file in never needs the drawing deleted.
 */
export const ART_EXTENSIONS = ['png', 'svg'] as const

/** Where an entry's source art may live, relative to `art/`, in the order the build prefers them. */
export function artFileCandidates(kind: ArtKind, id: string | number): string[] {
	return ART_EXTENSIONS.map((extension) => `${kind}/${id}.${extension}`)
}

/** The entry's source art among `exists` (paths relative to `art/`): the first candidate there. */
export function pickArtFile(
	kind: ArtKind,
	id: string | number,
	exists: (path: string) => boolean,
): string | undefined {
	return artFileCandidates(kind, id).find(exists)
}

function idOf(item: unknown, key: 'championId' | 'id'): string | number | undefined {
	if (typeof item !== 'object' || item === null) return undefined
	const id = (item as Record<string, unknown>)[key]
	if (key === 'championId') return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : undefined
	return typeof id === 'string' && /^[a-z0-9-]+$/.test(id) ? id : undefined
}

/**
 * The crop centres each kind's views need, written by `npm run art:points` from the art (decision
 * 109): the schema's defaults would centre a crop anywhere, on the face too. A dotted field is
 * inside another (`silhouette.late`); `late` is where the centre has moved after 5 wrong guesses.
 */
const CROP_FIELDS: Readonly<Record<ArtKind, readonly string[]>> = {
	characters: ['silhouette', 'silhouette.late'],
	fusions: ['x', 'y', 'late'],
	techniques: [],
}

/** The value at a dotted `field` of an entry, undefined when any step is missing. */
function valueAt(item: unknown, field: string): unknown {
	return field
		.split('.')
		.reduce<unknown>(
			(value, key) =>
				typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
			item,
		)
}

/** What the check says of a missing centre: the opening's, or the late one (after 5 wrong guesses). */
function missingCentre(field: string): string {
	return field.endsWith('late')
		? 'missing late crop centre: run npm run art:points'
		: 'missing opening crop centre: run npm run art:points'
}

/**
 * Every character, fusion and technique whose source art is missing from `artFiles` (paths relative
 * to `art/`, like `characters/3.svg`), or whose opening crop centre is not written down. Entries
 * without a usable id are left to the schema check.
 */
export function checkArt(pack: ArtPack, artFiles: ReadonlySet<string>): ContentIssue[] {
	const issues: ContentIssue[] = []
	for (const kind of ART_KINDS) {
		const file = FILES[kind]
		const items = pack[kind]
		if (!Array.isArray(items)) continue
		items.forEach((item: unknown, index) => {
			const id = idOf(item, KEYS[kind])
			if (id === undefined) return
			for (const field of CROP_FIELDS[kind]) {
				// a missing opening centre is reported once, not again for the late one inside it
				const parent = field.split('.').slice(0, -1).join('.')
				if (valueAt(item, field) !== undefined || (parent !== '' && valueAt(item, parent) === undefined))
					continue
				issues.push({ file, entry: entryLabel(file, item, index), field, message: missingCentre(field) })
			}
			if (pickArtFile(kind, id, (path) => artFiles.has(path)) !== undefined) return
			issues.push({
				file,
				entry: entryLabel(file, item, index),
				field: 'art',
				message: `missing source art art/${kind}/${id}.svg (or .png)`,
			})
		})
	}
	return issues
}
