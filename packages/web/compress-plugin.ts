import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'
// by path: Vite loads its config's imports with Node, which runs no TypeScript from node_modules
import { splitPageForConfig } from '../core/src/pages.ts'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The text files, which gain from an encoding; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
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
/** Smaller files gain nothing from an encoding (a packet holds them either way). */
export const MIN_COMPRESSED_SIZE = 256

/**
 * The build's own encodings (decision 107): a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * file beside every text file of the build that they make smaller, so the server only reads them and
 * starts in milliseconds on any host and compresses nothing. A page's (`.html`) are open: they hold
 * the page up to where the install's runtime config goes (core's splitPageForConfig), flushed to a
 * byte boundary and not finished, and the server appends the config and the rest uncompressed
 * (packages/server/src/site.ts). They are never sent as they are.
 *
 * A step at the very end of the build rather than a compression plugin's bundle hook: the service
 * worker (vite-plugin-pwa) is written when the bundle is closed, after such a hook has run.
 */
export function compressBuild(): Plugin {
	let config: ResolvedConfig | undefined
	return {
		name: 'dragondle:compress-build',
		apply: 'build',
		enforce: 'post',
		configResolved(resolved) {
			config = resolved
		},
		closeBundle: {
			order: 'post',
			sequential: true,
			async handler() {
				if (config === undefined) return
				const outDir = join(config.root, config.build.outDir)
				const written = await compressDir(outDir)
				config.logger.info(
					`dragondle: ${written} brotli and gzip files written beside the build's text files`,
				)
			},
		},
	}
}

/** Writes the encodings of every text file under `dir`; resolves with how many files it wrote. */
export async function compressDir(dir: string): Promise<number> {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true })
	const files = entries
		.filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase()))
		.map((entry) => join(entry.parentPath, entry.name))
	const counts = await Promise.all(files.map(compressFile))
	return counts.reduce((sum, count) => sum + count, 0)
}

async function compressFile(file: string): Promise<number> {
	const whole = await readFile(file)
	if (whole.length < MIN_COMPRESSED_SIZE) return 0
	const isPage = extname(file).toLowerCase() === '.html'
	const body = isPage ? Buffer.from(splitPageForConfig(whole.toString('utf8')).before) : whole
	// a page's stream is left open for the server to end; any other file's is finished
	const brotliEnd = isPage ? constants.BROTLI_OPERATION_FLUSH : constants.BROTLI_OPERATION_FINISH
	const gzipEnd = isPage ? constants.Z_SYNC_FLUSH : constants.Z_FINISH
	const encodings = await Promise.all([
		brotliAsync(body, {
			finishFlush: brotliEnd,
			params: {
				[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
				[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
			},
		}).then((encoded) => ({ suffix: '.br', encoded })),
		gzipAsync(body, { level: constants.Z_BEST_COMPRESSION, finishFlush: gzipEnd }).then((encoded) => ({
			suffix: '.gz',
			encoded,
		})),
	])
	// a page's are written whatever their size: the server sends a page in no encoding without them
	const smaller = encodings.filter(({ encoded }) => isPage || encoded.length < whole.length)
	await Promise.all(smaller.map(({ suffix, encoded }) => writeFile(file + suffix, encoded)))
	return smaller.length
}
