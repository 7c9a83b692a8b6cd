// The art build behind `npm run art`: derives every output from the source art, skipping sources
// unchanged since the last build, and removes every file under the output folder no source produces.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { ART_URL, type ArtUrls, loadContentUrls, PIPELINE_VERSION } from '../../src/art-names.ts'
import { ART_EXTENSIONS, ART_KINDS, type ArtKind, pickArtFile } from '../../src/check-art.ts'
import { deriveCharacter, deriveScene } from './derive.ts'
import { mapLimit } from './pool.ts'

/** Where the sources are, where the outputs go (served) and where the skip bookkeeping goes (not served). */
export type ArtDirs = { sourceDir: string; outDir: string; manifestFile: string }
/** What a build did; `ignored` lists source files whose name is no entry id. */
export type ArtBuildReport = { built: number; skipped: number; removed: number; ignored: string[] }

type Manifest = { version: number; entries: Record<string, { hash: string; outputs: string[] }> }
type Source = { kind: ArtKind; id: string; path: string }
type BuildContext = { dirs: ArtDirs; urls: ArtUrls; previous: Manifest; next: Manifest }

/** A source's file name is its entry's id (a championId, or a pool's kebab-case id) and its format. */
const ID_PATTERNS: Readonly<Record<ArtKind, RegExp>> = {
	characters: /^\d+$/,
	fusions: /^[a-z0-9-]+$/,
	techniques: /^[a-z0-9-]+$/,
}

/**
 * The files a source becomes, relative to the output folder, in the order `derive` returns them.
 * Icons keep the character's id (the guess list shows them anyway); the image modes' pictures
 * take their content names. A build is public and cannot know the install's secret: the server
 * serves each of these files under its keyed name instead (decision 061).
 */
function outputsOf({ kind, id }: Source, urls: ArtUrls): string[] {
	const publicPath = (url: string) => url.slice(ART_URL.length)
	if (kind === 'characters') return [`characters/${id}.webp`, publicPath(urls.silhouette(Number(id)))]
	return [publicPath(kind === 'fusions' ? urls.fusion(id) : urls.technique(id))]
}

async function derive(kind: ArtKind, input: Buffer): Promise<Buffer[]> {
	if (kind !== 'characters') return [await deriveScene(input)]
	const { icon, silhouette } = await deriveCharacter(input)
	return [icon, silhouette]
}

/**
 * Every source, one per entry id: the drawing (`.svg`) or an operator's drop-in (`.png`), which
 * wins when both are there (check-art.ts); files of other kinds and names are ignored.
 */
async function listSources(sourceDir: string): Promise<{ sources: Source[]; ignored: string[] }> {
	const sources: Source[] = []
	const ignored: string[] = []
	for (const kind of ART_KINDS) {
		const dir = join(sourceDir, kind)
		const files = new Set(existsSync(dir) ? await readdir(dir) : [])
		const ids = new Set<string>()
		for (const file of [...files].sort()) {
			const [, id, extension] = /^(.*)\.([a-z]+)$/.exec(file) ?? []
			if (id === undefined || !(ART_EXTENSIONS as readonly string[]).includes(extension ?? '')) continue
			if (ID_PATTERNS[kind].test(id)) ids.add(id)
			else ignored.push(`${kind}/${file}`)
		}
		for (const id of ids) {
			const path = pickArtFile(kind, id, (candidate) => files.has(candidate.slice(kind.length + 1)))
			if (path !== undefined) sources.push({ kind, id, path })
		}
	}
	return { sources, ignored }
}

async function readManifest(file: string): Promise<Manifest> {
	try {
		const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest
		if (manifest.version === PIPELINE_VERSION && typeof manifest.entries === 'object') return manifest
	} catch {
		// No manifest yet, or an unreadable one: build everything.
	}
	return { version: PIPELINE_VERSION, entries: {} }
}

/**
 * Writes through a temporary file, so an interrupted build never leaves a truncated output behind;
 * the temporary name is unique because two entries with the same picture share one output.
 */
async function writeAtomically(path: string, data: Buffer): Promise<void> {
	const temporary = `${path}.${randomUUID()}.tmp`
	await mkdir(dirname(path), { recursive: true })
	await writeFile(temporary, data)
	await rename(temporary, path)
}

/** Derives one source's outputs, unless its bytes and outputs are as the last build left them. */
async function buildSource(source: Source, ctx: BuildContext): Promise<boolean> {
	const input = await readFile(join(ctx.dirs.sourceDir, source.path))
	const hash = createHash('sha256').update(input).digest('hex')
	const outputs = outputsOf(source, ctx.urls)
	ctx.next.entries[source.path] = { hash, outputs }
	const isCurrent = outputs.every((path) => existsSync(join(ctx.dirs.outDir, path)))
	if (isCurrent && ctx.previous.entries[source.path]?.hash === hash) return false
	const files = await derive(source.kind, input)
	await Promise.all(
		outputs.map((path, index) => writeAtomically(join(ctx.dirs.outDir, path), files[index] as Buffer)),
	)
	return true
}

/** Every file and folder under `root/relative`, as `/`-separated paths, each folder after its contents. */
async function listTree(root: string, relative = ''): Promise<{ path: string; isFolder: boolean }[]> {
	const dir = join(root, relative)
	const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : []
	const found: { path: string; isFolder: boolean }[] = []
	for (const entry of entries) {
		const path = relative === '' ? entry.name : `${relative}/${entry.name}`
		if (entry.isDirectory()) found.push(...(await listTree(root, path)), { path, isFolder: true })
		else found.push({ path, isFolder: false })
	}
	return found
}

/**
 * Removes every file no current source produces (a deleted entry, an old name, a leftover temporary
 * file, the folders and manifest of earlier layouts), judged from the output folder itself so a lost
 * manifest forgets nothing; then the folders this leaves empty.
 */
async function removeStale(outDir: string, kept: ReadonlySet<string>): Promise<number> {
	const tree = await listTree(outDir)
	const stale = tree.filter((entry) => !entry.isFolder && !kept.has(entry.path))
	await Promise.all(stale.map((entry) => rm(join(outDir, entry.path), { force: true })))
	for (const folder of tree.filter((entry) => entry.isFolder)) {
		const path = join(outDir, folder.path)
		if ((await readdir(path)).length === 0) await rmdir(path)
	}
	return stale.length
}

/** Builds the art of `dirs.sourceDir` into `dirs.outDir`, one libvips thread per image and one image per core. */
export async function buildArt(dirs: ArtDirs): Promise<ArtBuildReport> {
	const { sources, ignored } = await listSources(dirs.sourceDir)
	const ctx: BuildContext = {
		dirs,
		urls: loadContentUrls(dirs.sourceDir),
		previous: await readManifest(dirs.manifestFile),
		next: { version: PIPELINE_VERSION, entries: {} },
	}
	sharp.concurrency(1)
	const results = await mapLimit(sources, availableParallelism(), (source) => buildSource(source, ctx))
	const built = results.filter(Boolean).length
	const kept = new Set(Object.values(ctx.next.entries).flatMap((entry) => entry.outputs))
	const removed = await removeStale(dirs.outDir, kept)
	await writeAtomically(dirs.manifestFile, Buffer.from(`${JSON.stringify(ctx.next, null, '\t')}\n`))
	return { built, skipped: sources.length - built, removed, ignored }
}
