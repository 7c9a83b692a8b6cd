// `npm run art:blind-crops -- OUT_DIR KEY_FILE [SEED]`: for a blind recognition test of the
// Silhouette mode's opening, numbered and unlabelled sheets of every character's opening crop (the
// top 40 % of its silhouette, cut exactly as the mode cuts it), shuffled by SEED, with names.txt, in
// OUT_DIR; the answer key in KEY_FILE ({"crops": {"1": "Goku", …}}). Give OUT_DIR alone to someone
// who knows the franchise and has not seen the sources (art/README.md, "Reviewing").
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import { ART_DIR, findArtFile } from '../src/art-names.ts'
import { loadContent } from '../src/index.ts'
import { deriveCharacter, silhouettePoint } from './art-lib/derive.ts'
import { openingCrop } from './art-lib/sheet.ts'

const CELL = 220
const COLUMNS = 5
const PER_SHEET = 20

const [out, keyFile, seedText = '4242'] = process.argv.slice(2)
if (out === undefined || keyFile === undefined)
	throw new Error('usage: art:blind-crops OUT_DIR KEY_FILE [SEED]')
const characters = loadContent().characters
// A seeded shuffle (the same LCG as the shared blind-sheets tool), so a sheet can be made again.
let seed = Number(seedText)
const random = () => {
	seed = (seed * 1103515245 + 12345) % 2147483648
	return seed / 2147483648
}
const order = [...characters]
for (let i = order.length - 1; i > 0; i--) {
	const j = Math.floor(random() * (i + 1))
	;[order[i], order[j]] = [order[j] as (typeof order)[number], order[i] as (typeof order)[number]]
}
await mkdir(out, { recursive: true })
const key: Record<string, string> = {}
for (let start = 0; start < order.length; start += PER_SHEET) {
	const composites: OverlayOptions[] = []
	for (const [index, character] of order.slice(start, start + PER_SHEET).entries()) {
		const number = start + index + 1
		key[number] = character.championName
		const path = findArtFile(ART_DIR, 'characters', character.championId)
		if (path === undefined) throw new Error(`no art for ${character.championName}`)
		const source = await readFile(join(ART_DIR, path))
		const { silhouette } = await deriveCharacter(source)
		const crop = await sharp(await openingCrop(silhouette, await silhouettePoint(source)))
			.flatten({ background: '#fff' })
			.resize(CELL - 20, CELL - 40, { fit: 'contain', background: '#fff' })
			.extend({ top: 30, bottom: 10, left: 10, right: 10, background: '#fff' })
			.png()
			.toBuffer()
		const left = (index % COLUMNS) * CELL
		const top = Math.floor(index / COLUMNS) * CELL
		const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="28"><rect width="${CELL}" height="28" fill="#eee"/><text x="8" y="21" font-size="20" font-family="sans-serif" fill="#c00">#${number}</text></svg>`
		composites.push({ input: crop, left, top }, { input: Buffer.from(label), left, top })
	}
	const rows = Math.ceil(Math.min(PER_SHEET, order.length - start) / COLUMNS)
	await sharp({ create: { width: COLUMNS * CELL, height: rows * CELL, channels: 3, background: '#fff' } })
		.composite(composites)
		.png()
		.toFile(join(out, `crop-${start / PER_SHEET + 1}.png`))
}
await writeFile(keyFile, `${JSON.stringify({ crops: key }, null, 1)}\n`)
await writeFile(join(out, 'names.txt'), `${characters.map((c) => c.championName).join('\n')}\n`)
console.log(`art:blind-crops: sheets in ${out}; key in ${keyFile}`)
