import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, onTestFinished, test } from 'vitest'
import { readBuildVersion, readSite, servedPathOf } from './site.ts'
import { builtPage, makeArtNames } from './test/factories.ts'

const CSS = 'body { color: red } '.repeat(50)

function makeBuild(files: Record<string, string | Buffer>): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-build-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true })
		writeFileSync(join(dir, path), text)
	}
	return dir
}

function read(build: string, configTag = '<meta name="dragondle-config" content="{}">') {
	return readSite(build, configTag, makeArtNames())
}

test('the files are listed by URL path; hidden files and folders never are; no build gives nothing', () => {
	const build = makeBuild({
		'favicon.svg': '<svg/>',
		'assets/app.css': CSS,
		'.env': 'SECRET=1',
		'.git/config': '[core]',
	})
	expect([...(read(build)?.files ?? [])].sort()).toEqual(['/assets/app.css', '/favicon.svg'])
	expect(read(join(build, 'missing'))).toBeUndefined()
})

test('the build’s encodings are known by their file, and never listed as files of their own', () => {
	const site = read(
		makeBuild({ 'assets/app.css': CSS, 'assets/app.css.br': 'br', 'a.js': 'x', 'a.js.gz': 'gz' }),
	)
	expect([...(site?.files ?? [])].sort()).toEqual(['/a.js', '/assets/app.css'])
	expect([site?.isEncoded('/assets/app.css'), site?.isEncoded('/a.js')]).toEqual([true, true])
	const plain = read(makeBuild({ 'assets/app.css': CSS }))
	expect(plain?.isEncoded('/assets/app.css')).toBe(false)
})

test('a file of the build is served at its own path, its encodings at the path of their file', () => {
	const build = '/srv/dist'
	expect(servedPathOf(build, '/srv/dist/assets/app.css.br')).toBe('/assets/app.css')
	expect(servedPathOf(build, '/srv/dist/assets/app.css.gz')).toBe('/assets/app.css')
	expect(servedPathOf(build, '/srv/dist/favicon.svg')).toBe('/favicon.svg')
})

test('every page is held with the config before its last </body>, its encodings ended from the build’s', () => {
	const page = `<html><head></head><body>menu ${'and more '.repeat(40)}</body></html>`
	const site = read(
		makeBuild({ ...builtPage('index.html', page), 'shells/es/classic.html': page }),
		'<meta name="dragondle-config" content="set">',
	)
	expect([...(site?.pages.keys() ?? [])].sort()).toEqual(['/index.html', '/shells/es/classic.html'])
	expect(site?.files.size).toBe(0)
	const index = site?.pages.get('/index.html')
	const rendered = page.replace('</body>', '<meta name="dragondle-config" content="set"></body>')
	expect(index?.body(undefined).toString()).toBe(rendered)
	expect(gunzipSync(index?.body('gzip') ?? Buffer.alloc(0)).toString()).toBe(rendered)
	expect(brotliDecompressSync(index?.body('br') ?? Buffer.alloc(0)).toString()).toBe(rendered)
	expect(index?.encodings).toEqual(['br', 'gzip'])
	// the server compresses nothing: a page the build did not encode is sent in no encoding
	const classic = site?.pages.get('/shells/es/classic.html')
	expect(classic?.encodings).toEqual([])
	expect(classic?.body('br').toString()).toBe(rendered)
})

test('a config longer than one stored block of either encoding is split across several', () => {
	const page = `<html><body>${'menu '.repeat(100)}</body></html>`
	const tag = `<meta name="dragondle-config" content="${'x'.repeat(150_000)}">`
	const index = read(makeBuild(builtPage('index.html', page)), tag)?.pages.get('/index.html')
	const rendered = page.replace('</body>', `${tag}</body>`)
	expect(gunzipSync(index?.body('gzip') ?? Buffer.alloc(0)).toString()).toBe(rendered)
	expect(brotliDecompressSync(index?.body('br') ?? Buffer.alloc(0)).toString()).toBe(rendered)
})

test('a page without a body takes the config at its end', () => {
	const page = `<!doctype html><title>x</title>${'<p>text</p>'.repeat(40)}`
	const index = read(makeBuild(builtPage('index.html', page)), '<meta name="c">')?.pages.get('/index.html')
	expect(gunzipSync(index?.body('gzip') ?? Buffer.alloc(0)).toString()).toBe(`${page}<meta name="c">`)
	expect(brotliDecompressSync(index?.body('br') ?? Buffer.alloc(0)).toString()).toBe(`${page}<meta name="c">`)
})

test('a page’s ETag follows its rendered content and differs per encoding', () => {
	const files = builtPage('index.html', '<html><head></head><body>menu</body></html>')
	const page = (config: string) => read(makeBuild(files), config)?.pages.get('/index.html')
	const [one, same, other] = [page('one'), page('one'), page('other')]
	expect(one?.etag(undefined)).toMatch(/^"[\w-]+"$/)
	expect(one?.etag(undefined)).toBe(same?.etag(undefined))
	expect(one?.etag(undefined)).not.toBe(other?.etag(undefined))
	expect(new Set([one?.etag(undefined), one?.etag('br'), one?.etag('gzip')]).size).toBe(3)
})

test('a daily picture is listed under its keyed URL only; a leftover of the art build under none', () => {
	const site = read(
		makeBuild({
			'art/i/0123456789abcdef0123.webp': 'RIFF',
			'art/i/0123456789abcdef0123.webp.5f0c.tmp': 'RIFF',
		}),
	)
	const keyed = makeArtNames().servedUrl('/art/i/0123456789abcdef0123.webp') ?? ''
	expect([...(site?.pictures ?? [])]).toEqual([[keyed, '/art/i/0123456789abcdef0123.webp']])
	expect(site?.files.size).toBe(0)
})

test.each([
	['{"version": 12}', 12],
	['7', 7],
	['nonsense', 0],
])('version.json %s is build %i', (text, version) => {
	expect(readBuildVersion(makeBuild({ 'version.json': text }))).toBe(version)
})
