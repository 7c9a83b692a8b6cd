// `npm run art:blind-crops -- OUT_DIR KEY_DIR [SEED] [KINDS]`: for a blind recognition test of the image
// modes, numbered and unlabelled sheets of exactly what each mode's canvas shows (324 × 307, the
// phone's size) at the opening view and after 5 wrong guesses, with the default settings:
// Silhouette's and Fusion's crops around the centres in data/ (the opening one, then moving to the
// late one, as the game moves them), Technique's grey blur. One folder
// per view in OUT_DIR (`silhouette-opening/`, `silhouette-after-5/`, `fusion-…`, `technique-…`),
// each with its sheets and names.txt, each shuffled apart by SEED; the answer keys in KEY_DIR
// (`silhouette-opening.json`: {"1": "Goku", …}). Give a reviewer who knows the franchise and has
// not seen the sources one folder at a time, opening views first (art/README.md, "Reviewing");
// never put KEY_DIR beside them.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import { ART_DIR, findArtFile } from '../src/art-names.ts'
import { loadContent } from '../src/index.ts'
import type { CropPoints } from './art-lib/crop-points.ts'
import { deriveCharacter, deriveScene } from './art-lib/derive.ts'
import { gameView, type ViewKind } from './art-lib/game-view.ts'

const COLUMNS = 4
const PER_SHEET = 12
const LABEL = 28
const GAP = 8
const VIEWS = [
	{ name: 'opening', wrongGuesses: 0 },
	{ name: 'after-5', wrongGuesses: 5 },
] as const

const [out, keyDir, seedText = '4242', kinds = 'silhouette,fusion,technique'] = process.argv.slice(2)
if (out === undefined || keyDir === undefined)
	throw new Error('usage: art:blind-crops OUT_DIR KEY_DIR [SEED] [silhouette,fusion,technique]')
const pack = loadContent()
const nameOf = (championId: number) =>
	pack.characters.find((character) => character.championId === championId)?.championName ?? `#${championId}`

type Entry = { answer: string; picture: () => Promise<Buffer>; centres: CropPoints }

async function source(kind: 'characters' | 'fusions' | 'techniques', id: string | number): Promise<Buffer> {
	const path = findArtFile(ART_DIR, kind, id)
	if (path === undefined) throw new Error(`no art for ${kind}/${id}`)
	return readFile(join(ART_DIR, path))
}

const entries: Record<ViewKind, Entry[]> = {
	silhouette: pack.characters.map((character) => ({
		answer: character.championName,
		picture: async () => (await deriveCharacter(await source('characters', character.championId))).silhouette,
		centres: character.silhouette,
	})),
	fusion: pack.fusions.map((fusion) => ({
		answer: nameOf(fusion.championId),
		picture: async () => deriveScene(await source('fusions', fusion.id)),
		centres: { x: fusion.x, y: fusion.y, late: fusion.late },
	})),
	technique: pack.techniques.map((technique) => ({
		answer: nameOf(technique.championId),
		picture: async () => deriveScene(await source('techniques', technique.id)),
		centres: { x: 50, y: 50, late: { x: 50, y: 50 } },
	})),
}

// A seeded shuffle (the same LCG as the first blind sheets), so a sheet can be made again.
let seed = Number(seedText)
function shuffled<T>(items: readonly T[]): T[] {
	const random = () => {
		seed = (seed * 1103515245 + 12345) % 2147483648
		return seed / 2147483648
	}
	const order = [...items]
	for (let i = order.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1))
		;[order[i], order[j]] = [order[j] as T, order[i] as T]
	}
	return order
}

function label(number: number, width: number): Buffer {
	return Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><rect width="${width}" height="${LABEL}" fill="#eee"/><text x="8" y="21" font-size="20" font-family="sans-serif" fill="#c00">#${number}</text></svg>`,
	)
}

await mkdir(keyDir, { recursive: true })
const names = `${pack.characters.map((character) => character.championName).join('\n')}\n`
for (const [kind, list] of Object.entries(entries) as [ViewKind, Entry[]][]) {
	if (!kinds.split(',').includes(kind)) continue
	const pictures = await Promise.all(list.map((entry) => entry.picture()))
	for (const view of VIEWS) {
		const folder = join(out, `${kind}-${view.name}`)
		await mkdir(folder, { recursive: true })
		const order = shuffled(list.map((entry, index) => ({ entry, picture: pictures[index] as Buffer })))
		const key: Record<string, string> = {}
		const middle = { x: 50, y: 50, late: { x: 50, y: 50 } }
		const cell = await gameView(kind, order[0]?.picture ?? Buffer.alloc(0), middle, 0)
		const { width = 324, height = 307 } = await sharp(cell).metadata()
		for (let start = 0; start < order.length; start += PER_SHEET) {
			const composites: OverlayOptions[] = []
			for (const [index, { entry, picture }] of order.slice(start, start + PER_SHEET).entries()) {
				const number = start + index + 1
				key[number] = entry.answer
				const left = (index % COLUMNS) * (width + GAP)
				const top = Math.floor(index / COLUMNS) * (height + LABEL + GAP)
				composites.push(
					{ input: label(number, width), left, top },
					{ input: await gameView(kind, picture, entry.centres, view.wrongGuesses), left, top: top + LABEL },
				)
			}
			const rows = Math.ceil(Math.min(PER_SHEET, order.length - start) / COLUMNS)
			await sharp({
				create: {
					width: COLUMNS * (width + GAP) - GAP,
					height: rows * (height + LABEL + GAP) - GAP,
					channels: 3,
					background: '#fff',
				},
			})
				.composite(composites)
				.png()
				.toFile(join(folder, `sheet-${start / PER_SHEET + 1}.png`))
		}
		await writeFile(join(folder, 'names.txt'), names)
		await writeFile(join(keyDir, `${kind}-${view.name}.json`), `${JSON.stringify(key, null, 1)}\n`)
	}
}
console.log(`art:blind-crops: sheets in ${out}; keys in ${keyDir}`)
