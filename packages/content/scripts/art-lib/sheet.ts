// Labelled contact sheets of the source art, for review (art/STYLE.md): each entry as its mode shows
// it. Characters: the drawing, its silhouette, the Silhouette mode's opening crop and the 96 px icon.
// Fusions: the scene and the Fusion mode's opening crop. Techniques: the picture, sharp and as
// blurred as the Technique mode opens.
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BLUR_START_PX, CANVAS_SIZE, cropRect, ZOOM_START } from '@dragondle/core'
import sharp, { type OverlayOptions } from 'sharp'
import { ART_DIR, findArtFile } from '../../src/art-names.ts'
import { ART_KINDS, type ArtKind } from '../../src/check-art.ts'
import { silhouettePoints } from './crop-points.ts'
import { deriveCharacter, load } from './derive.ts'

const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url))
const PANEL = 200
const LABEL = 30
const PER_SHEET = { characters: 12, fusions: 8, techniques: 8 } as const
const COLUMNS = { characters: 2, fusions: 2, techniques: 2 } as const

type Entry = { id: string; label: string; point: { x: number; y: number } }

const escapeXml = (text: string) =>
	text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c)

async function entriesOf(kind: ArtKind): Promise<Entry[]> {
	const read = async (file: string) => JSON.parse(await readFile(join(DATA_DIR, file), 'utf8'))
	const characters: { championId: number; championName: string }[] = await read('characters.json')
	const nameOf = (id: number) => characters.find((c) => c.championId === id)?.championName ?? `#${id}`
	if (kind === 'characters')
		return characters.map((c) => ({
			id: String(c.championId),
			label: `${c.championId} ${c.championName}`,
			point: { x: 50, y: 20 },
		}))
	const pool: { id: string; championId: number; form?: string; name?: string; x?: number; y?: number }[] =
		await read(`${kind}.json`)
	return pool.map((e) => ({
		id: e.id,
		label: `${e.id}: ${nameOf(e.championId)}${e.form ? ` (${e.form})` : ` / ${e.name}`}`,
		point: { x: e.x ?? 50, y: e.y ?? 50 },
	}))
}

function labelBar(text: string, width: number): Buffer {
	return Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><rect width="100%" height="100%" fill="#222"/><text x="8" y="21" font-size="18" font-family="sans-serif" fill="#fff">${escapeXml(text)}</text></svg>`,
	)
}

/** Fits a picture into a panel of `width` × `height` on `background`. */
function panel(input: Buffer, width: number, height: number, background: string): Promise<Buffer> {
	return sharp(input)
		.resize(width - 8, height - 8, { fit: 'contain', background })
		.extend({ top: 4, bottom: 4, left: 4, right: 4, background })
		.flatten({ background })
		.png()
		.toBuffer()
}

/** The Fusion or Silhouette mode's opening crop of `picture` around `centre`. */
export async function openingCrop(picture: Buffer, centre: { x: number; y: number }): Promise<Buffer> {
	const { width = 1, height = 1 } = await sharp(picture).metadata()
	const rect = cropRect({ width, height }, centre, ZOOM_START)
	const box = {
		left: Math.round(rect.x),
		top: Math.round(rect.y),
		width: Math.max(1, Math.round(rect.width)),
		height: Math.max(1, Math.round(rect.height)),
	}
	return sharp(picture).extract(box).png().toBuffer()
}

/** The panels of one entry, left to right. */
async function panelsOf(kind: ArtKind, source: Buffer, entry: Entry): Promise<Buffer[]> {
	if (kind === 'characters') {
		const { icon, silhouette } = await deriveCharacter(source)
		const point = await silhouettePoints(source)
		const white = '#ffffff'
		return Promise.all([
			panel(await load(source).png().toBuffer(), PANEL, PANEL * 1.5, '#d8d8d8'),
			panel(silhouette, PANEL, PANEL * 1.5, white),
			panel(await openingCrop(silhouette, point), PANEL, PANEL * 1.5, white),
			panel(icon, PANEL, PANEL * 1.5, '#d8d8d8'),
		])
	}
	const picture = await load(source).resize(CANVAS_SIZE.width, null).png().toBuffer()
	const height = Math.round((PANEL * 1.6 * 3) / 4)
	const second =
		kind === 'fusions'
			? await openingCrop(picture, entry.point)
			: await sharp(picture).blur(BLUR_START_PX).png().toBuffer()
	return Promise.all([
		panel(picture, PANEL * 1.6, height, '#fff'),
		panel(second, PANEL * 1.6, height, '#fff'),
	])
}

async function writeSheets(kind: ArtKind, entries: Entry[], out: string, artDir: string): Promise<string[]> {
	const written: string[] = []
	const per = PER_SHEET[kind]
	const columns = COLUMNS[kind]
	for (let start = 0; start < entries.length; start += per) {
		const part = entries.slice(start, start + per)
		const cells: { panels: Buffer[]; label: string }[] = []
		for (const entry of part) {
			const file = findArtFile(artDir, kind, entry.id)
			if (file === undefined) {
				console.warn(`art:sheet: no art for ${kind}/${entry.id}`)
				continue
			}
			const panels = await panelsOf(kind, await readFile(join(artDir, file)), entry)
			cells.push({ panels, label: `${entry.label}  (${file})` })
		}
		if (cells.length === 0) continue
		const sizes = await Promise.all(cells[0]?.panels.map((p) => sharp(p).metadata()) ?? [])
		const cellWidth = sizes.reduce((sum, m) => sum + (m.width ?? 0), 0) + 10
		const cellHeight = Math.max(...sizes.map((m) => m.height ?? 0)) + LABEL + 10
		const composites: OverlayOptions[] = []
		cells.forEach((cell, index) => {
			const left = (index % columns) * cellWidth
			const top = Math.floor(index / columns) * cellHeight
			composites.push({ input: labelBar(cell.label, cellWidth - 10), left, top })
			let x = left
			for (const [i, input] of cell.panels.entries()) {
				composites.push({ input, left: x, top: top + LABEL })
				x += sizes[i]?.width ?? 0
			}
		})
		const file = join(out, `${kind}-${start / per + 1}.png`)
		await sharp({
			create: {
				width: columns * cellWidth,
				height: Math.ceil(cells.length / columns) * cellHeight,
				channels: 3,
				background: '#9a9a9a',
			},
		})
			.composite(composites)
			.png()
			.toFile(file)
		written.push(file)
	}
	return written
}

/** What to put on the sheets: some kinds, some entry ids (all by default), read from `artDir`. */
export type SheetOptions = {
	kinds?: readonly ArtKind[]
	ids?: ReadonlySet<string>
	out: string
	artDir?: string
}

/** Writes the sheets into `out` (`characters-1.png`, …) and returns their paths. */
export async function writeContactSheets(options: SheetOptions): Promise<string[]> {
	const { kinds = ART_KINDS, ids, out, artDir = ART_DIR } = options
	await mkdir(out, { recursive: true })
	const written: string[] = []
	for (const kind of kinds) {
		const entries = (await entriesOf(kind)).filter((e) => ids === undefined || ids.has(e.id))
		written.push(...(await writeSheets(kind, entries, out, artDir)))
	}
	return written
}
