// Node-only (it hashes files): exported as '@dragondle/content/art-names', never from index.ts,
// which the web bundles. The art build names its files with it and the server names the daily
// images with it, so the two always agree (docs/decisions/061-opaque-daily-images.md).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ArtKind, artFile } from './check-art.ts'

/** Bump when a derivation of `npm run art` changes: every output is rebuilt and every name changes. */
export const PIPELINE_VERSION = 3

/** The pictures the image modes hide the answer in, each served under an opaque name. */
export const IMAGE_KINDS = ['silhouette', 'fusion', 'technique'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

/** Hex digits of SHA-256 kept: 80 bits, far from any collision among a few hundred pictures. */
const NAME_LENGTH = 20

/** The source folder each image kind is derived from (a silhouette comes from the character's cut-out). */
const SOURCE_KIND: Readonly<Record<ImageKind, ArtKind>> = {
	silhouette: 'characters',
	fusion: 'fusions',
	technique: 'techniques',
}

/**
 * The opaque file name (hex, no extension) of the `kind` picture derived from `source`, the bytes
 * of its source PNG. The kind is hashed too, so a character's silhouette never shares a name
 * with another kind's picture of the same bytes.
 */
export function opaqueName(kind: ImageKind, source: Uint8Array): string {
	return createHash('sha256')
		.update(`dragondle-art\u0000v${PIPELINE_VERSION}\u0000${kind}\u0000`)
		.update(source)
		.digest('hex')
		.slice(0, NAME_LENGTH)
}

/** Where the site serves the art build's output folder (packages/web/public/art). */
export const ART_URL = '/art/'

/** The URL of the picture named `name`: the `i/` folder holds only opaque names. */
export function opaqueUrl(name: string): string {
	return `${ART_URL}i/${name}.webp`
}

/** The opaque URL (`/art/i/<hex>.webp`) of each image-mode picture, by entry. */
export type ArtNames = {
	silhouette(championId: number): string
	fusion(id: string): string
	technique(id: string): string
}

/**
 * Names computed from the source PNGs that `readSource` returns (given paths relative to
 * `packages/content/art`, like `fusions/vegito.png`). Each source is read once, when first asked for.
 */
export function createArtNames(readSource: (path: string) => Uint8Array): ArtNames {
	const urls = new Map<string, string>()
	const urlOf = (kind: ImageKind, id: string | number) => {
		const path = artFile(SOURCE_KIND[kind], id)
		const known = urls.get(`${kind}:${path}`)
		if (known !== undefined) return known
		const url = opaqueUrl(opaqueName(kind, readSource(path)))
		urls.set(`${kind}:${path}`, url)
		return url
	}
	return {
		silhouette: (championId) => urlOf('silhouette', championId),
		fusion: (id) => urlOf('fusion', id),
		technique: (id) => urlOf('technique', id),
	}
}

/** The pack's source art folder. */
export const ART_DIR = fileURLToPath(new URL('../art/', import.meta.url))

/**
 * Names from the source art on disk (`packages/content/art`, or `artDir`). Needs no build: the
 * names come from the sources, so the server knows them before `npm run art` has run.
 */
export function loadArtNames(artDir: string = ART_DIR): ArtNames {
	return createArtNames((path) => {
		try {
			return readFileSync(join(artDir, path))
		} catch (error) {
			throw new Error(`missing source art art/${path}: run npm run content:check`, { cause: error })
		}
	})
}
