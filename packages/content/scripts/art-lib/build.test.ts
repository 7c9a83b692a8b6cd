import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { expect, onTestFinished, test } from 'vitest'
import { ART_URL, loadArtNames, loadContentUrls } from '../../src/art-names.ts'
import { type ArtDirs, buildArt } from './build.ts'
import { IMAGE_MAX, SILHOUETTE_MAX } from './derive.ts'

type Rect = { width: number; height: number; left: number; top: number }

/** A PNG of `width` × `height`, transparent except for an opaque red `rect` (the whole picture by default). */
async function makePng(width: number, height: number, rect: Rect = { width, height, left: 0, top: 0 }) {
	const red = { r: 200, g: 40, b: 40, alpha: 1 }
	const block = { create: { width: rect.width, height: rect.height, channels: 4, background: red } } as const
	return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
		.composite([{ input: block, left: rect.left, top: rect.top }])
		.png()
		.toBuffer()
}

/** An SVG drawing of `width` × `height`, transparent except for a red `rect` in its own units. */
function makeSvg(width: number, height: number, rect: Rect = { width, height, left: 0, top: 0 }): string {
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect x="${rect.left}" y="${rect.top}" width="${rect.width}" height="${rect.height}" fill="#c82828"/></svg>`
}

function writeAll(root: string, files: Record<string, Buffer | string>) {
	for (const [path, data] of Object.entries(files)) {
		mkdirSync(dirname(join(root, path)), { recursive: true })
		writeFileSync(join(root, path), data)
	}
}

/** A small source pack, and an output folder holding what the previous layout left behind. */
async function makeDirs(): Promise<ArtDirs> {
	const root = mkdtempSync(join(tmpdir(), 'dragondle-art-'))
	onTestFinished(() => rmSync(root, { recursive: true, force: true }))
	const dirs = {
		sourceDir: join(root, 'art'),
		outDir: join(root, 'public'),
		manifestFile: join(root, 'dist/m.json'),
	}
	writeAll(dirs.sourceDir, {
		'characters/0.png': await makePng(900, 1000, { width: 200, height: 900, left: 300, top: 50 }),
		'characters/1.png': await makePng(200, 200, { width: 50, height: 80, left: 10, top: 10 }),
		'characters/not-an-id.png': await makePng(10, 10),
		'fusions/big-scene.svg': makeSvg(800, 600),
		'techniques/small-beam.png': await makePng(320, 240),
	})
	writeAll(dirs.outDir, {
		'manifest.json': '{}',
		'silhouettes/0.webp': 'old',
		'fusions/big-scene.webp': 'old',
		'techniques/small-beam.webp': 'old',
		'i/0123456789abcdef0123.webp': 'old',
	})
	return dirs
}

function listFiles(dir: string): string[] {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.map((path) => path.replaceAll('\\', '/'))
		.filter((path) => path.endsWith('.webp') || path.endsWith('.json'))
		.sort()
}

async function sizeOf(outDir: string, url: string): Promise<[number | undefined, number | undefined]> {
	const { width, height } = await sharp(join(outDir, url.slice(ART_URL.length))).metadata()
	return [width, height]
}

test('a build writes icons by id and the image modes’ pictures only under their content names', async () => {
	const dirs = await makeDirs()
	const report = await buildArt(dirs)
	const urls = loadContentUrls(dirs.sourceDir)
	const pictures = [
		urls.silhouette(0),
		urls.silhouette(1),
		urls.fusion('big-scene'),
		urls.technique('small-beam'),
	].map((url) => url.slice(ART_URL.length))
	expect(listFiles(dirs.outDir)).toEqual(['characters/0.webp', 'characters/1.webp', ...pictures].sort())
	expect(readdirSync(dirs.outDir).sort()).toEqual(['characters', 'i'])
	expect(report).toEqual({ built: 4, skipped: 0, removed: 5, ignored: ['characters/not-an-id.png'] })
	expect(existsSync(dirs.manifestFile)).toBe(true)
})

// A build is public and cannot know the install's secret: the server maps each content name to
// its keyed name (decision 061), so no build output may already bear one.
test('a build writes no picture under a name the server serves', async () => {
	const dirs = await makeDirs()
	await buildArt(dirs)
	const names = loadArtNames('an install secret', dirs.sourceDir)
	const served = [names.silhouette(0), names.fusion('big-scene'), names.technique('small-beam')]
	const files = listFiles(dirs.outDir)
	expect(served.filter((url) => files.includes(url.slice(ART_URL.length)))).toEqual([])
	expect(files.map((path) => names.servedUrl(`${ART_URL}${path}`)).filter(Boolean)).toHaveLength(4)
})

test('image-mode pictures fit the 2× canvas, silhouettes are square, and nothing is enlarged', async () => {
	const dirs = await makeDirs()
	await buildArt(dirs)
	const urls = loadContentUrls(dirs.sourceDir)
	expect(await sizeOf(dirs.outDir, urls.silhouette(0))).toEqual([SILHOUETTE_MAX, SILHOUETTE_MAX])
	expect(await sizeOf(dirs.outDir, urls.silhouette(1))).toEqual([80, 80])
	expect(await sizeOf(dirs.outDir, urls.fusion('big-scene'))).toEqual([IMAGE_MAX.width, 486])
	expect(await sizeOf(dirs.outDir, urls.technique('small-beam'))).toEqual([320, 240])
	expect([IMAGE_MAX, SILHOUETTE_MAX]).toEqual([{ width: 648, height: 614 }, 614])
})

test('a second build skips every unchanged source and removes nothing', async () => {
	const dirs = await makeDirs()
	await buildArt(dirs)
	const files = listFiles(dirs.outDir)
	expect(await buildArt(dirs)).toMatchObject({ built: 0, skipped: 4, removed: 0 })
	expect(listFiles(dirs.outDir)).toEqual(files)
})

test('a changed source gets a new name and its old picture is removed', async () => {
	const dirs = await makeDirs()
	await buildArt(dirs)
	const before = loadContentUrls(dirs.sourceDir).technique('small-beam')
	writeAll(dirs.sourceDir, { 'techniques/small-beam.png': await makePng(300, 240) })
	expect(await buildArt(dirs)).toMatchObject({ built: 1, skipped: 3, removed: 1 })
	const after = loadContentUrls(dirs.sourceDir).technique('small-beam')
	expect(after).not.toBe(before)
	expect(listFiles(dirs.outDir)).toContain(after.slice(ART_URL.length))
	expect(listFiles(dirs.outDir)).not.toContain(before.slice(ART_URL.length))
})

test('an SVG drawing is rasterised at twice its size before it is trimmed and fitted', async () => {
	const dirs = await makeDirs()
	writeAll(dirs.sourceDir, {
		'characters/2.svg': makeSvg(600, 900, { width: 100, height: 200, left: 250, top: 300 }),
	})
	await buildArt(dirs)
	const urls = loadContentUrls(dirs.sourceDir)
	expect(await sizeOf(dirs.outDir, urls.silhouette(2))).toEqual([400, 400])
	expect(await sizeOf(dirs.outDir, urls.fusion('big-scene'))).toEqual([IMAGE_MAX.width, 486])
})

test('a drop-in PNG beside a drawing is built in its place, and the drawing is back once it goes', async () => {
	const dirs = await makeDirs()
	await buildArt(dirs)
	const drawing = loadContentUrls(dirs.sourceDir).fusion('big-scene')
	writeAll(dirs.sourceDir, { 'fusions/big-scene.png': await makePng(320, 240) })
	expect(await buildArt(dirs)).toMatchObject({ built: 1, skipped: 3, removed: 1 })
	const licensed = loadContentUrls(dirs.sourceDir).fusion('big-scene')
	expect(licensed).not.toBe(drawing)
	expect(await sizeOf(dirs.outDir, licensed)).toEqual([320, 240])
	rmSync(join(dirs.sourceDir, 'fusions/big-scene.png'))
	await buildArt(dirs)
	expect(loadContentUrls(dirs.sourceDir).fusion('big-scene')).toBe(drawing)
	expect(listFiles(dirs.outDir)).toContain(drawing.slice(ART_URL.length))
	expect(listFiles(dirs.outDir)).not.toContain(licensed.slice(ART_URL.length))
})
