// `npm run art:points`: sets where the Silhouette and Fusion modes' opening crops are centred, from
// the drawings installed: each character's `silhouette` in data/characters.json and each fusion's
// `x`/`y` in data/fusions.json, so the first view is the body under the chin, never the face
// (derive.ts, decision 109). Run it after changing a character's or a fusion's art; a test fails
// until you do.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ART_DIR, findArtFile } from '../src/art-names.ts'
import { fusionPoint, silhouettePoint } from './art-lib/derive.ts'

const CHARACTERS = fileURLToPath(new URL('../data/characters.json', import.meta.url))
const FUSIONS = fileURLToPath(new URL('../data/fusions.json', import.meta.url))

type Point = { x: number; y: number }

/** Sets `point` on each entry from its art; the entries without art or without a point stay as they are. */
async function update<T>(
	file: string,
	kind: 'characters' | 'fusions',
	idOf: (entry: T) => string | number,
	pointOf: (art: Buffer) => Promise<Point | undefined>,
	set: (entry: T, point: Point) => boolean,
): Promise<void> {
	const entries: T[] = JSON.parse(await readFile(file, 'utf8'))
	let changed = 0
	for (const entry of entries) {
		const path = findArtFile(ART_DIR, kind, idOf(entry))
		const point = path === undefined ? undefined : await pointOf(await readFile(join(ART_DIR, path)))
		if (point === undefined) {
			console.warn(`art:points: ${kind} ${idOf(entry)} has no art or no face to measure; left as it is`)
			continue
		}
		if (set(entry, point)) changed++
	}
	// written with tabs as the pack's files are; a whole scale keeps its decimal (2.0), as written by hand
	const text = JSON.stringify(entries, null, '\t').replace(/("scale": \d+)(,?\n)/g, '$1.0$2')
	await writeFile(file, `${text}\n`)
	console.log(`art:points: ${changed} of ${entries.length} ${kind}' crop centres changed`)
}

await update<{ championId: number; silhouette?: Point }>(
	CHARACTERS,
	'characters',
	(character) => character.championId,
	silhouettePoint,
	(character, point) => {
		if (character.silhouette?.x === point.x && character.silhouette.y === point.y) return false
		character.silhouette = point
		return true
	},
)
await update<{ id: string; x: number; y: number }>(
	FUSIONS,
	'fusions',
	(fusion) => fusion.id,
	fusionPoint,
	(fusion, point) => {
		if (fusion.x === point.x && fusion.y === point.y) return false
		fusion.x = point.x
		fusion.y = point.y
		return true
	},
)
