import * as v from 'valibot'
import { MODES } from './modes.ts'
import { type Mode, ModeSchema } from './schemas.ts'

/** A whole number from `min` (to `max`). */
function count(min: number, max = Number.MAX_SAFE_INTEGER) {
	return v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max))
}

/** Regions and their day start (docs/architecture.md "Regions"). */
export const REGIONS = ['eu', 'us'] as const
export const RegionSchema = v.picklist(REGIONS)
export type Region = v.InferOutput<typeof RegionSchema>

/** The player's UTC offset in hours, possibly fractional (−12…+14), as a JSON number. */
export const UtcOffsetSchema = v.pipe(v.number(), v.minValue(-12), v.maxValue(14))

/** The same offset written in a query string: a decimal number, nothing else (no '', no 'null'). */
export const UtcOffsetQuerySchema = v.pipe(
	v.string(),
	v.regex(/^-?\d+(\.\d+)?$/, 'utc must be a number of hours'),
	v.transform(Number),
	UtcOffsetSchema,
)

export const ModeParamsSchema = v.object({ mode: ModeSchema })
export const UtcQuerySchema = v.object({ utc: v.optional(UtcOffsetQuerySchema, '0') })

/** A game number written in a query string: a whole number from 1, nothing else. */
const GameNumeroQuerySchema = v.pipe(
	v.string(),
	v.regex(/^\d{1,6}$/, 'gameNumero must be a whole number'),
	v.transform(Number),
	v.minValue(1),
	v.maxValue(100_000),
)

/**
 * The answer route's query: the player's offset, and optionally a past game to play (the archive,
 * decision 084); without it, today's game.
 */
export const AnswerQuerySchema = v.object({
	utc: v.optional(UtcOffsetQuerySchema, '0'),
	gameNumero: v.optional(GameNumeroQuerySchema),
})

/**
 * A player id kept on the device, used only to count a player once per game. The server issues it
 * (POST /api/players) and signs it with its issue day, so a made-up id counts nothing and an id
 * counts only for the games of its first week; the shape alone is checked here.
 */
export const PlayerIdSchema = v.pipe(
	v.string(),
	v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'player must be 8–64 URL-safe characters'),
)

/**
 * The code of a win refused because its player id does not count (403): the server did not issue
 * it, or it is too old for the game. Either way the page asks for a new id and posts the win again.
 */
export const UNKNOWN_PLAYER = 'UNKNOWN_PLAYER'

/** POST /api/players: a new signed player id (rate-limited per address). */
export const PlayerIssueResponseSchema = v.object({ player: PlayerIdSchema })
export type PlayerIssueResponse = v.InferOutput<typeof PlayerIssueResponseSchema>

export const WinBodySchema = v.object({
	name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
	utc: UtcOffsetSchema,
	player: PlayerIdSchema,
	/** The guesses the win took, counted by guess number (never with the player); absent from older pages. */
	nbGuesses: v.optional(count(1, 1000)),
})
export type WinBody = v.InferOutput<typeof WinBodySchema>

export const WinResponseSchema = v.object({
	correct: v.boolean(),
	rank: v.optional(count(1)),
	count: count(0),
})
export type WinResponse = v.InferOutput<typeof WinResponseSchema>

export const WinnersQuerySchema = v.object({
	gameNumero: v.pipe(v.string(), v.transform(Number), count(1, 100_000)),
	utc: v.optional(UtcOffsetQuerySchema, '0'),
})
export const WinnersResponseSchema = v.object({ count: count(0) })

/** A game's winners by the guesses their win took: counts only, the guess numbers nobody won in left out. */
export const WinnerGuessesResponseSchema = v.object({
	byGuesses: v.array(v.object({ nbGuesses: count(1), count: count(1) })),
})
export type WinnerGuessesResponse = v.InferOutput<typeof WinnerGuessesResponseSchema>

