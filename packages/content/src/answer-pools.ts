import { type AnswerPools, FusionsFileSchema, TechniquesFileSchema } from '@dragondle/core'
import * as v from 'valibot'
import fusions from '../data/fusions.json' with { type: 'json' }
import techniques from '../data/techniques.json' with { type: 'json' }

/**
 * The Fusion and Technique pools as the picture modes' insight reads them (decision 125): which
 * character each entry asks for and from which game (the characters' pool is the page's own pack).
 * A module of its own, so the web loads them in the insight's chunk after a win, never with a page.
 */
export function loadAnswerPools(): Pick<AnswerPools, 'fusions' | 'techniques'> {
	const read = (entries: readonly { championId: number; since?: number | undefined }[]) =>
		entries.map(({ championId, since }) => ({ championId, since }))
	return {
		fusions: read(v.parse(FusionsFileSchema, fusions)),
		techniques: read(v.parse(TechniquesFileSchema, techniques)),
	}
}
