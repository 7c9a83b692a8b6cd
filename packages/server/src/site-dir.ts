import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, extname, join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { type ArtNames, PICTURES_URL } from '@dragondle/content/art-names'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Brotli 9, not 11: on a 330 kB bundle it is 8× faster (135 ms against 1 s of startup) for 8%
 * more bytes (decision 033).
 */
const BROTLI_QUALITY = 9
/** The text files, which gain from compression; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
	'.html',
	'.js',
	'.mjs',
	'.css',
	'.json',
	'.map',
	'.webmanifest',
	'.txt',
	'.xml',
	'.svg',
])
/** Smaller files gain nothing from an encoding. */
const MIN_COMPRESSED_SIZE = 256
const ENCODINGS = { br: '.br', gzip: '.gz' } as const
/** The server's folders, `dragondle-site-<pid>-<random>` in the system's temporary folder. */
const FOLDER = /^dragondle-site-(\d+)-/

/**
 * What the server serves of a web build, worked out once at startup. @fastify/static serves the
 * files, from `dir` first and then from the build (static.ts); this says which exist and holds what
 * the build cannot ship:
 * - the page files (index.html and the prerendered ones, decision 094), each with the install's
 *   runtime config written in (html-config.ts), and their brotli and gzip encodings;
 * - brotli (9) and gzip (9) encodings of the build's text files that it ships without them.
 *
 * Hidden files and folders (.git, .env) are never listed, so never served.
 */
export type SiteDir = {
	/** The server's own folder of rewritten pages and added encodings, searched before the build. */
	dir: string
	/** Every file of the build by the URL path it is served at ('/assets/app-1a2b.js'). */
	files: ReadonlySet<string>
	/**
	 * The daily pictures by the keyed URL they are served at (decision 061): the file of the art
	 * build's content name, which anyone can compute from the public source art and which is never
	 * served itself.
	 */
	pictures: ReadonlyMap<string, string>
	/** The URL path a file served from `dir` or the build answers, its encoding's suffix removed. */
	servedPathOf(file: string): string
	/** Whether the file at this URL path has a brotli or gzip encoding (its answers vary by Accept-Encoding). */
	isEncoded(path: string): boolean
	/** Deletes `dir`. */
	remove(): Promise<void>
}

/**
 * Lists the build in `webDist` and writes the server's folder (a new one under the system's
 * temporary folder, removed by `remove()`); undefined without a build. `renderPage` writes the
 * runtime config into a page.
 */
export async function prepareSiteDir(
	webDist: string,
	renderPage: (html: string) => string,
	artNames: ArtNames,
): Promise<SiteDir | undefined> {
	if (!existsSync(webDist)) return undefined
	const entries = await readdir(webDist, { recursive: true, withFileTypes: true })
	const built = entries
		.filter((entry) => entry.isFile())
		.map((entry) => relative(webDist, join(entry.parentPath, entry.name)).split(sep))
		.filter((parts) => parts.every((part) => !part.startsWith('.')))
		.map((parts) => `/${parts.join('/')}`)
	const inBuild = new Set(built)
	await removeLeftFolders()
	const dir = await mkdtemp(join(tmpdir(), `dragondle-site-${process.pid}-`))
	const encoded = new Set<string>()
	const files = new Set<string>()
	const pictures = new Map<string, string>()
	const write = async (path: string, body: Buffer) => {
		await mkdir(dirname(join(dir, path)), { recursive: true })
		await writeFile(join(dir, path), body)
	}
	const prepare = async (path: string) => {
		if (path.startsWith(PICTURES_URL)) {
			const url = artNames.servedUrl(path)
			if (url !== undefined) pictures.set(url, path)
			return
		}
		files.add(path)
		const extension = extname(path).toLowerCase()
		if (!COMPRESSIBLE.has(extension)) return
		const isPage = extension === '.html'
		const original = await readFile(join(webDist, path))
		const body = isPage ? Buffer.from(renderPage(original.toString('utf8'))) : original
		if (isPage) await write(path, body)
		for (const [encoding, suffix] of Object.entries(ENCODINGS)) {
			// a page's encodings are always the server's, as the build's lack the runtime config
			if (!isPage && inBuild.has(path + suffix)) {
				encoded.add(path)
				continue
			}
			if (!isPage && body.length < MIN_COMPRESSED_SIZE) continue
			const compressed = encoding === 'br' ? await brotli(body) : await gzipAsync(body, { level: 9 })
			if (!isPage && compressed.length >= body.length) continue
			await write(path + suffix, compressed)
			encoded.add(path)
		}
	}
	try {
		await Promise.all(built.map(prepare))
	} catch (error) {
		await rm(dir, { recursive: true, force: true })
		throw error
	}
	const roots = [dir, webDist]
	return {
		dir,
		files,
		pictures,
		servedPathOf(file) {
			const root = roots.find((candidate) => file.startsWith(candidate + sep)) ?? webDist
			const path = `/${relative(root, file).split(sep).join('/')}`
			const suffix = Object.values(ENCODINGS).find((ending) => path.endsWith(ending))
			const original = suffix === undefined ? path : path.slice(0, -suffix.length)
			return files.has(original) ? original : path
		},
		isEncoded: (path) => encoded.has(path),
		remove: () => rm(dir, { recursive: true, force: true }),
	}
}

/**
 * A server closes its folder; one killed (SIGKILL, a crash) leaves it behind: the folders of
 * processes that no longer run are removed by the next start.
 */
async function removeLeftFolders() {
	for (const name of await readdir(tmpdir())) {
		const pid = Number(FOLDER.exec(name)?.[1] ?? 0)
		if (pid > 0 && pid !== process.pid && !isRunning(pid)) {
			await rm(join(tmpdir(), name), { recursive: true, force: true })
		}
	}
}

function isRunning(pid: number): boolean {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		// EPERM: it runs, as another user
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

function brotli(body: Buffer): Promise<Buffer> {
	return brotliAsync(body, {
		params: {
			[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
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
