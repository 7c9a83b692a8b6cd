import { expect, test } from 'vitest'
import notes from '../data/patch-notes.json' with { type: 'json' }
import { checkPatchNotes } from './check-patch-notes.ts'
import { loadPatchNotes } from './patch-notes.ts'
import { PATCH_NOTES } from './patch-notes-data.ts'

function note(id: string, date: string, items = ['Something shipped.']) {
	return { id, date, title: `Note ${id}`, items }
}

test('the shipped patch notes are sound and load newest first', () => {
	expect(checkPatchNotes(notes)).toEqual([])
	const loaded = loadPatchNotes()
	// what the web bundles unparsed is the same list
	expect(PATCH_NOTES).toEqual(loaded)
	expect(loaded.length).toBeGreaterThan(0)
	expect(loaded.map((entry) => entry.date)).toEqual(
		loaded
			.map((entry) => entry.date)
			.sort()
			.reverse(),
	)
})

test.each([
	['a note older first', [note('a', '2026-01-01'), note('b', '2026-02-01')], 'b (#1)', 'date'],
	['a duplicate id', [note('a', '2026-02-01'), note('a', '2026-01-01')], 'a (#1)', 'id'],
	['a date that is no calendar day', [note('a', '2026-02-30')], 'a (#0)', 'date'],
	['a note without items', [note('a', '2026-02-01', [])], 'a (#0)', 'items'],
	['a blank item', [note('a', '2026-02-01', ['  '])], 'a (#0)', 'items.0'],
	['an id with spaces', [note('a b', '2026-02-01')], 'a b (#0)', 'id'],
])('%s is reported on its entry and field', (_name, raw, entry, field) => {
	expect(checkPatchNotes(raw).map((issue) => [issue.entry, issue.field])).toEqual([[entry, field]])
})

test('a file that is no list, or an empty one, is reported as a whole', () => {
	expect(checkPatchNotes({ id: 'a' })).toMatchObject([{ entry: '(file)' }])
	expect(checkPatchNotes([])).toMatchObject([{ entry: '(file)' }])
})

// Patch notes are written for fans: what changed for a player, never how it was built
test.each([
	['a file name', 'Fixed the clue in characters.json.'],
	['a decision number', 'The draw follows decision 092.'],
	['a French decision', 'Voir la décision 092.'],
	['an e2e test', 'A new e2e test covers the archive.'],
	['the API', 'The API answers faster.'],
	['a camelCase identifier', 'The gameNumero is now kept.'],
	['a snake_case identifier', 'The answer_name is checked again.'],
	["the pack's changelog", 'Two facts corrected (Content pack 2026-11-25 in the changelog).'],
])('an item with %s is reported on that item', (_name, item) => {
	expect(checkPatchNotes([note('a', '2026-02-01', ['A fine line.', item])])).toMatchObject([
		{ entry: 'a (#0)', field: 'items.1', message: expect.stringMatching(/write it for players$/) },
	])
})

test('a title with jargon is reported, and plain words with brand names pass', () => {
	expect(checkPatchNotes([{ ...note('a', '2026-02-01'), title: 'New API' }])).toMatchObject([
		{ field: 'title' },
	])
	expect(
		checkPatchNotes([
			note('a', '2026-02-01', ['The iOS and iPhone app keeps your streak; Android codes work (c18).']),
		]),
	).toEqual([])
})