/** The fields every mode's daily answer has (docs/product.md §3 "Daily answer payload"). */
const dailyAnswerBase = {
	game_numero: count(1),
	/** Yesterday's answer name, or null on game 1. */
	yesterday: v.nullable(v.string()),
	champion_name: v.string(),
	clues: v.record(v.string(), v.string()),
}

/** An image URL of the day: opaque (`/art/i/<content hash>.webp`), so it never names the answer. */
const ImageUrlSchema = v.pipe(
	v.string(),
	v.regex(/^\/art\/i\/[0-9a-f]{16,64}\.webp$/, 'expected an opaque image URL'),
)
/** A crop centre coordinate, in percent of the image. */
const PercentSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(100))

export const ClassicAnswerSchema = v.object({ mode: v.literal('classic'), ...dailyAnswerBase })

export const FusionAnswerSchema = v.object({
	mode: v.literal('fusion'),
	...dailyAnswerBase,
	fusion_imageUrl: ImageUrlSchema,
	fusion_coordinates_x: PercentSchema,
	fusion_coordinates_y: PercentSchema,
	/**
	 * The crop centre after 5 wrong guesses (decision 109). Optional: a payload from before it (an
	 * offline bundle) keeps its centre where it opens.
	 */
	fusion_late_x: v.optional(PercentSchema),
	fusion_late_y: v.optional(PercentSchema),
	fusion_scale_factor: v.pipe(v.number(), v.gtValue(0)),
	/** The fused characters' names, for the clue section after the win. */
	fusion_components: v.pipe(v.array(v.string()), v.minLength(2)),
})

export const TechniqueAnswerSchema = v.object({
	mode: v.literal('technique'),
	...dailyAnswerBase,
	technique_name: v.string(),
	technique_imageUrl: ImageUrlSchema,
})

export const SilhouetteAnswerSchema = v.object({
	mode: v.literal('silhouette'),
	...dailyAnswerBase,
	silhouette_x: PercentSchema,
	silhouette_y: PercentSchema,
	/** As Fusion's: the crop centre after 5 wrong guesses, optional for the payloads from before it. */
	silhouette_late_x: v.optional(PercentSchema),
	silhouette_late_y: v.optional(PercentSchema),
	silhouette_imageUrl: ImageUrlSchema,
})

/** Decrypted payload of GET /api/games/:mode/answer: one shape per mode, told apart by `mode`. */
export const DailyAnswerSchema = v.variant('mode', [
	ClassicAnswerSchema,
	FusionAnswerSchema,
	TechniqueAnswerSchema,
	SilhouetteAnswerSchema,
])
export type DailyAnswer = v.InferOutput<typeof DailyAnswerSchema>
/** The daily answer of one mode. */
export type DailyAnswerOf<M extends Mode> = Extract<DailyAnswer, { mode: M }>

/**
 * The picture an image mode's answer is shown in (Classic shows none). It tells apart the entries
 * that share one name, as Fusion's forms do (Vegito, Vegito Blue…): a challenge names it (decision 107).
 */
export function answerPictureOf(answer: DailyAnswer): string | undefined {
	switch (answer.mode) {
		case 'classic':
			return undefined
		case 'fusion':
			return answer.fusion_imageUrl
		case 'technique':
			return answer.technique_imageUrl
		case 'silhouette':
			return answer.silhouette_imageUrl
	}
}

/** Encrypted envelope of a single value, as sent by the answer routes. */
export const EncryptedResponseSchema = v.object({ data: v.string() })

/** One mode's entry in /cache/cache.json. */
export const CacheEntrySchema = v.object({
	answerEncrypted_eu: v.string(),
	answerEncrypted_us: v.string(),
	answerNameEncrypted_eu: v.string(),
	answerNameEncrypted_us: v.string(),
})
/** Every mode's entry, none missing. */
export const CacheBundleSchema = v.object(
	Object.fromEntries(MODES.map((mode) => [mode, CacheEntrySchema])) as Record<Mode, typeof CacheEntrySchema>,
)
export type CacheBundle = v.InferOutput<typeof CacheBundleSchema>

