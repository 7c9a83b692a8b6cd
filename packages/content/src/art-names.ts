// Node-only (it hashes files): exported as '@dragondle/content/art-names', never from index.ts,
// which the web bundles. The art build writes the image modes' pictures under content names, which
// anyone with the public source art can compute; the server serves them, and names them in the
// daily answers, under names keyed by the install's secret (docs/decisions/061-opaque-daily-images.md).
import { createHash, createHmac } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ArtKind, pickArtFile } from './check-art.ts'

/** Bump when a derivation of `npm run art` changes: every output is rebuilt and every name changes. */
export const PIPELINE_VERSION = 3

/** The pictures the image modes hide the answer in, each served under an opaque name. */
export const IMAGE_KINDS = ['silhouette', 'fusion', 'technique'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

/** Hex digits kept of a name's SHA-256 or HMAC: 80 bits, far from any collision among a few hundred pictures. */
const NAME_LENGTH = 20

/** What the served names' key is derived from the install's secret with, so the secret itself keys nothing else here. */
const KEY_PURPOSE = 'dragondle art names'

/** The source folder each image kind is derived from (a silhouette comes from the character's cut-out). */
const SOURCE_KIND: Readonly<Record<ImageKind, ArtKind>> = {
	silhouette: 'characters',
	fusion: 'fusions',
	technique: 'techniques',
}

/**
 * The content name (hex, no extension) of the `kind` picture derived from `source`, the bytes of
 * its source file: the name the art build writes it under. The kind is hashed too, so a
 * character's silhouette never shares a name with another kind's picture of the same bytes.
 * Public: anyone with the source art computes it, so the server never answers under it.
 */
export function contentName(kind: ImageKind, source: Uint8Array): string {
	return createHash('sha256')
		.update(`dragondle-art\u0000v${PIPELINE_VERSION}\u0000${kind}\u0000`)
		.update(source)
		.digest('hex')
		.slice(0, NAME_LENGTH)
}

/** Where the site serves the art build's output folder (packages/web/public/art). */
export const ART_URL = '/art/'

/** Where the daily pictures are served: the `i/` folder holds only opaque names. */
export const PICTURES_URL = `${ART_URL}i/`

/** The URL of the picture named `name`. */
export function pictureUrl(name: string): string {
	return `${PICTURES_URL}${name}.webp`
}

/** A URL of the art build's `i/` folder, capturing the content name. */
const CONTENT_URL = new RegExp(`^${ART_URL}i/([0-9a-f]{${NAME_LENGTH}})\\.webp$`)

/** The URL (`/art/i/<hex>.webp`) of each image-mode picture, by entry. */
export type ArtUrls = {
	silhouette(championId: number): string
	fusion(id: string): string
	technique(id: string): string
}

/** The keyed URLs the server sends in the daily answers, and where it serves each file the art build wrote. */
export type ArtNames = ArtUrls & {
	/**
	 * The keyed URL the server answers the art build's `/art/i/<content name>.webp` at; undefined
	 * for any other path (a leftover of an interrupted build), which is served under no name.
	 */
	servedUrl(builtUrl: string): string | undefined
}

/**
 * The source art as the names need it: whether a file exists and its bytes, by path relative to
 * `packages/content/art` (like `fusions/vegito.svg`).
 */
export type ArtSource = { exists(path: string): boolean; read(path: string): Uint8Array }

/** URLs from the names `nameOf` gives the content names; each source is read once, when first asked for. */
function urlsFrom(source: ArtSource, nameOf: (name: string) => string): ArtUrls {
	const urls = new Map<string, string>()
	const urlOf = (kind: ImageKind, id: string | number) => {
		const path = pickArtFile(SOURCE_KIND[kind], id, source.exists)
		if (path === undefined)
			throw new Error(`missing source art art/${SOURCE_KIND[kind]}/${id}.svg: run npm run content:check`)
		const known = urls.get(`${kind}:${path}`)
		if (known !== undefined) return known
		const url = pictureUrl(nameOf(contentName(kind, source.read(path))))
		urls.set(`${kind}:${path}`, url)
		return url
	}
	return {
		silhouette: (championId) => urlOf('silhouette', championId),
		fusion: (id) => urlOf('fusion', id),
		technique: (id) => urlOf('technique', id),
	}
}

/**
 * The URLs the art build writes the pictures at, named by content, from the source files that
 * `source` holds.
 */
export function createContentUrls(source: ArtSource): ArtUrls {
	return urlsFrom(source, (name) => name)
}

/**
 * The server's names, from the same sources: the first 20 hex digits of HMAC-SHA-256 over the
 * content name, keyed by HMAC-SHA-256(`secret`, 'dragondle art names'). Every instance with the
 * same secret (`SCHEDULE_SECRET`) gives the same names; without the secret nobody can.
 */
export function createArtNames(source: ArtSource, secret: string): ArtNames {
	const key = createHmac('sha256', secret).update(KEY_PURPOSE).digest()
	const keyed = (name: string) => createHmac('sha256', key).update(name).digest('hex').slice(0, NAME_LENGTH)
	return {
		...urlsFrom(source, keyed),
		servedUrl(builtUrl) {
			const name = CONTENT_URL.exec(builtUrl)?.[1]
			return name === undefined ? undefined : pictureUrl(keyed(name))
		},
	}
}

/** The pack's source art folder. */
export const ART_DIR = fileURLToPath(new URL('../art/', import.meta.url))

/** The source art in `artDir`. */
export function artSourceIn(artDir: string): ArtSource {
	return {
		exists: (path) => existsSync(join(artDir, path)),
		read: (path) => readFileSync(join(artDir, path)),
	}
}

/** The entry's source file in `artDir`, relative to it (a drop-in PNG wins over the pack's SVG). */
export function findArtFile(artDir: string, kind: ArtKind, id: string | number): string | undefined {
	return pickArtFile(kind, id, artSourceIn(artDir).exists)
}

/** The art build's URLs, named by content, from the source art on disk (`packages/content/art`, or `artDir`). */
export function loadContentUrls(artDir: string = ART_DIR): ArtUrls {
	return createContentUrls(artSourceIn(artDir))
}

/**
 * The server's keyed names (see `createArtNames`) from the source art on disk. Needs no build:
 * the names come from the sources, so the server knows them before `npm run art` has run.
 */
export function loadArtNames(secret: string, artDir: string = ART_DIR): ArtNames {
	return createArtNames(artSourceIn(artDir), secret)
}
