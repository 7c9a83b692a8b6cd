import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { RawContent } from './check.ts'
import { DATA_LANGUAGES } from './translations.ts'

// The pack as `npm run content:check` reads it from disk, shared with the repository's checklists
// (scripts/checklists.ts), which check a made-up entry the same way.

function readJson(name: string): unknown {
	return JSON.parse(readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8'))
}

/** Every file of `data/`, parsed but not validated: what checkContent checks. */
export function readRawContent(): Required<RawContent> {
	return {
		characters: readJson('characters.json'),
		sagas: readJson('sagas.json'),
		fusions: readJson('fusions.json'),
		techniques: readJson('techniques.json'),
		vocabulary: readJson('vocabulary.json'),
		patchNotes: readJson('patch-notes.json'),
		translations: Object.fromEntries(
			DATA_LANGUAGES.map((language) => [language, readJson(`i18n/${language}.json`)]),
		),
	}
}

/** Files under art/ as `characters/3.svg`-style paths (forward slashes on every platform). */
export function listArtFiles(): Set<string> {
	const root = fileURLToPath(new URL('../art/', import.meta.url))
	if (!existsSync(root)) return new Set()
	return new Set(
		readdirSync(root, { recursive: true, encoding: 'utf8' }).map((path) => path.replaceAll('\\', '/')),
	)
}
