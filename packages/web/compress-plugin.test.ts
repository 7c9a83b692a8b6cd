import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, extname, join, relative, sep } from 'node:path'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { expect, onTestFinished, test } from 'vitest'
import { COMPRESSIBLE, compressDir, MIN_COMPRESSED_SIZE } from './compress-plugin.ts'

const CSS = 'body { color: red } '.repeat(50)

function makeDir(files: Record<string, string>): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-compress-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true })
		writeFileSync(join(dir, path), text)
	}
	return dir
}

test('every text file of the build gets a brotli and a gzip beside it; images and short files none', async () => {
	const page = `<html><body>${'menu '.repeat(100)}</body></html>`
	const dir = makeDir({
		'assets/app.css': CSS,
		'shells/es/classic.html': page,
		'a.webp': CSS,
		'short.js': 'let x',
	})
	expect(await compressDir(dir)).toBe(4)
	expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.css.br'))).toString()).toBe(CSS)
	expect(gunzipSync(readFileSync(join(dir, 'assets/app.css.gz'))).toString()).toBe(CSS)
	// a page's encodings hold it up to where the server puts the config, and are left open for it
	const before = `<html><body>${'menu '.repeat(100)}`
	const open = { finishFlush: constants.BROTLI_OPERATION_FLUSH }
	expect(brotliDecompressSync(readFileSync(join(dir, 'shells/es/classic.html.br')), open).toString()).toBe(
		before,
	)
	expect(() => brotliDecompressSync(readFileSync(join(dir, 'shells/es/classic.html.br')))).toThrow()
	const gzipOpen = { finishFlush: constants.Z_SYNC_FLUSH }
	expect(gunzipSync(readFileSync(join(dir, 'shells/es/classic.html.gz')), gzipOpen).toString()).toBe(before)
	for (const file of ['a.webp.br', 'a.webp.gz', 'short.js.br', 'short.js.gz']) {
		expect(existsSync(join(dir, file)), file).toBe(false)
	}
})

/** The files of a folder, by path relative to it. */
function filesOf(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

const DIST = join(import.meta.dirname, 'dist')

// The build itself (npm test builds before it tests): the server compresses nothing (decision 107).
test.skipIf(!existsSync(join(DIST, 'index.html')))(
	'the web build ships both encodings of every text file that gains from them, pages and worker included',
	() => {
		const files = new Set(filesOf(DIST))
		const text = [...files].filter(
			(file) =>
				COMPRESSIBLE.has(extname(file)) && readFileSync(join(DIST, file)).length >= MIN_COMPRESSED_SIZE * 4,
		)
		const missing = text.filter((file) => !files.has(`${file}.br`) || !files.has(`${file}.gz`))
		expect(missing).toEqual([])
		expect(text).toContain('sw.js')
		expect(text.filter((file) => file.startsWith('shells/')).length).toBeGreaterThan(20)
	},
)
