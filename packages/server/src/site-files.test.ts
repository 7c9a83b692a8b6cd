import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { loadSiteFiles, toSiteFile } from './site-files.ts'
import { pickEncoding } from './static.ts'

test('files load by URL path, hidden files and folders are skipped and a missing dir gives none', async () => {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-site-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	mkdirSync(join(dir, 'art', 'i'), { recursive: true })
	writeFileSync(join(dir, 'art', 'i', '0123456789abcdef0123.webp'), 'RIFF')
	writeFileSync(join(dir, '.env'), 'SECRET=1')
	mkdirSync(join(dir, '.git'))
	writeFileSync(join(dir, '.git', 'config'), '[core]')
	const files = await loadSiteFiles(dir)
	expect([...files.keys()]).toEqual(['/art/i/0123456789abcdef0123.webp'])
	expect(files.get('/art/i/0123456789abcdef0123.webp')?.type).toBe('image/webp')
	expect((await loadSiteFiles(join(dir, 'missing'))).size).toBe(0)
})

test('only text is compressed, and the ETag follows the content', async () => {
	const text = Buffer.from('body { color: red } '.repeat(50))
	const css = await toSiteFile('/assets/app.css', text)
	expect(css.gzip?.length).toBeLessThan(text.length)
	expect(css.br?.length).toBeLessThan(text.length)
	const image = await toSiteFile('/art/a.webp', text)
	expect([image.gzip, image.br]).toEqual([undefined, undefined])
	expect(image.etag).toBe(css.etag)
	expect((await toSiteFile('/x.css', Buffer.from('other'))).etag).not.toBe(css.etag)
})

test.each([
	[undefined, 'identity'],
	['gzip', 'gzip'],
	['gzip, deflate, br', 'br'],
	['br;q=0, gzip;q=0.5', 'gzip'],
	['*', 'br'],
	['identity', 'identity'],
] as const)('Accept-Encoding %s picks %s', async (header, expected) => {
	const file = await toSiteFile('/app.js', Buffer.from('let x = 1; '.repeat(100)))
	expect(pickEncoding(file, header)).toBe(expected)
})
