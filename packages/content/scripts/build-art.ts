// `npm run art`: derives what the web build serves from the pack's source art (packages/content/art)
// into packages/web/public/art: icons, silhouettes from the alpha channel, and WebP scenes. An entry
// whose source bytes and pipeline version are unchanged since the last build is skipped.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp, { type Sharp } from 'sharp'
import { ART_KINDS, type ArtKind } from '../src/check-art.ts'
import { mapLimit } from './art-lib/pool.ts'

/** Bump when a derivation changes, so every output is rebuilt once. */
const PIPELINE_VERSION = 2
const SOURCE_DIR = fileURLToPath(new URL('../art/', import.meta.url))
const OUT_DIR = fileURLToPath(new URL('../../web/public/art/', import.meta.url))
const MANIFEST = `${OUT_DIR}manifest.json`
const ICON_SIZE = 96
const SILHOUETTE_SIZE = 512
const SCENE_MAX = { width: 960, height: 720 }
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 }

type Manifest = { version: number; entries: Record<string, { hash: string; outputs: string[] }> }
type Outputs = Record<string, Buffer>
type Box = { left: number; top: number; width: number; height: number }

/** The box around every pixel at least half opaque (sharp's own trim is ~10× slower on these). */
function opaqueBox(alpha: Buffer, width: number, height: number): Box {
	let [left, top, right, bottom] = [width, height, -1, -1]
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			if ((alpha[y * width + x] ?? 0) < 128) continue
			left = Math.min(left, x)
			right = Math.max(right, x)
			top = Math.min(top, y)
			bottom = Math.max(bottom, y)
		}
	}
	if (right < 0) return { left: 0, top: 0, width, height }
	return { left, top, width: right - left + 1, height: bottom - top + 1 }
}

/** A black cut-out of the same size: every pixel at least half opaque becomes black, the rest transparent. */
function silhouetteOf(alpha: Buffer, width: number, height: number): Sharp {
	const pixels = Buffer.alloc(width * height * 4)
	for (let i = 0; i < alpha.length; i++) pixels[i * 4 + 3] = (alpha[i] ?? 0) >= 128 ? 255 : 0
	return sharp(pixels, { raw: { width, height, channels: 4 } })
}

/** A character's icon (trimmed, top of the figure, centred) and silhouette (from the alpha channel), both from one read. */
async function character(id: string, input: Buffer): Promise<Outputs> {
	const { data, info } = await sharp(input)
		.ensureAlpha()
		.extractChannel(3)
		.raw()
		.toBuffer({ resolveWithObject: true })
	const box = opaqueBox(data, info.width, info.height)
	const fit = { fit: 'contain', background: CLEAR } as const
	// The icon is the top of the figure (head and shoulders), so it still reads at 40 px in the guess box.
	const bust = { ...box, height: Math.min(box.height, Math.max(box.width, Math.round(box.height * 0.45))) }
	const [iconFile, silhouetteFile] = await Promise.all([
		sharp(input)
			.extract(bust)
			.resize(ICON_SIZE, ICON_SIZE, fit)
			.webp({ quality: 82, alphaQuality: 90 })
			.toBuffer(),
		silhouetteOf(data, info.width, info.height)
			.extract(box)
			.resize(SILHOUETTE_SIZE, SILHOUETTE_SIZE, fit)
			.webp({ lossless: true })
			.toBuffer(),
	])
	return { [`characters/${id}.webp`]: iconFile, [`silhouettes/${id}.webp`]: silhouetteFile }
}

async function scene(kind: ArtKind, id: string, input: Buffer): Promise<Outputs> {
	const file = await sharp(input)
		.resize({ ...SCENE_MAX, fit: 'inside', withoutEnlargement: true })
		.webp({ quality: 80, effort: 3 })
		.toBuffer()
	return { [`${kind}/${id}.webp`]: file }
}

function outputsOf(kind: ArtKind, id: string): string[] {
	return kind === 'characters' ? [`characters/${id}.webp`, `silhouettes/${id}.webp`] : [`${kind}/${id}.webp`]
}

async function listSources(): Promise<{ kind: ArtKind; id: string; source: string }[]> {
	const sources = []
	for (const kind of ART_KINDS) {
		const dir = `${SOURCE_DIR}${kind}`
		const names = existsSync(dir) ? await readdir(dir) : []
		for (const name of names.filter((file) => file.endsWith('.png')).sort()) {
			sources.push({ kind, id: name.slice(0, -'.png'.length), source: `${kind}/${name}` })
		}
	}
	return sources
}

async function readManifest(): Promise<Manifest> {
	try {
		const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Manifest
		if (manifest.version === PIPELINE_VERSION && typeof manifest.entries === 'object') return manifest
	} catch {
		// No manifest yet, or an unreadable one: build everything.
	}
	return { version: PIPELINE_VERSION, entries: {} }
}

/** Writes through a temporary file, so an interrupted build never leaves a truncated output behind. */
async function writeOutput(path: string, data: Buffer): Promise<void> {
	await mkdir(dirname(`${OUT_DIR}${path}`), { recursive: true })
	await writeFile(`${OUT_DIR}${path}.tmp`, data)
	await rename(`${OUT_DIR}${path}.tmp`, `${OUT_DIR}${path}`)
}

/** Every file under the output folders, as paths like 'characters/3.webp'. */
async function listOutputs(): Promise<string[]> {
	const paths = []
	for (const dir of [...ART_KINDS, 'silhouettes']) {
		const names = existsSync(`${OUT_DIR}${dir}`) ? await readdir(`${OUT_DIR}${dir}`) : []
		paths.push(...names.map((name) => `${dir}/${name}`))
	}
	return paths
}

/**
 * Removes every output no current source produces (a deleted entry, a renamed file, a leftover
 * temporary file), judged from the folders themselves so a discarded manifest forgets nothing.
 */
async function removeStale(next: Manifest): Promise<number> {
	const kept = new Set(Object.values(next.entries).flatMap((entry) => entry.outputs))
	const stale = (await listOutputs()).filter((path) => !kept.has(path))
	await Promise.all(stale.map((path) => rm(`${OUT_DIR}${path}`, { force: true })))
	return stale.length
}

async function main(): Promise<void> {
	const started = performance.now()
	const previous = await readManifest()
	const next: Manifest = { version: PIPELINE_VERSION, entries: {} }
	let built = 0
	// One libvips thread per image and one image per core beats many threads on a few images.
	sharp.concurrency(1)
	await mapLimit(await listSources(), availableParallelism(), async ({ kind, id, source }) => {
		const input = await readFile(`${SOURCE_DIR}${source}`)
		const hash = createHash('sha256').update(input).digest('hex')
		const outputs = outputsOf(kind, id)
		next.entries[source] = { hash, outputs }
		const known = previous.entries[source]
		if (known?.hash === hash && outputs.every((path) => existsSync(`${OUT_DIR}${path}`))) return
		const files = kind === 'characters' ? await character(id, input) : await scene(kind, id, input)
		for (const [path, data] of Object.entries(files)) await writeOutput(path, data)
		built++
	})
	const removed = await removeStale(next)
	await writeOutput('manifest.json', Buffer.from(`${JSON.stringify(next, null, '\t')}\n`))
	const total = Object.keys(next.entries).length
	const seconds = ((performance.now() - started) / 1000).toFixed(2)
	console.log(
		`art: ${built} built, ${total - built} skipped, ${removed} removed in ${seconds} s → ${OUT_DIR}`,
	)
}

await main()
