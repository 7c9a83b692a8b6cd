import * as z from 'zod/mini'
import { type Mode, ModeSchema } from './schemas.ts'

/** Regions and their day start (docs/architecture.md "Regions"). */
export const REGIONS = ['eu', 'us'] as const
export const RegionSchema = z.enum(REGIONS)
export type Region = z.infer<typeof RegionSchema>

/** The player's UTC offset in hours, possibly fractional (−12…+14), as a JSON number. */
export const UtcOffsetSchema = z.number().check(z.minimum(-12), z.maximum(14))

/** The same offset written in a query string: a decimal number, nothing else (no '', no 'null'). */
export const UtcOffsetQuerySchema = z.pipe(
	z.pipe(
		z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'utc must be a number of hours')),
		z.transform((text: string) => Number(text)),
	),
	UtcOffsetSchema,
)

export const ModeParamsSchema = z.object({ mode: ModeSchema })
export const UtcQuerySchema = z.object({ utc: z._default(UtcOffsetQuerySchema, 0) })

/** A game number written in a query string: a whole number from 1, nothing else. */
const GameNumeroQuerySchema = z.pipe(
	z.string().check(z.regex(/^\d{1,6}$/, 'gameNumero must be a whole number')),
	z.pipe(
		z.transform((text: string) => Number(text)),
		z.int().check(z.minimum(1), z.maximum(100_000)),
	),
)

/**
 * The answer route's query: the player's offset, and optionally a past game to play (the archive,
 * decision 084); without it, today's game.
 */
export const AnswerQuerySchema = z.object({
	utc: z._default(UtcOffsetQuerySchema, 0),
	gameNumero: z.optional(GameNumeroQuerySchema),
})

/**
 * A player id kept on the device, used only to count a player once per game. The server issues it
 * (POST /api/players) and signs it with its issue day, so a made-up id counts nothing and an id
 * counts only for the games of its first week; the shape alone is checked here.
 */
export const PlayerIdSchema = z
	.string()
	.check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'player must be 8–64 URL-safe characters'))

/**
 * The code of a win refused because its player id does not count (403): the server did not issue
 * it, or it is too old for the game. Either way the page asks for a new id and posts the win again.
 */
export const UNKNOWN_PLAYER = 'UNKNOWN_PLAYER'

/** POST /api/players: a new signed player id (rate-limited per address). */
export const PlayerIssueResponseSchema = z.object({ player: PlayerIdSchema })
export type PlayerIssueResponse = z.infer<typeof PlayerIssueResponseSchema>

export const WinBodySchema = z.object({
	name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
	utc: UtcOffsetSchema,
	player: PlayerIdSchema,
	/** The guesses the win took, counted by guess number (never with the player); absent from older pages. */
	nbGuesses: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
})
export type WinBody = z.infer<typeof WinBodySchema>

export const WinResponseSchema = z.object({
	correct: z.boolean(),
	rank: z.optional(z.int().check(z.minimum(1))),
	count: z.int().check(z.minimum(0)),
})
export type WinResponse = z.infer<typeof WinResponseSchema>

export const WinnersQuerySchema = z.object({
	gameNumero: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100_000))),
	utc: z._default(UtcOffsetQuerySchema, 0),
})
export const WinnersResponseSchema = z.object({ count: z.int().check(z.minimum(0)) })

/** A game's winners by the guesses their win took: counts only, the guess numbers nobody won in left out. */
export const WinnerGuessesResponseSchema = z.object({
	byGuesses: z.array(
		z.object({ nbGuesses: z.int().check(z.minimum(1)), count: z.int().check(z.minimum(1)) }),
	),
})
export type WinnerGuessesResponse = z.infer<typeof WinnerGuessesResponseSchema>

/** The fields every mode's daily answer has (docs/product.md §3 "Daily answer payload"). */
const dailyAnswerBase = {
	game_numero: z.int().check(z.minimum(1)),
	/** Yesterday's answer name, or null on game 1. */
	yesterday: z.nullable(z.string()),
	champion_name: z.string(),
	clues: z.record(z.string(), z.string()),
}

/** An image URL of the day: opaque (`/art/i/<content hash>.webp`), so it never names the answer. */
const ImageUrlSchema = z
	.string()
	.check(z.regex(/^\/art\/i\/[0-9a-f]{16,64}\.webp$/, 'expected an opaque image URL'))
/** A crop centre coordinate, in percent of the image. */
const PercentSchema = z.number().check(z.minimum(0), z.maximum(100))

export const ClassicAnswerSchema = z.object({ mode: z.literal('classic'), ...dailyAnswerBase })

export const FusionAnswerSchema = z.object({
	mode: z.literal('fusion'),
	...dailyAnswerBase,
	fusion_imageUrl: ImageUrlSchema,
	fusion_coordinates_x: PercentSchema,
	fusion_coordinates_y: PercentSchema,
	/**
	 * The crop centre after 5 wrong guesses (decision 109). Optional: a payload from before it (an
	 * offline bundle) keeps its centre where it opens.
	 */
	fusion_late_x: z.optional(PercentSchema),
	fusion_late_y: z.optional(PercentSchema),
	fusion_scale_factor: z.number().check(z.positive()),
	/** The fused characters' names, for the clue section after the win. */
	fusion_components: z.array(z.string()).check(z.minLength(2)),
})

