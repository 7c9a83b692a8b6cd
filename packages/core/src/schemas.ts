import * as v from 'valibot'
import { MODES } from './modes.ts'

export const ModeSchema = v.picklist(MODES)
export type Mode = v.InferOutput<typeof ModeSchema>

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
export const SeriesSchema = v.picklist(SERIES_ORDER)
export type Series = v.InferOutput<typeof SeriesSchema>

/** A debut reference like `DBZ/134`: series code, a slash, a positive episode or chapter number. */
export const DebutSchema = v.pipe(v.string(), v.regex(/^[A-Z]+\/[1-9]\d*$/, 'expected a debut like DBZ/134'))

export const GenderSchema = v.picklist(['Male', 'Female', 'Other'])
export type Gender = v.InferOutput<typeof GenderSchema>

const nonEmptyText = v.pipe(v.string(), v.trim(), v.minLength(1))
const count = (min: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(min))
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100))
/** A point of a picture, in percent. */
const PointSchema = v.object({ x: percent, y: percent })

/** One entry of the Classic data set (docs/product.md §3 "Character"). */
export const CharacterSchema = v.object({
	championId: count(0),
	championName: nonEmptyText,
	gender: GenderSchema,
	race: v.pipe(v.array(nonEmptyText), v.minLength(1)),
	affiliation: v.nullable(v.array(nonEmptyText)),
	nbDeaths: count(0),
	mangaDebut: v.nullable(DebutSchema),
	animeDebut: v.nullable(DebutSchema),
	gameDebut: v.string(),
	origin: nonEmptyText,
	hair: v.pipe(v.array(nonEmptyText), v.minLength(1)),
	hasTransformation: v.boolean(),
	/** Dub and translation names that the search also matches. */
	aliases: v.optional(v.array(nonEmptyText), []),
	/** An original one-line clue. */
	clue: v.optional(v.string(), ''),
	/**
	 * Where the Silhouette mode's zoomed crop is centred, in percent (docs/product.md §4 "Fusion and
	 * Silhouette": 60/30 when the entry has none): `x`/`y` at the opening view, `late` after 5 wrong
	 * guesses (the head), the centre moving between them (core's revealCentre, decision 109).
	 */
	silhouette: v.optional(
		v.object({ x: percent, y: percent, late: v.optional(PointSchema, { x: 50, y: 25 }) }),
		{
			x: 60,
			y: 30,
			late: { x: 50, y: 25 },
		},
	),
	/** First game number on which this entry may be an answer (docs/architecture.md "Daily schedule"). */
	since: v.optional(count(1)),
})
export type Character = v.InferOutput<typeof CharacterSchema>

const RangeSchema = v.nullable(v.tuple([count(1), count(1)]))

/**
 * A calendar date `YYYY-MM-DD`. Compared as text, which orders ISO dates correctly, so core needs
 * no Date parsing (time is never read in core).
 */
export const IsoDateSchema = v.pipe(
	v.string(),
	v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'expected a date like 1989-04-26'),
)

/** One row of the saga table: a sub-saga inside an arc of a series. */
export const SagaSchema = v.object({
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
export type Saga = v.InferOutput<typeof SagaSchema>

export const CharactersFileSchema = v.array(CharacterSchema)
export const SagasFileSchema = v.array(SagaSchema)

/**
 * A Fusion-mode entry: one image of a fused character of the Classic set (a fusion form counts as
 * its own entry, e.g. Vegito and Vegito Blue), its components, and where the crop starts.
 * The player guesses the Classic character; `form` only names the image.
 */
export const FusionSchema = v.object({
	id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'expected a kebab-case id')),
	championId: count(0),
	form: nonEmptyText,
	components: v.pipe(v.array(count(0)), v.minLength(2)),
	/** Crop centre in percent of the image at the opening view (the legs, which the fusions share). */
	x: v.optional(percent, 50),
	y: v.optional(percent, 50),
	/** …and after 5 wrong guesses (the torso and face); the centre moves between them (decision 109). */
	late: v.optional(PointSchema, { x: 50, y: 40 }),
	/** How much the crop is magnified at the start. */
	scale: v.optional(v.pipe(v.number(), v.gtValue(0)), 1),
	since: v.optional(count(1)),
})
export type Fusion = v.InferOutput<typeof FusionSchema>

/** A Technique-mode entry: an attack and the Classic character the player must guess. */
export const TechniqueSchema = v.object({
	id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'expected a kebab-case id')),
	name: nonEmptyText,
	championId: count(0),
	since: v.optional(count(1)),
})
export type Technique = v.InferOutput<typeof TechniqueSchema>

export const FusionsFileSchema = v.array(FusionSchema)
export const TechniquesFileSchema = v.array(TechniqueSchema)
