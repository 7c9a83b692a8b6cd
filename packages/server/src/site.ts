import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { crc32 } from 'node:zlib'
import { type ArtNames, PICTURES_URL } from '@dragondle/content/art-names'
import { splitPageForConfig } from '@dragondle/core'

/** The encodings a page is sent in, preferred first; the build ships the same two beside its files. */
export const ENCODINGS = ['br', 'gzip'] as const
export type Encoding = (typeof ENCODINGS)[number]
/** The suffix of each encoding's file in the build (packages/web/compress-plugin.ts). */
const SUFFIXES: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' }

/**
 * One page of the build, held in memory with the install's runtime config written in (decision
 * 107): its body in each encoding the build ships for it, and an ETag per encoding (a strong one,
 * as each encoding's bytes differ). A page whose build has no encoding of it is sent in none.
 */
export type Page = {
	/** The encodings this page can be sent in. */
	encodings: readonly Encoding[]
	body(encoding: Encoding | undefined): Buffer
	etag(encoding: Encoding | undefined): string
}

/**
 * What the server serves of a web build, read once at start-up without compressing anything: the
 * build ships the encodings of its text files (decision 107). @fastify/static sends the files; the
 * pages come from memory (static.ts).
 *
 * Hidden files and folders (.git, .env) are never listed, so never served.
 */
export type Site = {
	/**
	 * The page files (index.html and the prerendered ones, decision 094) by URL path
	 * ('/shells/es/classic.html'), with the runtime config written in.
	 */
	pages: ReadonlyMap<string, Page>
	/** Every other file of the build by the URL path it is served at ('/assets/app-1a2b.js'). */
	files: ReadonlySet<string>
	/**
	 * The daily pictures by the keyed URL they are served at (decision 061): the file of the art
	 * build's content name, which anyone can compute from the public source art and which is never
	 * served itself.
	 */
	pictures: ReadonlyMap<string, string>
	/** Whether the build ships a brotli or gzip file of the file at this URL path. */
	isEncoded(path: string): boolean
}

/**
 * Lists the build in `webDist` and reads its pages, each with `configTag` (the runtime config's
 * meta tag) written in where core's splitPageForConfig says; undefined without a build.
 * Milliseconds of work: the listing, some 120 pages and their encodings read, hashed and checksummed.
 */
export function readSite(webDist: string, configTag: string, artNames: ArtNames): Site | undefined {
	if (!existsSync(webDist)) return undefined
	const built = readdirSync(webDist, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => relative(webDist, join(entry.parentPath, entry.name)).split(sep))
		.filter((parts) => parts.every((part) => !part.startsWith('.')))
		.map((parts) => `/${parts.join('/')}`)
	const inBuild = new Set(built)
	const pages = new Map<string, Page>()
	const files = new Set<string>()
	const pictures = new Map<string, string>()
	for (const path of built) {
		if (path.startsWith(PICTURES_URL)) {
			const url = artNames.servedUrl(path)
			if (url !== undefined) pictures.set(url, path)
		} else if (extname(path).toLowerCase() === '.html') {
			const html = readFileSync(join(webDist, path), 'utf8')
			const builtEncodings = ENCODINGS.filter((encoding) => inBuild.has(path + SUFFIXES[encoding]))
			const opened = builtEncodings.map((encoding) => {
				const before = readFileSync(join(webDist, path + SUFFIXES[encoding]))
				return [encoding, before] as const
			})
			pages.set(path, memoryPage(html, configTag, new Map(opened)))
		} else if (!isEncoding(path)) {
			// an encoding is sent for its file, never at its own address (a page's would lack the config)
			files.add(path)
		}
	}
	return {
		pages,
		files,
		pictures,
		isEncoded: (path) => ENCODINGS.some((encoding) => inBuild.has(path + SUFFIXES[encoding])),
	}
}

