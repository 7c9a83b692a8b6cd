import { checkContent } from '../src/check.ts'
import { listArtFiles, readRawContent } from '../src/check-files.ts'

/** Validates the pack's JSON files; prints every problem and exits 1, or prints a one-line summary. */
const raw = readRawContent()
const issues = checkContent(raw, listArtFiles())
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
