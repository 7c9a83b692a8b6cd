// `npm run art:points`: sets where the Silhouette and Fusion modes' crops are centred, from the
// drawings installed: each character's `silhouette` (`x`/`y` at the opening view, `late` after 5
// wrong guesses) in data/characters.json and each fusion's `x`/`y` and `late` in data/fusions.json.
// The first view is the body (Silhouette: under the chin; Fusion: the legs), the centre then moves
// to the head or the face (art-lib/crop-points.ts, decision 109). Run it after changing a
// character's or a fusion's art, or a knob; a test fails until you do.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ART_DIR, findArtFile } from '../src/art-names.ts'
import { type CropPoints, fusionPoints, silhouettePoints } from './art-lib/crop-points.ts'

const CHARACTERS = fileURLToPath(new URL('../data/characters.json', import.meta.url))
const FUSIONS = fileURLToPath(new URL('../data/fusions.json', import.meta.url))

/** Sets the crop centres on each entry from its art; the entries without art or without a point stay as they are. */
async function update<T>(
	file: string,
	kind: 'characters' | 'fusions',
	idOf: (entry: T) => string | number,
	pointOf: (art: Buffer) => Promise<CropPoints | undefined>,
	set: (entry: T, point: CropPoints) => boolean,
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

/** Whether two sets of crop centres are the same. */
const isSame = (a: Partial<CropPoints> | undefined, b: CropPoints) =>
	a?.x === b.x && a.y === b.y && a.late?.x === b.late.x && a.late.y === b.late.y

await update<{ championId: number; silhouette?: CropPoints }>(
	CHARACTERS,
	'characters',
	(character) => character.championId,
	silhouettePoints,
	(character, points) => {
		if (isSame(character.silhouette, points)) return false
		character.silhouette = points
		return true
	},
)
await update<{ id: string; x: number; y: number; late?: CropPoints['late'] }>(
	FUSIONS,
	'fusions',
	(fusion) => fusion.id,
	fusionPoints,
	(fusion, points) => {
		if (isSame(fusion, points)) return false
		const { x, y, late } = points
		Object.assign(fusion, { x, y, late })
		return true
	},
)
