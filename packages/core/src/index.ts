export type {
	CacheBundle,
	ChallengeBody,
	DailyAnswer,
	DailyAnswerOf,
	Failure,
	Region,
	StreakRedeemResponse,
	WinBody,
	WinResponse,
} from './api.ts'
export {
	AnswerQuerySchema,
	answerPictureOf,
	CacheBundleSchema,
	CacheEntrySchema,
	ChallengeBodySchema,
	ChallengeCreatedSchema,
	ChallengeParamsSchema,
	ChallengeResponseSchema,
	ChallengeTokenSchema,
	ClassicAnswerSchema,
	DailyAnswerSchema,
	EncryptedResponseSchema,
	ErrorResponseSchema,
	FAILURE_CODES,
	FailureSchema,
	FusionAnswerSchema,
	ModeParamsSchema,
	PlayerIdSchema,
	type PlayerIssueResponse,
	PlayerIssueResponseSchema,
	REGIONS,
	RegionSchema,
	SilhouetteAnswerSchema,
	StreakCodeSchema,
	StreakRedeemBodySchema,
	StreakRedeemResponseSchema,
	TechniqueAnswerSchema,
	TOKEN_ALPHABET,
	TOKEN_LENGTH,
	TokenSchema,
	TRANSFER_DATA_MAX_LENGTH,
	TransferDataSchema,
	TransferGetResponseSchema,
	TransferPostBodySchema,
	TransferPostResponseSchema,
	TransferQuerySchema,
	UNKNOWN_PLAYER,
	UtcOffsetQuerySchema,
	UtcOffsetSchema,
	UtcQuerySchema,
	VersionSchema,
	WinBodySchema,
	type WinnerGuessesResponse,
	WinnerGuessesResponseSchema,
	WinnersQuerySchema,
	WinnersResponseSchema,
	WinResponseSchema,
} from './api.ts'
export type { BonusChoice, BonusInput, BonusMode } from './bonus.ts'
export { BONUS_CHOICES, bonusChoices, isSameBonusChoice } from './bonus.ts'
export type { Countdown } from './calendar.ts'
export {
	countdownTo,
	DAY_MS,
	DEFAULT_LAUNCH_DAY,
	dayOfGame,
	gameNumeroAt,
	isBirthday,
	isCalendarDay,
	nextResetAt,
	REGION_OFFSET_HOURS,
	regionDay,
	regionForOffset,
} from './calendar.ts'
export type { ChallengerTier } from './challenger.ts'
export {
	challengerTier,
	disabledCategories,
	MAX_DISABLED_CELLS,
	shownCategories,
	toggleCategory,
} from './challenger.ts'
export type { ClueState } from './clues.ts'
export { CLUE_AFTER_TRIES, clueIn, clueKeyOf, clueState } from './clues.ts'
export type { ClassicCategory, Tile, TileResult } from './compare.ts'
export { CLASSIC_CATEGORIES, compareCharacters, isDuplicateOfAnswer } from './compare.ts'
export { decryptJson, encryptJson } from './crypto.ts'
export type { GameState, GameStatus, GuessOutcome } from './game.ts'
export { applyGuess, NEW_GAME, restoreGame } from './game.ts'
export type { InsightStep, Split } from './insight.ts'
export {
	afterGuess,
	bestSplit,
	classicInsight,
	perfectPlay,
	remainingCounts,
	splitOf,
	tilePattern,
} from './insight.ts'
export {
	DEFAULT_LANGUAGE,
	isLanguage,
	LANGUAGE_COOKIE,
	LANGUAGES,
	type Language,
	matchLanguage,
	pageLanguageOf,
} from './languages.ts'
export { type AnswerSource, hasPracticeSeries, MODE_RULES, MODES, nextModeAfter } from './modes.ts'
export {
	PRERENDERED_PAGES,
	PRERENDERED_PATHS,
	pageFileOf,
	sharesPageFile,
	splitPageForConfig,
} from './pages.ts'
export {
	type AnswerEntry,
	type AnswerPools,
	answerCharacterIds,
	type GuessCount,
	type RuledOutStep,
	ruledOutSteps,
	type WinnerStanding,
	winnerStanding,
} from './picture-insight.ts'
export type { Point, Rect, Size } from './reveal.ts'
export {
	BLUR_MIN_PX,
	BLUR_START_PX,
	BLUR_STEP_PX,
	blurPx,
	CANVAS_SIZE,
	CENTRE_MOVE_GUESSES,
	cropRect,
	revealCentre,
	ZOOM_START,
	ZOOM_STEP,
	zoomFraction,
} from './reveal.ts'
export {
	type ModePageName,
	matchPage,
	PAGE_ROUTES,
	type PageMatch,
	type PageName,
	type PageRoute,
	type PlayKind,
} from './routes.ts'
export {
	ANALYTICS_FORMATS,
	type AnalyticsFormat,
	DEV_ANSWER_KEY,
	DEV_TRANSFER_KEY,
	defaultRuntimeConfig,
	RUNTIME_CONFIG_TAG,
	RUNTIME_CONFIG_TAG_NAME,
	type RuntimeConfig,
	type RuntimeConfigSettings,
	readRuntimeConfig,
	runtimeConfigOf,
	runtimeConfigTag,
	type SiblingGame,
} from './runtime-config.ts'
export type { ParsedDebut, PlacedDebut } from './saga.ts'
export { compareDebuts, parseDebut, placeDebut, subSagaOf } from './saga.ts'
export {
	answerFor,
	isPlayableEntry,
	MAX_NO_REPEAT_DAYS,
	noRepeatWindow,
	type PoolEntry,
	type ScheduleInput,
	scheduleAnswers,
	uniformDraw,
} from './schedule.ts'
export type { Character, Fusion, Gender, Mode, Saga, Series, Technique } from './schemas.ts'
export {
	CharacterSchema,
	CharactersFileSchema,
	DebutSchema,
	FusionSchema,
	FusionsFileSchema,
	GenderSchema,
	IsoDateSchema,
	ModeSchema,
	SagaSchema,
	SagasFileSchema,
	SERIES_ORDER,
	SeriesSchema,
	TechniqueSchema,
	TechniquesFileSchema,
} from './schemas.ts'
export {
	findCharacterByName,
	isSameName,
	matchedAlias,
	normalizeName,
	prepareSearch,
	searchCharacters,
	searchReadings,
} from './search.ts'
export type { PracticeSeries } from './series.ts'
export { PRACTICE_SERIES, PracticeQuerySchema, PracticeSeriesSchema, practiceSeriesOf } from './series.ts'
export type {
	AllDoneResult,
	AllDoneShareInput,
	ClassicShareInput,
	ImageShareInput,
	ShareMark,
	ShareTitle,
	ShareWords,
} from './share.ts'
export {
	allDoneShareText,
	classicShareText,
	imageShareText,
	SHARE_ROWS,
	SHARE_SQUARES,
} from './share.ts'
export type { GameRecord, Stats, StreakFlame } from './stats.ts'
export { SIDE_FLAME_AFTER, STREAK_BIRTHDAY, statsOf, streakFlame } from './stats.ts'
