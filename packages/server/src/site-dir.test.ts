import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, onTestFinished, test } from 'vitest'
import { prepareSiteDir, readBuildVersion } from './site-dir.ts'
import { makeArtNames } from './test/factories.ts'

const CSS = 'body { color: red } '.repeat(50)

function makeBuild(files: Record<string, string>): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-build-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true })
		writeFileSync(join(dir, path), text)
	}
	return dir
}

async function prepare(build: string, renderPage = (html: string) => html) {
	const site = await prepareSiteDir(build, renderPage, makeArtNames())
	onTestFinished(() => site?.remove())
	return site
}

test('the files are listed by URL path; hidden files and folders never are; no build gives nothing', async () => {
	const build = makeBuild({
		'favicon.svg': '<svg/>',
		'assets/app.css': CSS,
		'.env': 'SECRET=1',
		'.git/config': '[core]',
	})
	const site = await prepare(build)
	expect([...(site?.files ?? [])].sort()).toEqual(['/assets/app.css', '/favicon.svg'])
	expect(await prepareSiteDir(join(build, 'missing'), (html) => html, makeArtNames())).toBeUndefined()
})

test('text the build ships plain gets brotli and gzip beside it; images and short files do not', async () => {
	const site = await prepare(makeBuild({ 'assets/app.css': CSS, 'a.webp': CSS, 'short.js': 'let x' }))
	const dir = site?.dir ?? ''
	expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.css.br'))).toString()).toBe(CSS)
	expect(gunzipSync(readFileSync(join(dir, 'assets/app.css.gz'))).toString()).toBe(CSS)
	expect(site?.isEncoded('/assets/app.css')).toBe(true)
	for (const file of ['a.webp.br', 'a.webp.gz', 'short.js.br', 'short.js.gz']) {
		expect(existsSync(join(dir, file)), file).toBe(false)
	}
	expect([site?.isEncoded('/a.webp'), site?.isEncoded('/short.js')]).toEqual([false, false])
})

test('an encoding the build ships is its own; the missing one is added', async () => {
	const site = await prepare(makeBuild({ 'assets/app.css': CSS, 'assets/app.css.br': 'built' }))
	const dir = site?.dir ?? ''
	expect(existsSync(join(dir, 'assets/app.css.br'))).toBe(false)
	expect(gunzipSync(readFileSync(join(dir, 'assets/app.css.gz'))).toString()).toBe(CSS)
	expect(site?.servedPathOf(join(dir, 'assets/app.css.gz'))).toBe('/assets/app.css')
})

test('every page is written rendered, with both encodings, whatever the build ships', async () => {
	const page = '<html><head></head><body>menu</body></html>'
	const site = await prepare(makeBuild({ 'index.html': page, 'index.html.gz': 'stale' }), (html) =>
		html.replace('menu', 'menu with config'),
	)
	const dir = site?.dir ?? ''
	expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('menu with config')
	expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toContain('menu with config')
	expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toContain(
		'menu with config',
	)
})

test('a daily picture is listed under its keyed URL only; a leftover of the art build under none', async () => {
	const site = await prepare(
		makeBuild({
			'art/i/0123456789abcdef0123.webp': 'RIFF',
			'art/i/0123456789abcdef0123.webp.5f0c.tmp': 'RIFF',
		}),
	)
	const keyed = makeArtNames().servedUrl('/art/i/0123456789abcdef0123.webp') ?? ''
	expect([...(site?.pictures ?? [])]).toEqual([[keyed, '/art/i/0123456789abcdef0123.webp']])
	expect(site?.files.size).toBe(0)
})

test('the server’s folder goes when asked', async () => {
	const site = await prepare(makeBuild({ 'index.html': '<html></html>' }))
	await site?.remove()
	expect(existsSync(site?.dir ?? '')).toBe(false)
})

test.each([
	['{"version": 12}', 12],
	['7', 7],
	['nonsense', 0],
])('version.json %s is build %i', (text, version) => {
	expect(readBuildVersion(makeBuild({ 'version.json': text }))).toBe(version)
})

test('a start removes the folders of servers that no longer run, and only theirs', async () => {
	const ended = mkdtempSync(join(tmpdir(), 'dragondle-site-999999999-'))
	const running = mkdtempSync(join(tmpdir(), `dragondle-site-${process.ppid}-`))
	onTestFinished(() => rmSync(running, { recursive: true, force: true }))
	await prepare(makeBuild({ 'index.html': '<html></html>' }))
	expect([existsSync(ended), existsSync(running)]).toEqual([false, true])
})
