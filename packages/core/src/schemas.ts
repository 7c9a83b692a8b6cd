import { z } from 'zod'
import { MODES } from './modes.ts'

export const ModeSchema = z.enum(MODES)
export type Mode = z.infer<typeof ModeSchema>

/**
 * Series codes in the spec's saga order (spec §3 "Saga table"), plus Daima at the end.
 * Debuts are ordered by this list first, then by episode (or chapter) number.
 */
export const SERIES_ORDER = [
	'DB',
	'DBZ',
	'DBS',
	'DBGT',
	'DBH',
	'DBSD',
	'DBHVM',
	'DBM',
	'DBEB',
	'DAIMA',
] as const
export const SeriesSchema = z.enum(SERIES_ORDER)
export type Series = z.infer<typeof SeriesSchema>

/** A debut reference like `DBZ/134`: series code, a slash, a positive episode or chapter number. */
export const DebutSchema = z.string().regex(/^[A-Z]+\/[1-9]\d*$/, 'expected a debut like DBZ/134')

export const GenderSchema = z.enum(['Male', 'Female', 'Other'])
export type Gender = z.infer<typeof GenderSchema>

const nonEmptyText = z.string().trim().min(1)

/** One entry of the Classic data set (spec §3 "Character"). */
export const CharacterSchema = z.object({
	championId: z.number().int().min(0),
	championName: nonEmptyText,
	gender: GenderSchema,
	race: z.array(nonEmptyText).min(1),
	affiliation: z.array(nonEmptyText).nullable(),
	nbDeaths: z.number().int().min(0),
	mangaDebut: DebutSchema.nullable(),
	animeDebut: DebutSchema.nullable(),
	gameDebut: z.string(),
	origin: nonEmptyText,
	hair: z.array(nonEmptyText).min(1),
	hasTransformation: z.boolean(),
	/** Dub and translation names that the search also matches. */
	aliases: z.array(nonEmptyText).default([]),
	/** An original one-line clue. */
	clue: z.string().default(''),
	/** Where the Silhouette mode's zoomed crop is centred, in percent (spec §4: default 60/30). */
	silhouette: z
		.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) })
		.default({ x: 60, y: 30 }),
	/** First game number on which this entry may be an answer (DESIGN.md "Daily schedule"). */
	since: z.number().int().min(1).optional(),
})
export type Character = z.infer<typeof CharacterSchema>

const RangeSchema = z.tuple([z.number().int().min(1), z.number().int().min(1)]).nullable()

/** One row of the saga table: a sub-saga inside an arc of a series. */
export const SagaSchema = z.object({
	arc: nonEmptyText,
	subSaga: nonEmptyText,
	saga: SeriesSchema,
	chapters: RangeSchema,
	episodes: RangeSchema,
})
export type Saga = z.infer<typeof SagaSchema>

export const CharactersFileSchema = z.array(CharacterSchema)
export const SagasFileSchema = z.array(SagaSchema)

/**
 * A Fusion-mode entry: one image of a fused character of the Classic set (a fusion form counts as
 * its own entry, e.g. Vegito and Vegito Blue), its components, and where the crop starts.
 * The player guesses the Classic character; `form` only names the image.
 */
export const FusionSchema = z.object({
	id: z.string().regex(/^[a-z0-9-]+$/, 'expected a kebab-case id'),
	championId: z.number().int().min(0),
	form: z.string().trim().min(1),
	components: z.array(z.number().int().min(0)).min(2),
	/** Crop centre in percent of the image. */
	x: z.number().min(0).max(100).default(50),
	y: z.number().min(0).max(100).default(50),
	/** How much the crop is magnified at the start. */
	scale: z.number().positive().default(1),
	since: z.number().int().min(1).optional(),
})
export type Fusion = z.infer<typeof FusionSchema>

/** A Technique-mode entry: an attack and the Classic character the player must guess. */
export const TechniqueSchema = z.object({
	id: z.string().regex(/^[a-z0-9-]+$/),
	name: nonEmptyText,
	championId: z.number().int().min(0),
	since: z.number().int().min(1).optional(),
})
export type Technique = z.infer<typeof TechniqueSchema>

export const FusionsFileSchema = z.array(FusionSchema)
export const TechniquesFileSchema = z.array(TechniqueSchema)
