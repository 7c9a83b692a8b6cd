import * as v from 'valibot'
import type { Plugin } from 'vite'
// by path, as compress-plugin.ts takes core's pages.ts: Vite bundles its config's relative imports
// only, and Node runs no TypeScript from node_modules
import { CharactersFileSchema, SagasFileSchema } from '../core/src/schemas.ts'

/** The pack's files a page bundles, by the end of their path. */
const CHARACTERS = '/content/data/characters.json'
const SAGAS = '/content/data/sagas.json'
const PATCH_NOTES = '/content/data/patch-notes.json'

/**
 * The query that asks for the newest patch note's id alone:
 * `@dragondle/content/data/patch-notes.json?newest&lang.json` (the `lang.json` keeps it read as
 * JSON). The header's dot needs nothing more; the patch-notes dialog loads the notes themselves.
 */
export const NEWEST_NOTE_QUERY = 'newest'

/**
 * A character's fields that no page reads: the clue reaches a player only inside the day's answer,
 * in their language (docs/product.md §3 "Daily answer payload"); the Silhouette crop's centre and
 * the game debut are the server's.
 */
const NOT_PLAYED = ['clue', 'silhouette', 'gameDebut'] as const

/**
 * The content pack as the pages bundle it (decision 127): the characters and the saga table parsed
 * with core's schemas here, at build time (an invalid file fails the build), so the page does not
 * carry the schemas nor spend its start parsing them again; the characters without the fields no
 * page reads (about 4.5 KiB of gzip off every mode's page, the clues most of it, decision 103); and
 * the patch notes' newest id alone where `?newest` asks for it. The dev server and the web's tests
 * read the pack the same way.
 */
export function playPack(): Plugin {
	return {
		name: 'dragondle:play-pack',
		enforce: 'pre',
		transform(code, id) {
			const [path = '', query = ''] = id.replaceAll('\\', '/').split('?', 2)
			if (path.endsWith(CHARACTERS)) return json(playedCharacters(JSON.parse(code)))
			if (path.endsWith(SAGAS)) return json(parsed(SagasFileSchema, JSON.parse(code), SAGAS))
			if (path.endsWith(PATCH_NOTES) && new URLSearchParams(query).has(NEWEST_NOTE_QUERY)) {
				const [newest] = JSON.parse(code) as { id: string }[]
				return json(newest?.id ?? null)
			}
			return null
		},
	}
}

/** The characters file parsed, each without the fields no page reads. */
export function playedCharacters(file: unknown): Record<string, unknown>[] {
	return parsed(CharactersFileSchema, file, CHARACTERS).map((character) => {
		const played: Record<string, unknown> = { ...character }
		for (const field of NOT_PLAYED) delete played[field]
		return played
	})
}

/** `file` read with `schema`, or an error naming the file, each wrong value's place and what is wrong. */
function parsed<S extends v.GenericSchema>(schema: S, file: unknown, name: string): v.InferOutput<S> {
	const result = v.safeParse(schema, file)
	if (result.success) return result.output
	const issues = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(the file)'}: ${issue.message}`)
	throw new Error(`${name} does not hold the content pack's schema:\n${issues.join('\n')}`)
}

function json(value: unknown) {
	return { code: JSON.stringify(value), map: null }
}
