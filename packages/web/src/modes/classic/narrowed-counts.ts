import type { PlayContent } from '@dragondle/content'
import {
	type Character,
	type ClassicCategory,
	findCharacterByName,
	remainingCounts,
	shownCategories,
} from '@dragondle/core'

/**
 * The characters still possible before the first guess and after each, for the share text's
 * narrowed line (decision 124): core's filter, loaded after the end and only when Settings asks
 * for the line, so the page's first JavaScript carries none of it.
 */
export function narrowedCounts(
	pack: PlayContent,
	guesses: readonly string[],
	answer: Character,
	disabled: readonly ClassicCategory[],
): number[] {
	const played = guesses.flatMap((name) => findCharacterByName(name, pack.characters) ?? [])
	return remainingCounts(pack.characters, played, answer, pack.sagas, shownCategories(disabled))
}
