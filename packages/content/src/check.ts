import { CharacterSchema, FusionSchema, SagaSchema, TechniqueSchema } from '@dragondle/core'
import * as v from 'valibot'
import { checkArt } from './check-art.ts'
import { checkCharacters, checkDebuts, checkMangaChapters } from './check-characters.ts'
import { checkClueNames } from './check-clues.ts'
import { type ContentIssue, entryLabel, FILES, fieldPath, type Parsed, WHOLE_FILE } from './check-helpers.ts'
import { checkPatchNotes } from './check-patch-notes.ts'
import { checkFusions, checkTechniques } from './check-pools.ts'
import { checkSagas } from './check-sagas.ts'
import { checkSameTiles } from './check-tiles.ts'
import { checkTechniqueNames, checkTranslatedPatchNotes } from './check-translations.ts'
import { checkVocabulary, parseVocabulary } from './check-vocabulary.ts'

export type { ContentIssue } from './check-helpers.ts'

/**
 * The four pack files as read from disk, before any validation, and optionally `vocabulary.json`;
 * without it the vocabulary, series-end and manga-chapter rules are skipped.
 */
export type RawContent = {
	characters: unknown
	sagas: unknown
	fusions: unknown
	techniques: unknown
	vocabulary?: unknown
	/** `patch-notes.json`; without it the patch notes are not checked. */
	patchNotes?: unknown
	/** `data/i18n/<language>.json` by language: their clues are checked with the English ones, their
	 * technique names and patch notes on their own; without them none of that is checked. */
	translations?: Readonly<Record<string, unknown>>
}

/**
 * Every problem in the content pack, each naming its file, entry and field. An empty list means the
 * pack is sound: schemas hold, ids are unique and contiguous, names are distinct, every debut maps
 * to exactly one sub-saga, episode ranges tile each series, and the pools name known characters.
 * Given a vocabulary, character values must be listed in it, and series and manga end where it says.
 * Given the files of `art/` (paths like `characters/3.png`), it also reports entries without source art;
 * given the patch notes, their schema, unique ids and newest-first order. No two characters show the
 * same Classic tiles, and no clue, in English or a given translation, names its character; given the
 * translations, a name in each language for every technique the bonus question can show, and patch
 * notes without jargon.
 */
export function checkContent(raw: RawContent, artFiles?: ReadonlySet<string>): ContentIssue[] {
	const issues: ContentIssue[] = []
	const characters = parseFile(FILES.characters, raw.characters, CharacterSchema, issues)
	const sagas = parseFile(FILES.sagas, raw.sagas, SagaSchema, issues)
	const fusions = parseFile(FILES.fusions, raw.fusions, FusionSchema, issues)
	const techniques = parseFile(FILES.techniques, raw.techniques, TechniqueSchema, issues)
	const vocabulary = parseVocabulary(raw.vocabulary, issues)
	// Ids come from the raw entries too, so one schema error does not cascade into 'unknown id' noise.
	const ids = rawIds(raw.characters)
	issues.push(
		...checkCharacters(characters, ids, Array.isArray(raw.characters) ? raw.characters.length : 0),
		...checkSagas(sagas, vocabulary?.seriesEpisodes),
		...checkDebuts(characters, sagas),
		...checkSameTiles(characters, sagas, vocabulary?.sameTiles),
		...checkClueNames(characters, raw.translations),
		...(vocabulary === undefined ? [] : checkVocabulary(characters, vocabulary)),
		...checkMangaChapters(characters, vocabulary?.mangaChapters ?? {}),
		...checkFusions(fusions, ids),
		...checkTechniques(techniques, ids),
		...(artFiles === undefined ? [] : checkArt(raw, artFiles)),
		...(raw.patchNotes === undefined ? [] : checkPatchNotes(raw.patchNotes)),
		...(raw.translations === undefined
			? []
			: [
					...checkTechniqueNames(techniques, raw.translations),
					...checkTranslatedPatchNotes(raw.translations),
				]),
	)
	return issues
}

function rawIds(raw: unknown): Set<number> {
	const ids = new Set<number>()
	if (!Array.isArray(raw)) return ids
	for (const item of raw as unknown[]) {
		const id =
			typeof item === 'object' && item !== null ? (item as Record<string, unknown>).championId : undefined
		if (typeof id === 'number' && Number.isInteger(id)) ids.add(id)
	}
	return ids
}

function parseFile<S extends v.GenericSchema>(
	file: string,
	raw: unknown,
	schema: S,
	issues: ContentIssue[],
): Parsed<v.InferOutput<S>>[] {
	if (!Array.isArray(raw)) {
		issues.push({ file, entry: WHOLE_FILE, field: '', message: 'expected a JSON array of entries' })
		return []
	}
	const parsed: Parsed<v.InferOutput<S>>[] = []
	raw.forEach((item: unknown, index) => {
		const label = entryLabel(file, item, index)
		const result = v.safeParse(schema, item)
		if (result.success) {
			parsed.push({ value: result.output, index, label })
			return
		}
		for (const issue of result.issues) {
			issues.push({ file, entry: label, field: fieldPath(issue), message: issue.message })
		}
	})
	return parsed
}
