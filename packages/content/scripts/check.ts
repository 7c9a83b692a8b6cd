import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { checkContent } from '../src/check.ts'

/** Validates the pack's JSON files; prints every problem and exits 1, or prints a one-line summary. */
function readJson(name: string): unknown {
	return JSON.parse(readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8'))
}

const raw = {
	characters: readJson('characters.json'),
	sagas: readJson('sagas.json'),
	fusions: readJson('fusions.json'),
	techniques: readJson('techniques.json'),
	vocabulary: readJson('vocabulary.json'),
	patchNotes: readJson('patch-notes.json'),
	translations: Object.fromEntries(
		['es', 'fr', 'pt-BR'].map((language) => [language, readJson(`i18n/${language}.json`)]),
	),
}
/** Files under art/ as `characters/3.svg`-style paths (forward slashes on every platform). */
function listArt(): Set<string> {
	const root = fileURLToPath(new URL('../art/', import.meta.url))
	if (!existsSync(root)) return new Set()
	return new Set(
		readdirSync(root, { recursive: true, encoding: 'utf8' }).map((path) => path.replaceAll('\\', '/')),
	)
}

const issues = checkContent(raw, listArt())
for (const issue of issues) {
	console.error(`${issue.file} › ${issue.entry} › ${issue.field || '(entry)'}: ${issue.message}`)
}
if (issues.length > 0) {
	console.error(`content check failed: ${issues.length} problem${issues.length === 1 ? '' : 's'}`)
	process.exit(1)
}
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0)
console.log(
	`content ok: ${count(raw.characters)} characters, ${count(raw.sagas)} saga rows, ` +
		`${count(raw.fusions)} fusions, ${count(raw.techniques)} techniques, ${count(raw.patchNotes)} patch notes`,
)
