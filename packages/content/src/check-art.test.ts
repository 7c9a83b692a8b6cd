import { expect, test } from 'vitest'
import { checkContent } from './check.ts'
import { artFileCandidates, checkArt, pickArtFile } from './check-art.ts'

function makePack() {
	return {
		characters: [
			{ championId: 0, championName: 'Alpha', silhouette: { x: 50, y: 40, late: { x: 50, y: 25 } } },
			{ championId: 1, championName: 'Beta', silhouette: { x: 48, y: 42, late: { x: 47, y: 25 } } },
		],
		fusions: [{ id: 'beta-blue', championId: 1, x: 50, y: 55, late: { x: 50, y: 40 } }],
		techniques: [{ id: 'beam', name: 'Beam', championId: 0 }],
	}
}

const ALL_ART = new Set([
	'characters/0.svg',
	'characters/1.svg',
	'fusions/beta-blue.svg',
	'techniques/beam.svg',
])

function without(path: string): Set<string> {
	return new Set([...ALL_ART].filter((file) => file !== path))
}

test('a pack with every source file has no art issues', () => {
	expect(checkArt(makePack(), ALL_ART)).toEqual([])
})

test.each([
	['characters/1.svg', 'characters.json', 'Beta (#1)'],
	['fusions/beta-blue.svg', 'fusions.json', 'fusion beta-blue (#0)'],
	['techniques/beam.svg', 'techniques.json', 'beam (#0)'],
])('missing %s is reported on %s › %s › art', (path, file, entry) => {
	expect(checkArt(makePack(), without(path))).toEqual([
		{ file, entry, field: 'art', message: `missing source art art/${path} (or .png)` },
	])
})

test('an entry without its opening crop centre is reported (npm run art:points writes it)', () => {
	const pack = makePack()
	const characters = [pack.characters[0], { championId: 1, championName: 'Beta' }]
	const fusions = [{ id: 'beta-blue', championId: 1, x: 50, late: { x: 50, y: 40 } }]
	const message = 'missing opening crop centre: run npm run art:points'
	expect(checkArt({ ...pack, characters, fusions }, ALL_ART)).toEqual([
		{ file: 'characters.json', entry: 'Beta (#1)', field: 'silhouette', message },
		{ file: 'fusions.json', entry: 'fusion beta-blue (#0)', field: 'y', message },
	])
})

test('an entry without its late crop centre (after 5 wrong guesses) is reported', () => {
	const pack = makePack()
	const characters = [
		pack.characters[0],
		{ championId: 1, championName: 'Beta', silhouette: { x: 48, y: 42 } },
	]
	const fusions = [{ id: 'beta-blue', championId: 1, x: 50, y: 55 }]
	const message = 'missing late crop centre: run npm run art:points'
	expect(checkArt({ ...pack, characters, fusions }, ALL_ART)).toEqual([
		{ file: 'characters.json', entry: 'Beta (#1)', field: 'silhouette.late', message },
		{ file: 'fusions.json', entry: 'fusion beta-blue (#0)', field: 'late', message },
	])
})

test('a drop-in PNG stands for the drawing', () => {
	const files = new Set([...without('characters/1.svg'), 'characters/1.png'])
	expect(checkArt(makePack(), files)).toEqual([])
})

test('an empty art folder reports every entry once', () => {
	const entries = checkArt(makePack(), new Set()).map(({ entry }) => entry)
	expect(entries).toEqual(['Alpha (#0)', 'Beta (#1)', 'fusion beta-blue (#0)', 'beam (#0)'])
})

test('an entry without a usable id is left to the schema check', () => {
	const pack = { ...makePack(), techniques: [{ id: 'Not Kebab', name: 'X', championId: 0 }] }
	expect(checkArt(pack, ALL_ART)).toEqual([])
})

test('art of another format or folder does not count', () => {
	const files = new Set([...without('characters/0.svg'), 'characters/0.webp', 'fusions/0.svg'])
	expect(checkArt(makePack(), files).map(({ entry }) => entry)).toEqual(['Alpha (#0)'])
})

test('source art paths are the kind folder and the entry id, a drop-in PNG before the drawing', () => {
	expect(artFileCandidates('characters', 12)).toEqual(['characters/12.png', 'characters/12.svg'])
	expect(artFileCandidates('fusions', 'vegito-blue')).toEqual([
		'fusions/vegito-blue.png',
		'fusions/vegito-blue.svg',
	])
	const both = new Set(['fusions/x.png', 'fusions/x.svg'])
	expect(pickArtFile('fusions', 'x', (path) => both.has(path))).toBe('fusions/x.png')
	expect(pickArtFile('fusions', 'x', (path) => path === 'fusions/x.svg')).toBe('fusions/x.svg')
	expect(pickArtFile('fusions', 'x', () => false)).toBeUndefined()
})

test('checkContent reports missing art only when given the art files', () => {
	const raw = { ...makePack(), sagas: [] }
	const art = checkContent(raw, without('techniques/beam.svg')).filter(({ field }) => field === 'art')
	expect(art).toEqual([
		{
			file: 'techniques.json',
			entry: 'beam (#0)',
			field: 'art',
			message: 'missing source art art/techniques/beam.svg (or .png)',
		},
	])
	expect(checkContent(raw).filter(({ field }) => field === 'art')).toEqual([])
})
