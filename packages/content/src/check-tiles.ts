import { type Character, isDuplicateOfAnswer, type Saga } from '@dragondle/core'
import { type ContentIssue, FILES, type Parsed } from './check-helpers.ts'

/** A set of characters that no fact in the eight Classic fields tells apart (`sameTiles` of vocabulary.json). */
export type SameTiles = { ids: readonly number[]; why: string }

/**
 * Two characters whose eight Classic tiles all read the same cannot be told apart by the board: a
 * game whose answer is one of them ends on a coin flip. The comparison is the game's own (core's
 * isDuplicateOfAnswer, which compares the tiles as shown: the debut as its sub-saga, not its episode).
 * Each pair is reported once, on the later entry, unless `accepted` lists both in one set; a listed
 * set whose members no longer all match is reported too, so the list never outlives its reason.
 */
export function checkSameTiles(
	characters: readonly Parsed<Character>[],
	sagas: readonly Parsed<Saga>[],
	accepted: readonly SameTiles[] = [],
): ContentIssue[] {
	const rows = sagas.map(({ value }) => value)
	const isAccepted = (a: number, b: number) => accepted.some(({ ids }) => ids.includes(a) && ids.includes(b))
	const issues: ContentIssue[] = []
	characters.forEach(({ value, label }, position) => {
		for (const earlier of characters.slice(0, position)) {
			const isSame = isDuplicateOfAnswer(value, earlier.value, rows)
			if (isSame === isAccepted(value.championId, earlier.value.championId)) continue
			const message = isSame
				? `every Classic tile is the same as ${earlier.label}'s; change a fact that tells them apart`
				: `listed in sameTiles with ${earlier.label}, but their tiles now differ; remove them from the list`
			issues.push({ file: FILES.characters, entry: label, field: '', message })
		}
	})
	return issues
}
