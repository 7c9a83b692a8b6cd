import { SilhouetteAnswerSchema } from '@dragondle/core'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import {
	type ArtSource,
	type ArtUrls,
	contentName,
	createArtNames,
	createContentUrls,
	IMAGE_KINDS,
	loadArtNames,
	loadContentUrls,
	pictureUrl,
} from './art-names.ts'
import { loadContent } from './index.ts'

const BYTES = new TextEncoder().encode('a source drawing')
const OTHER_BYTES = new TextEncoder().encode('another source drawing')
const SECRET = 'an install secret'
/** Core's own rule for the image URLs of a daily answer. */
const ImageUrlSchema = SilhouetteAnswerSchema.entries.silhouette_imageUrl
/** Every entry drawn, each with the same bytes. */
const readBytes: ArtSource = { exists: (path) => path.endsWith('.svg'), read: () => BYTES }

test.each(IMAGE_KINDS)('a %s content name is 20 lowercase hex digits, the same every time', (kind) => {
	expect(contentName(kind, BYTES)).toMatch(/^[0-9a-f]{20}$/)
	expect(contentName(kind, BYTES)).toBe(contentName(kind, Uint8Array.from(BYTES)))
})

test.each(IMAGE_KINDS)('a %s content name changes with the source bytes', (kind) => {
	expect(contentName(kind, OTHER_BYTES)).not.toBe(contentName(kind, BYTES))
})

test('the kinds give different content names to the same source', () => {
	const names = IMAGE_KINDS.map((kind) => contentName(kind, BYTES))
	expect(new Set(names).size).toBe(IMAGE_KINDS.length)
})

test('a picture URL is one core accepts for a daily answer', () => {
	expect(v.parse(ImageUrlSchema, pictureUrl(contentName('fusion', BYTES)))).toMatch(
		/^\/art\/i\/[0-9a-f]+\.webp$/,
	)
})

const ENTRIES = [
	['silhouette', (urls: ArtUrls) => urls.silhouette(7), 'characters/7.svg'],
	['fusion', (urls: ArtUrls) => urls.fusion('vegito'), 'fusions/vegito.svg'],
	['technique', (urls: ArtUrls) => urls.technique('kamehameha'), 'techniques/kamehameha.svg'],
] as const

test.each(ENTRIES)(
	'the art build’s %s URL is named by its entry’s source file, read once',
	(kind, urlOf, path) => {
		const reads: string[] = []
		const urls = createContentUrls({
			exists: (path) => path.endsWith('.svg'),
			read: (path) => {
				reads.push(path)
				return BYTES
			},
		})
		expect(urlOf(urls)).toBe(pictureUrl(contentName(kind, BYTES)))
		expect(urlOf(urls)).toBe(urlOf(urls))
		expect(reads).toEqual([path])
	},
)

// The source art is public, so a name computed from it alone would map every served picture to
// its character (decision 061): the server's names need the install's secret too.
test.each(ENTRIES)(
	'the served %s URL is keyed by the secret: not the content name, and another secret’s differs',
	(_kind, urlOf) => {
		const served = urlOf(createArtNames(readBytes, SECRET))
		expect(v.parse(ImageUrlSchema, served)).toBe(served)
		expect(served).not.toBe(urlOf(createContentUrls(readBytes)))
		expect(served).not.toBe(urlOf(createArtNames(readBytes, 'another install secret')))
	},
)

test.each(ENTRIES)('every instance of one install serves a %s under the same URL', (_kind, urlOf) => {
	expect(urlOf(createArtNames(readBytes, SECRET))).toBe(urlOf(createArtNames(readBytes, SECRET)))
})

test.each(ENTRIES)(
	'the art build’s %s file is served at the very URL the daily answer sends',
	(_kind, urlOf) => {
		const names = createArtNames(readBytes, SECRET)
		expect(names.servedUrl(urlOf(createContentUrls(readBytes)))).toBe(urlOf(names))
	},
)

test.each([
	'/art/i/0123456789abcdef0123.webp.5f0c.tmp',
	'/art/i/0123456789ABCDEF0123.webp',
	'/art/i/0123456789abcdef.webp',
	'/art/characters/3.webp',
])('%s is no file of the art build’s pictures, so it is served under no name', (url) => {
	expect(createArtNames(readBytes, SECRET).servedUrl(url)).toBeUndefined()
})

test('every entry of the shipped pack has its own content URL and its own served URL', () => {
	const pack = loadContent()
	const urlsOf = (urls: ArtUrls) => [
		...pack.characters.map((character) => urls.silhouette(character.championId)),
		...pack.fusions.map((fusion) => urls.fusion(fusion.id)),
		...pack.techniques.map((technique) => urls.technique(technique.id)),
	]
	const names = loadArtNames(SECRET)
	const built = urlsOf(loadContentUrls())
	const served = urlsOf(names)
	for (const url of served) expect(v.parse(ImageUrlSchema, url)).toBe(url)
	expect(new Set(served).size).toBe(served.length)
	expect(built.map((url) => names.servedUrl(url))).toEqual(served)
	expect(served.filter((url) => built.includes(url))).toEqual([])
})

test('an entry without source art names the missing file', () => {
	expect(() => loadArtNames(SECRET).fusion('no-such-fusion')).toThrow(
		'missing source art art/fusions/no-such-fusion.svg',
	)
	expect(() => loadContentUrls().fusion('no-such-fusion')).toThrow(
		'missing source art art/fusions/no-such-fusion.svg',
	)
})

test('a drop-in PNG names the picture in place of the drawing beside it', () => {
	const files: Record<string, Uint8Array> = { 'fusions/vegito.svg': BYTES, 'fusions/vegito.png': OTHER_BYTES }
	const source: ArtSource = { exists: (path) => path in files, read: (path) => files[path] ?? BYTES }
	expect(createContentUrls(source).fusion('vegito')).toBe(pictureUrl(contentName('fusion', OTHER_BYTES)))
	delete files['fusions/vegito.png']
	expect(createContentUrls(source).fusion('vegito')).toBe(pictureUrl(contentName('fusion', BYTES)))
})
