import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type ArtNames, PICTURES_URL } from '@dragondle/content/art-names'

/** The encodings a page is sent in, preferred first; the build ships the same two beside its files. */
export const ENCODINGS = ['br', 'gzip'] as const
export type Encoding = (typeof ENCODINGS)[number]
/** The suffix of each encoding's file in the build (packages/web/compress-plugin.ts). */
const SUFFIXES: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' }

/**
 * Brotli 6 for a page, once per page and process: within 1 % of quality 9 on our pages at a
 * twentieth of its time (about 0.4 ms a page), and 10 % larger than the build's quality 11, which
 * cannot be used as the page carries the install's runtime config (decision 107).
 */
const PAGE_BROTLI_QUALITY = 6

/**
 * One page of the build, held in memory with the install's runtime config written in (decision
 * 107): its body in each encoding, made on the first request that asks for it, and an ETag per
 * encoding (a strong one, as each encoding's bytes differ).
 */
export type Page = {
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
 * Lists the build in `webDist` and reads its pages, each with the runtime config written in by
 * `renderPage`; undefined without a build. Milliseconds of work: the listing, some 30 pages read
 * and hashed.
 */
export function readSite(
	webDist: string,
	renderPage: (html: string) => string,
	artNames: ArtNames,
): Site | undefined {
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
			pages.set(path, memoryPage(renderPage(readFileSync(join(webDist, path), 'utf8'))))
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

function memoryPage(html: string): Page {
	const identity = Buffer.from(html)
	const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
	const encoded = new Map<Encoding, Buffer>()
	return {
		body(encoding) {
			if (encoding === undefined) return identity
			let body = encoded.get(encoding)
			if (body === undefined) {
				body = encode(identity, encoding)
				encoded.set(encoding, body)
			}
			return body
		},
		etag: (encoding) => (encoding === undefined ? `"${tag}"` : `"${tag}-${encoding}"`),
	}
}

function encode(body: Buffer, encoding: Encoding): Buffer {
	if (encoding === 'gzip') return gzipSync(body, { level: constants.Z_BEST_COMPRESSION })
	return brotliCompressSync(body, {
		params: {
			[constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
			[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
		},
	})
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