/** The URL path a file of the build answers: its own, less an encoding's suffix. */
export function servedPathOf(webDist: string, file: string): string {
	const path = `/${relative(webDist, file).split(sep).join('/')}`
	const suffix = Object.values(SUFFIXES).find((ending) => path.endsWith(ending))
	return suffix === undefined ? path : path.slice(0, -suffix.length)
}

function isEncoding(path: string): boolean {
	return Object.values(SUFFIXES).some((suffix) => path.endsWith(suffix))
}

/**
 * A page with the config tag written in, and its encodings: each the build's open stream of the
 * part before the tag (packages/web/compress-plugin.ts), ended here with the tag and the rest
 * stored uncompressed. No compression at all, only a checksum for gzip.
 */
function memoryPage(html: string, configTag: string, openEncodings: ReadonlyMap<Encoding, Buffer>): Page {
	const { before, after } = splitPageForConfig(html)
	const tail = Buffer.from(configTag + after)
	const identity = Buffer.concat([Buffer.from(before), tail])
	const encoded = new Map<Encoding, Buffer>()
	for (const [encoding, open] of openEncodings) {
		encoded.set(encoding, encoding === 'br' ? endBrotli(open, tail) : endGzip(open, tail, identity))
	}
	const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
	return {
		encodings: [...encoded.keys()],
		body: (encoding) => (encoding === undefined ? identity : (encoded.get(encoding) ?? identity)),
		etag: (encoding) => (encoding === undefined ? `"${tag}"` : `"${tag}-${encoding}"`),
	}
}

/** Brotli's uncompressed meta-blocks hold 65,536 bytes at most with a 4-nibble length (RFC 7932 §9.2). */
const BROTLI_STORED_MAX = 1 << 16

/**
 * Ends a brotli stream flushed to a byte boundary: `tail` in uncompressed meta-blocks (ISLAST 0,
 * MNIBBLES 4, MLEN − 1, ISUNCOMPRESSED 1, padded to a byte: 3 bytes), then an empty last meta-block
 * (ISLAST 1, ISLASTEMPTY 1: the byte 0x03).
 */
function endBrotli(open: Buffer, tail: Buffer): Buffer {
	const parts = [open]
	for (let at = 0; at < tail.length; at += BROTLI_STORED_MAX) {
		const chunk = tail.subarray(at, at + BROTLI_STORED_MAX)
		const header = ((chunk.length - 1) << 3) | (1 << 19)
		parts.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, header >> 16]), chunk)
	}
	parts.push(Buffer.from([0x03]))
	return Buffer.concat(parts)
}

/** Deflate's stored blocks hold 65,535 bytes at most (RFC 1951 §3.2.4). */
const DEFLATE_STORED_MAX = 0xffff

/**
 * Ends a gzip member whose deflate stream was sync-flushed to a byte boundary: `tail` in stored
 * blocks (BFINAL on the last, BTYPE 00, padded: one byte, then LEN and NLEN), then the member's
 * trailer, the CRC-32 and length of the whole page (RFC 1952).
 */
function endGzip(open: Buffer, tail: Buffer, whole: Buffer): Buffer {
	const parts = [open]
	let at = 0
	do {
		const chunk = tail.subarray(at, at + DEFLATE_STORED_MAX)
		at += DEFLATE_STORED_MAX
		const header = Buffer.alloc(5)
		header[0] = at >= tail.length ? 1 : 0
		header.writeUInt16LE(chunk.length, 1)
		header.writeUInt16LE(~chunk.length & 0xffff, 3)
		parts.push(header, chunk)
	} while (at < tail.length)
	const trailer = Buffer.alloc(8)
	trailer.writeUInt32LE(crc32(whole), 0)
	trailer.writeUInt32LE(whole.length % 2 ** 32, 4)
	parts.push(trailer)
	return Buffer.concat(parts)
}

/** The build number in `dist/version.json` (`12` or `{"version": 12}`); 0 without a build. */
export function readBuildVersion(dir: string): number {
	try {
		const parsed: unknown = JSON.parse(readFileSync(join(dir, 'version.json'), 'utf8'))
		const version =
			typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : parsed
		return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0
	} catch {
		return 0
	}
}
