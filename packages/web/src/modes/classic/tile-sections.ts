import type { ClassicCategory } from '@dragondle/core'
import type { WordSection } from '../../word-namespaces.ts'

/**
 * The categories whose values are words of the data, by their section: the debut is a sub-saga.
 * Its own module, free of React, so the end-to-end tests translate tiles as the board does.
 */
export const WORD_SECTIONS: Partial<Record<ClassicCategory, WordSection>> = {
	gender: 'gender',
	race: 'race',
	origin: 'origin',
	affiliation: 'affiliation',
	hair: 'hair',
	animeDebut: 'subSagas',
}
