// `npm run art:placeholders -w @dragondle/content [-- --force]`: writes original placeholder source
// art (our own generated shapes, no franchise artwork) for every entry that has none yet, so an
// operator's licensed art is never overwritten. `--force` redraws every placeholder.
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CharacterSchema, FusionSchema, TechniqueSchema } from '@dragondle/core'
import sharp from 'sharp'
import type * as z from 'zod/mini'
import { type ArtKind, artFile } from '../src/check-art.ts'
import { CHARACTER_SIZE, drawCharacter, type FigureSource } from './art-lib/character.ts'
import { drawFusion } from './art-lib/fusion.ts'
import { mapLimit } from './art-lib/pool.ts'
import { svgDocument } from './art-lib/svg.ts'
import { drawTechnique } from './art-lib/technique.ts'

type Job = { kind: ArtKind; path: string; draw: () => string }

const ART_DIR = fileURLToPath(new URL('../art/', import.meta.url))

/** Entries that fail their schema are skipped here; `npm run content:check` reports them. */
async function readEntries<S extends z.ZodMiniType>(name: string, schema: S): Promise<z.infer<S>[]> {
	const raw: unknown = JSON.parse(await readFile(new URL(`../data/${name}`, import.meta.url), 'utf8'))
	if (!Array.isArray(raw)) return []
	return raw.flatMap((item: unknown) => {
		const result = schema.safeParse(item)
		return result.success ? [result.data] : []
	})
}

async function listJobs(): Promise<Job[]> {
	const characters = await readEntries('characters.json', CharacterSchema)
	const fusions = await readEntries('fusions.json', FusionSchema)
	const techniques = await readEntries('techniques.json', TechniqueSchema)
	const byId = new Map<number, FigureSource>(characters.map((character) => [character.championId, character]))
	const fallback: FigureSource = { championName: '?', gender: 'Other', race: ['Unknown'], hair: ['Bald'] }
	return [
		...characters.map((character) => ({
			kind: 'characters' as const,
			path: artFile('characters', character.championId),
			draw: () => svgDocument(CHARACTER_SIZE, CHARACTER_SIZE, drawCharacter(character)),
		})),
		...fusions.map((fusion) => ({
			kind: 'fusions' as const,
			path: artFile('fusions', fusion.id),
			draw: () => drawFusion(fusion, byId.get(fusion.championId) ?? fallback),
		})),
		...techniques.map((technique) => ({
			kind: 'techniques' as const,
			path: artFile('techniques', technique.id),
			draw: () => drawTechnique(technique),
		})),
	]
}

/** A small indexed-colour PNG: flat shapes survive a 64-colour palette, and files stay ~10–40 KB. */
async function render(job: Job): Promise<Buffer> {
	return sharp(Buffer.from(job.draw()))
		.png({
			palette: true,
			colours: job.kind === 'characters' ? 48 : 96,
			compressionLevel: 9,
			effort: 10,
			dither: 0.5,
		})
		.toBuffer()
}

async function main(): Promise<void> {
	const started = performance.now()
	const force = process.argv.includes('--force')
	const jobs = (await listJobs()).filter((job) => force || !existsSync(`${ART_DIR}${job.path}`))
	await mapLimit(jobs, Math.max(1, Math.min(4, availableParallelism())), async (job) => {
		const target = `${ART_DIR}${job.path}`
		await mkdir(dirname(target), { recursive: true })
		await writeFile(target, await render(job))
	})
	const seconds = ((performance.now() - started) / 1000).toFixed(2)
	console.log(`placeholder art: wrote ${jobs.length} file${jobs.length === 1 ? '' : 's'} in ${seconds} s`)
}

await main()