export const VersionSchema = v.object({ version: count(0) })
export const ErrorResponseSchema = v.object({ message: v.string(), code: v.optional(v.string()) })

/**
 * Transfer tokens (docs/architecture.md "Transfer"): 5 characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L), so a token read aloud or copied by hand is typed right.
 */
export const TOKEN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const TOKEN_LENGTH = 5
export const TokenSchema = v.pipe(
	v.string(),
	v.regex(
		new RegExp(`^[${TOKEN_ALPHABET}]{${TOKEN_LENGTH}}$`),
		'token must be 5 characters of the token alphabet',
	),
)

/** The transfer payload as the server keeps it: one opaque string the client encrypted. */
export const TRANSFER_DATA_MAX_LENGTH = 60_000
export const TransferDataSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(TRANSFER_DATA_MAX_LENGTH))

/** Why a transfer or streak call failed: stable codes the client may branch on. */
export const FAILURE_CODES = [
	'INVALID_TOKEN',
	'TOKEN_NOT_FOUND',
	'TOKEN_EXPIRED',
	'PAYLOAD_TOO_LARGE',
	'INVALID_DATA',
	'INVALID_KEY',
	'RATE_LIMITED',
	'UNKNOWN_CODE',
	'UNAVAILABLE',
	/** The server holds as many transfers, or bytes of them, as it may: 503 with Retry-After. */
	'STORAGE_FULL',
	/** The caller's address holds as many live transfers as one address may: 429 with Retry-After. */
	'TOO_MANY_TRANSFERS',
] as const
export const FailureSchema = v.object({
	valid: v.literal(false),
	code: v.string(),
	message: v.optional(v.string()),
})
export type Failure = v.InferOutput<typeof FailureSchema>

/** POST /api/userData. */
export const TransferPostBodySchema = v.object({ data: TransferDataSchema })
export const TransferPostResponseSchema = v.object({ valid: v.literal(true), token: TokenSchema })
/** GET /api/userData?token=. */
export const TransferQuerySchema = v.object({ token: v.string() })
export const TransferGetResponseSchema = v.object({ valid: v.literal(true), data: TransferDataSchema })

/** Streak codes (docs/architecture.md "Streak codes"): single-use, created by the operator. */
export const StreakCodeSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))
export const StreakRedeemBodySchema = v.object({ code: StreakCodeSchema })
export const StreakRedeemResponseSchema = v.object({
	valid: v.literal(true),
	mode: ModeSchema,
	gameNumero: count(1),
	nbGuesses: count(1),
})
export type StreakRedeemResponse = v.InferOutput<typeof StreakRedeemResponseSchema>

/** A challenge link's token (decision 084): base64url of a nonce, the sealed answer and its HMAC. */
export const ChallengeTokenSchema = v.pipe(
	v.string(),
	v.regex(/^[A-Za-z0-9_-]{38}$/, 'token must be 38 base64url characters'),
)
export const ChallengeParamsSchema = v.object({ token: ChallengeTokenSchema })

/**
 * What a challenger names: the answer they played (and Technique's attack), the picture they found
 * it in (the image modes': Fusion's forms share one name, so only the picture tells them apart) and
 * their guesses. A body without a picture names the first playable entry of that name.
 */
export const ChallengeBodySchema = v.object({
	mode: ModeSchema,
	name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
	technique: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
	picture: v.optional(ImageUrlSchema),
	nbGuesses: count(1, 255),
})
export type ChallengeBody = v.InferOutput<typeof ChallengeBodySchema>
export const ChallengeCreatedSchema = v.object({ token: ChallengeTokenSchema })
/** A challenge resolved: the answer, encrypted like the daily one, and the challenger's guesses. */
export const ChallengeResponseSchema = v.object({
	data: v.string(),
	nbGuesses: count(1, 255),
})