export const TechniqueAnswerSchema = z.object({
	mode: z.literal('technique'),
	...dailyAnswerBase,
	technique_name: z.string(),
	technique_imageUrl: ImageUrlSchema,
})

export const SilhouetteAnswerSchema = z.object({
	mode: z.literal('silhouette'),
	...dailyAnswerBase,
	silhouette_x: PercentSchema,
	silhouette_y: PercentSchema,
	/** As Fusion's: the crop centre after 5 wrong guesses, optional for the payloads from before it. */
	silhouette_late_x: z.optional(PercentSchema),
	silhouette_late_y: z.optional(PercentSchema),
	silhouette_imageUrl: ImageUrlSchema,
})

/** Decrypted payload of GET /api/games/:mode/answer: one shape per mode, told apart by `mode`. */
export const DailyAnswerSchema = z.discriminatedUnion('mode', [
	ClassicAnswerSchema,
	FusionAnswerSchema,
	TechniqueAnswerSchema,
	SilhouetteAnswerSchema,
])
export type DailyAnswer = z.infer<typeof DailyAnswerSchema>
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
export const EncryptedResponseSchema = z.object({ data: z.string() })

/** One mode's entry in /cache/cache.json. */
export const CacheEntrySchema = z.object({
	answerEncrypted_eu: z.string(),
	answerEncrypted_us: z.string(),
	answerNameEncrypted_eu: z.string(),
	answerNameEncrypted_us: z.string(),
})
export const CacheBundleSchema = z.record(ModeSchema, CacheEntrySchema)
export type CacheBundle = z.infer<typeof CacheBundleSchema>

export const VersionSchema = z.object({ version: z.int().check(z.minimum(0)) })
export const ErrorResponseSchema = z.object({ message: z.string(), code: z.optional(z.string()) })

/**
 * Transfer tokens (docs/architecture.md "Transfer"): 5 characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L), so a token read aloud or copied by hand is typed right.
 */
export const TOKEN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const TOKEN_LENGTH = 5
export const TokenSchema = z
	.string()
	.check(
		z.regex(
			new RegExp(`^[${TOKEN_ALPHABET}]{${TOKEN_LENGTH}}$`),
			'token must be 5 characters of the token alphabet',
		),
	)

/** The transfer payload as the server keeps it: one opaque string the client encrypted. */
export const TRANSFER_DATA_MAX_LENGTH = 60_000
export const TransferDataSchema = z.string().check(z.minLength(1), z.maxLength(TRANSFER_DATA_MAX_LENGTH))

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
export const FailureSchema = z.object({
	valid: z.literal(false),
	code: z.string(),
	message: z.optional(z.string()),
})
export type Failure = z.infer<typeof FailureSchema>

/** POST /api/userData. */
export const TransferPostBodySchema = z.object({ data: TransferDataSchema })
export const TransferPostResponseSchema = z.object({ valid: z.literal(true), token: TokenSchema })
/** GET /api/userData?token=. */
export const TransferQuerySchema = z.object({ token: z.string() })
export const TransferGetResponseSchema = z.object({ valid: z.literal(true), data: TransferDataSchema })

/** Streak codes (docs/architecture.md "Streak codes"): single-use, created by the operator. */
export const StreakCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))
export const StreakRedeemBodySchema = z.object({ code: StreakCodeSchema })
export const StreakRedeemResponseSchema = z.object({
	valid: z.literal(true),
	mode: ModeSchema,
	gameNumero: z.int().check(z.minimum(1)),
	nbGuesses: z.int().check(z.minimum(1)),
})
export type StreakRedeemResponse = z.infer<typeof StreakRedeemResponseSchema>

/** A challenge link's token (decision 084): base64url of a nonce, the sealed answer and its HMAC. */
export const ChallengeTokenSchema = z
	.string()
	.check(z.regex(/^[A-Za-z0-9_-]{38}$/, 'token must be 38 base64url characters'))
export const ChallengeParamsSchema = z.object({ token: ChallengeTokenSchema })

/**
 * What a challenger names: the answer they played (and Technique's attack), the picture they found
 * it in (the image modes': Fusion's forms share one name, so only the picture tells them apart) and
 * their guesses. A body without a picture names the first playable entry of that name.
 */
export const ChallengeBodySchema = z.object({
	mode: ModeSchema,
	name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
	technique: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
	picture: z.optional(ImageUrlSchema),
	nbGuesses: z.int().check(z.minimum(1), z.maximum(255)),
})
export type ChallengeBody = z.infer<typeof ChallengeBodySchema>
export const ChallengeCreatedSchema = z.object({ token: ChallengeTokenSchema })
/** A challenge resolved: the answer, encrypted like the daily one, and the challenger's guesses. */
export const ChallengeResponseSchema = z.object({
	data: z.string(),
	nbGuesses: z.int().check(z.minimum(1), z.maximum(255)),
})
