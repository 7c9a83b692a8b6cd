import type { PlayContent } from '@dragondle/content'
import { type Character, compareCharacters, findCharacterByName } from '@dragondle/core'
import type { GuessRowData } from './guess-row.tsx'

/** The rows of tiles the guesses give, oldest first; unknown names are skipped. */
export function rowsOf(guesses: readonly string[], answer: Character, pack: PlayContent): GuessRowData[] {
	return guesses.flatMap((name) => {
		const character = findCharacterByName(name, pack.characters)
		return character ? [{ character, tiles: compareCharacters(character, answer, pack.sagas) }] : []
	})
}
