import {
	type Character,
	CharactersFileSchema,
	type Fusion,
	FusionsFileSchema,
	type Saga,
	SagasFileSchema,
	type Technique,
	TechniquesFileSchema,
} from '@dragondle/core'
import * as v from 'valibot'
import characters from '../data/characters.json' with { type: 'json' }
import fusions from '../data/fusions.json' with { type: 'json' }
import sagas from '../data/sagas.json' with { type: 'json' }
import techniques from '../data/techniques.json' with { type: 'json' }

export { HAIR_COLOURS, hairHex, SKIN } from './palette.ts'

/** The validated content pack: what the server schedules and the web build bundles. */
export type ContentPack = {
	characters: Character[]
	sagas: Saga[]
	fusions: Fusion[]
	techniques: Technique[]
}

/** What the game screens need of the pack: the characters to guess and the saga table of debuts. */
export type PlayContent = Pick<ContentPack, 'characters' | 'sagas'>

/**
 * The characters and sagas alone, parsed: what the web build bundles (the Fusion and Technique
 * pools stay on the server, which sends each day's entry in the answer).
 */
export function loadPlayContent(): PlayContent {
	return { characters: v.parse(CharactersFileSchema, characters), sagas: v.parse(SagasFileSchema, sagas) }
}

/** Parses the pack's JSON files with core's schemas; throws on the first invalid file. */
export function loadContent(): ContentPack {
	return {
		characters: v.parse(CharactersFileSchema, characters),
		sagas: v.parse(SagasFileSchema, sagas),
		fusions: v.parse(FusionsFileSchema, fusions),
		techniques: v.parse(TechniquesFileSchema, techniques),
	}
}
