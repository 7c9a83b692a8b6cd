// `npm run art:points`: sets each character's `silhouette` (where the Silhouette mode's opening crop
// is centred) in data/characters.json from its drawing or drop-in, so the mode opens on the head of
// whatever art is installed. Run it after changing a character's art; a test fails until you do.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ART_DIR, findArtFile } from '../src/art-names.ts'
import { silhouettePoint } from './art-lib/derive.ts'

const FILE = fileURLToPath(new URL('../data/characters.json', import.meta.url))

const characters: { championId: number; championName: string; silhouette?: { x: number; y: number } }[] =
	JSON.parse(await readFile(FILE, 'utf8'))
let changed = 0
for (const character of characters) {
	const path = findArtFile(ART_DIR, 'characters', character.championId)
	if (path === undefined) {
		console.warn(`art:points: ${character.championName} (#${character.championId}) has no art; left as it is`)
		continue
	}
	const point = await silhouettePoint(await readFile(join(ART_DIR, path)))
	if (character.silhouette?.x === point.x && character.silhouette.y === point.y) continue
	character.silhouette = point
	changed++
}
await writeFile(FILE, `${JSON.stringify(characters, null, '\t')}\n`)
console.log(`art:points: ${changed} of ${characters.length} characters' crop centres changed`)
