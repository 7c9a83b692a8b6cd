import { SilhouetteAnswerSchema } from '@dragondle/core'
import { expect, test } from 'vitest'
import { createArtNames, IMAGE_KINDS, loadArtNames, opaqueName, opaqueUrl } from './art-names.ts'
import { loadContent } from './index.ts'

const BYTES = new TextEncoder().encode('a source png')
const OTHER_BYTES = new TextEncoder().encode('another source png')
/** Core's own rule for the image URLs of a daily answer. */
const ImageUrlSchema = SilhouetteAnswerSchema.shape.silhouette_imageUrl

test.each(IMAGE_KINDS)('a %s name is 20 lowercase hex digits, the same every time', (kind) => {
	expect(opaqueName(kind, BYTES)).toMatch(/^[0-9a-f]{20}$/)
	expect(opaqueName(kind, BYTES)).toBe(opaqueName(kind, Uint8Array.from(BYTES)))
})

test.each(IMAGE_KINDS)('a %s name changes with the source bytes', (kind) => {
	expect(opaqueName(kind, OTHER_BYTES)).not.toBe(opaqueName(kind, BYTES))
})

test('the kinds give different names to the same source', () => {
	const names = IMAGE_KINDS.map((kind) => opaqueName(kind, BYTES))
	expect(new Set(names).size).toBe(IMAGE_KINDS.length)
})

test('an opaque URL is one core accepts for a daily answer', () => {
	expect(ImageUrlSchema.parse(opaqueUrl(opaqueName('fusion', BYTES)))).toMatch(/^\/art\/i\/[0-9a-f]+\.webp$/)
})

test.each([
	['silhouette', (names: ReturnType<typeof createArtNames>) => names.silhouette(7), 'characters/7.png'],
	['fusion', (names: ReturnType<typeof createArtNames>) => names.fusion('vegito'), 'fusions/vegito.png'],
	[
		'technique',
		(names: ReturnType<typeof createArtNames>) => names.technique('kamehameha'),
		'techniques/kamehameha.png',
	],
] as const)('a %s is named from its entry’s source file, read once', (kind, nameOf, path) => {
	const reads: string[] = []
	const names = createArtNames((read) => {
		reads.push(read)
		return BYTES
	})
	expect(nameOf(names)).toBe(opaqueUrl(opaqueName(kind, BYTES)))
	expect(nameOf(names)).toBe(nameOf(names))
	expect(reads).toEqual([path])
})

test('every entry of the shipped pack has its own opaque URL, from the source art alone', () => {
	const pack = loadContent()
	const names = loadArtNames()
	const urls = [
		...pack.characters.map((character) => names.silhouette(character.championId)),
		...pack.fusions.map((fusion) => names.fusion(fusion.id)),
		...pack.techniques.map((technique) => names.technique(technique.id)),
	]
	for (const url of urls) expect(ImageUrlSchema.parse(url)).toBe(url)
	expect(new Set(urls).size).toBe(urls.length)
})

test('an entry without source art names the missing file', () => {
	expect(() => loadArtNames().fusion('no-such-fusion')).toThrow(
		'missing source art art/fusions/no-such-fusion.png',
	)
})
