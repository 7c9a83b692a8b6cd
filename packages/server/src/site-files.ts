import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

const TYPES: Readonly<Record<string, string>> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.ico': 'image/x-icon',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.woff2': 'font/woff2',
}
/**
 * Brotli 9, not 11: on a 330 kB bundle it is 8× faster (135 ms against 1 s of startup) for 8%
 * more bytes. See docs/decisions/033-static-hosting-from-memory.md.
 */
const BROTLI_QUALITY = 9
/** Images and fonts are compressed already; only text gains from gzip and brotli. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/

/** One file of the web build, held in memory with its precomputed encodings. */
export type SiteFile = {
	body: Buffer
	type: string
	etag: string
	gzip?: Buffer
	br?: Buffer
}

/** Files by URL path ('/assets/app-1a2b.js'). */
export type SiteFiles = ReadonlyMap<string, SiteFile>

/**
 * Reads every file under `dir` once, at startup. `transform` may rewrite a file (index.html gets
 * the runtime config) before its encodings and ETag are computed. A missing dir gives no files.
 */
export async function loadSiteFiles(
	dir: string,
	transform: (path: string, body: Buffer) => Buffer = (_path, body) => body,
): Promise<SiteFiles> {
	if (!existsSync(dir)) return new Map()
	const names = await readdir(dir, { recursive: true, withFileTypes: true })
	const loaded = names
		.filter((entry) => entry.isFile())
		.map((entry) => {
			const full = join(entry.parentPath, entry.name)
			return { full, parts: full.slice(dir.length + 1).split(sep) }
		})
		// a hidden file or anything in a hidden folder (.git, .env) is never served
		.filter(({ parts }) => parts.every((part) => !part.startsWith('.')))
		.map(async ({ full, parts }): Promise<[string, SiteFile]> => {
			const path = `/${parts.join('/')}`
			return [path, await toSiteFile(path, transform(path, await readFile(full)))]
		})
	return new Map(await Promise.all(loaded))
}

export async function toSiteFile(path: string, body: Buffer): Promise<SiteFile> {
	const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
	const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
	const file: SiteFile = { body, type, etag }
	if (!COMPRESSIBLE.test(type) || body.length < 256) return file
	const brotliOptions = {
		params: {
			[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
			[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
		},
	}
	const [gzipped, brotli] = await Promise.all([
		gzipAsync(body, { level: 9 }),
		brotliAsync(body, brotliOptions),
	])
	if (gzipped.length < body.length) file.gzip = gzipped
	if (brotli.length < body.length) file.br = brotli
	return file
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
