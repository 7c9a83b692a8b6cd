import * as z from 'zod/mini'
import { MODES } from './modes.ts'

export const ModeSchema = z.enum(MODES)
export type Mode = z.infer<typeof ModeSchema>

/**
 * Series codes in their tie-break order (docs/product.md §3 "Saga table"), Daima last. Debuts are
 * ordered by their saga row's release date (decision 083); this order only breaks a tie no row has.
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
export const DebutSchema = z.string().check(z.regex(/^[A-Z]+\/[1-9]\d*$/, 'expected a debut like DBZ/134'))

export const GenderSchema = z.enum(['Male', 'Female', 'Other'])
export type Gender = z.infer<typeof GenderSchema>

const nonEmptyText = z.string().check(z.trim(), z.minLength(1))
const count = (min: number) => z.int().check(z.minimum(min))
const percent = z.number().check(z.minimum(0), z.maximum(100))
/** A point of a picture, in percent. */
const PointSchema = z.object({ x: percent, y: percent })

/** One entry of the Classic data set (docs/product.md §3 "Character"). */
export const CharacterSchema = z.object({
	championId: count(0),
	championName: nonEmptyText,
	gender: GenderSchema,
	race: z.array(nonEmptyText).check(z.minLength(1)),
	affiliation: z.nullable(z.array(nonEmptyText)),
	nbDeaths: count(0),
	mangaDebut: z.nullable(DebutSchema),
	animeDebut: z.nullable(DebutSchema),
	gameDebut: z.string(),
	origin: nonEmptyText,
	hair: z.array(nonEmptyText).check(z.minLength(1)),
	hasTransformation: z.boolean(),
	/** Dub and translation names that the search also matches. */
	aliases: z._default(z.array(nonEmptyText), []),
	/** An original one-line clue. */
	clue: z._default(z.string(), ''),
	/**
	 * Where the Silhouette mode's zoomed crop is centred, in percent (docs/product.md §4 "Fusion and
	 * Silhouette": 60/30 when the entry has none): `x`/`y` at the opening view, `late` after 5 wrong
	 * guesses (the head), the centre moving between them (core's revealCentre, decision 109).
	 */
	silhouette: z._default(
		z.object({ x: percent, y: percent, late: z._default(PointSchema, { x: 50, y: 25 }) }),
		{
			x: 60,
			y: 30,
			late: { x: 50, y: 25 },
		},
	),
	/** First game number on which this entry may be an answer (docs/architecture.md "Daily schedule"). */
	since: z.optional(count(1)),
})
export type Character = z.infer<typeof CharacterSchema>

const RangeSchema = z.nullable(z.tuple([count(1), count(1)]))

/**
 * A calendar date `YYYY-MM-DD`. Compared as text, which orders ISO dates correctly, so core needs
 * no Date parsing (time is never read in core).
 */
export const IsoDateSchema = z
	.string()
	.check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'expected a date like 1989-04-26'))

/** One row of the saga table: a sub-saga inside an arc of a series. */
export const SagaSchema = z.object({
	arc: nonEmptyText,
	subSaga: nonEmptyText,
	saga: SeriesSchema,
	chapters: RangeSchema,
	episodes: RangeSchema,
	/**
	 * Original Japanese release date of the row's first episode, or of the film's or special's
	 * premiere: debuts compare by it, so a 2013 film comes before a 2015 episode (decision 083).
	 */
	released: IsoDateSchema,
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
	id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'expected a kebab-case id')),
	championId: count(0),
	form: nonEmptyText,
	components: z.array(count(0)).check(z.minLength(2)),
	/** Crop centre in percent of the image at the opening view (the legs, which the fusions share). */
	x: z._default(percent, 50),
	y: z._default(percent, 50),
	/** …and after 5 wrong guesses (the torso and face); the centre moves between them (decision 109). */
	late: z._default(PointSchema, { x: 50, y: 40 }),
	/** How much the crop is magnified at the start. */
	scale: z._default(z.number().check(z.positive()), 1),
	since: z.optional(count(1)),
})
export type Fusion = z.infer<typeof FusionSchema>

/** A Technique-mode entry: an attack and the Classic character the player must guess. */
export const TechniqueSchema = z.object({
	id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'expected a kebab-case id')),
	name: nonEmptyText,
	championId: count(0),
	since: z.optional(count(1)),
})
export type Technique = z.infer<typeof TechniqueSchema>

export const FusionsFileSchema = z.array(FusionSchema)
export const TechniquesFileSchema = z.array(TechniqueSchema)
