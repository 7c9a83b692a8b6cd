import { CLASSIC_CATEGORIES, MODES, type Mode, PRACTICE_SERIES } from '@dragondle/core'
import * as v from 'valibot'
import { once } from '../once.ts'

// Every value the app stores, declared once: its name, its schema (valibot, of which the bundle
// keeps only the checks used) and its fallback. The schemas are the costliest code of the
// first page to evaluate, so each is built on its key's first read (decision 113): a start that
// reads a few keys, or none stored yet, never builds the others.

/** One stored value: its name, its shape, what it reads as when absent or corrupt. */
export type StoredKey<T> = {
	readonly name: string
	/** The value's schema, built on its first use and kept. */
	readonly schema: () => v.GenericSchema<unknown, T>
	readonly fallback: T
	/** Part of the player's progress: what transfer moves to another device. */
	readonly isProgress: boolean
	/** Stored obfuscated (obfuscation.ts), so it cannot be edited by hand in the storage panel. */
	readonly isObfuscated: boolean
}

type KeyOptions = { isProgress?: boolean; isObfuscated?: boolean }

function storedKey<T>(
	name: string,
	makeSchema: () => v.GenericSchema<unknown, T>,
	fallback: T,
	options: KeyOptions = {},
): StoredKey<T> {
	const { isProgress = false, isObfuscated = false } = options
	return { name, schema: once(makeSchema), fallback, isProgress, isObfuscated }
}

function perMode<T>(make: (mode: Mode) => StoredKey<T>): Readonly<Record<Mode, StoredKey<T>>> {
	return Object.fromEntries(MODES.map((mode) => [mode, make(mode)])) as Record<Mode, StoredKey<T>>
}

/** A whole number from `min`. */
function count(min: number) {
	return v.pipe(v.number(), v.safeInteger(), v.minValue(min))
}

const gameNumeroSchema = once(() => count(1))

/** Today's guesses of a mode: the single source of truth of the game, shared by every open tab. */
const guessesSchema = once(() =>
	v.nullable(v.object({ gameNumero: gameNumeroSchema(), guesses: v.array(v.string()) })),
)
export type StoredGuesses = v.InferOutput<ReturnType<typeof guessesSchema>>

/** One finished game of a mode (statistics and transfer are derived from the list of them). */
const historyEntrySchema = once(() =>
	v.object({
		gameNumero: gameNumeroSchema(),
		nbGuesses: count(1),
		/** The rank the server gave; null while it is being counted. */
		rank: v.nullable(count(1)),
		/** The rank was estimated because the win could not be posted: it is posted again on the next load. */
		estimated: v.optional(v.boolean()),
		/**
		 * What the mode records of a win besides the guesses (Technique: what it was won without;
		 * Classic: `hidden:<category>` for each category the challenger zone switched off).
		 */
		extras: v.optional(v.record(v.string(), v.boolean())),
	}),
)
export type HistoryEntry = v.InferOutput<ReturnType<typeof historyEntrySchema>>
/**
 * The history is read entry by entry: an entry that does not parse (a future version's, an edited
 * one) is dropped alone, never the whole record of a mode.
 */
const historySchema = once(() =>
	v.pipe(
		v.array(v.unknown()),
		v.transform((entries): HistoryEntry[] =>
			entries.flatMap((entry) => {
				const parsed = v.safeParse(historyEntrySchema(), entry)
				return parsed.success ? [parsed.output] : []
			}),
		),
	),
)

/** One finished practice round: won in so many guesses, or given up after them (decision 084). */
const practiceEntrySchema = once(() =>
	v.object({
		round: gameNumeroSchema(),
		isWon: v.boolean(),
		nbGuesses: count(0),
	}),
)
export type PracticeEntry = v.InferOutput<ReturnType<typeof practiceEntrySchema>>

const techniqueSettingsSchema = once(() => v.object({ isColoured: v.boolean(), isUnblurring: v.boolean() }))
export type TechniqueSettings = v.InferOutput<ReturnType<typeof techniqueSettingsSchema>>
/** The aids a Technique game was played with at some moment (for its 'won with' records). */
const techniqueAidsSchema = once(() =>
	v.nullable(
		v.object({ gameNumero: gameNumeroSchema(), wasColoured: v.boolean(), wasUnblurring: v.boolean() }),
	),
)
export type TechniqueAids = v.InferOutput<ReturnType<typeof techniqueAidsSchema>>

/** The daily reminder: on or off, its time (minutes by quarter hours, docs/product.md §9), and the clock's format. */
const notificationSchema = once(() =>
	v.object({
		isOn: v.boolean(),
		hour: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(23)),
		minute: v.picklist([0, 15, 30, 45]),
		is24Hour: v.boolean(),
	}),
)
export type NotificationSettings = v.InferOutput<ReturnType<typeof notificationSchema>>

/** Every key the app stores. */
export const STORAGE_KEYS = {
	/**
	 * The id the server issued this device (POST /api/players), which counts it once per game;
	 * '' until the first win asks for one (game/player-id.ts).
	 */
	player: storedKey('player', () => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)), ''),
	/**
	 * The language the player picked (`en_US`, `fr_FR`, …), null until they pick one: the browser's
	 * language is followed meanwhile (i18n.ts). Any shape of locale is kept, so a choice of a language
	 * not enabled in this build comes back when it is.
	 */
	locale: storedKey('locale', () => v.nullable(v.pipe(v.string(), v.regex(/^[a-z]{2}_[A-Z]{2}$/))), null),
	/**
	 * The LANGUAGE_VERSION (i18n.ts) of the build the player picked their language in: a build with
	 * new languages counts a choice made before them as none, and follows the browser again.
	 */
	languageVersion: storedKey('languageVersion', () => v.nullable(v.pipe(v.number(), v.safeInteger())), null),
	frontVersion: storedKey('frontVersion', () => v.nullable(v.pipe(v.number(), v.safeInteger())), null),
	hideColorTutorial: storedKey('hideColorTutorial', () => v.boolean(), false),
	/**
	 * Classic's challenger zone: the categories switched off (docs/product.md §3 "disabled Classic cells"),
	 * kept from game to game; core's rules drop repeats and never hide the last one.
	 */
	classicDisabled: storedKey('classic:disabled', () => v.array(v.picklist(CLASSIC_CATEGORIES)), []),
	/** Settings: the colour-blind palette for tiles and marks. */
	colourBlind: storedKey('colourBlind', () => v.boolean(), false),
	/** Settings: picking a name in the guess box's list submits it at once. */
	clickToGuess: storedKey('clickToGuess', () => v.boolean(), false),
	/** Settings: Classic's share text adds how the guesses narrowed the field (decision 124). */
	shareNarrowed: storedKey('shareNarrowed', () => v.boolean(), false),
	/** Settings: whose daily answers are played; 'auto' follows the device's clock (docs/architecture.md "Regions"). */
	region: storedKey('region', () => v.picklist(['auto', 'eu', 'us']), 'auto' as const),
	/** Settings, app build only: haptic feedback on taps (docs/product.md §3 `disable_haptic`, kept the other way round). */
	haptics: storedKey('haptics', () => v.boolean(), true),
	/** Settings, app build only: the daily reminder and its time (docs/product.md §3 "Notification time"). */
	notification: storedKey<NotificationSettings>('notification', notificationSchema, {
		isOn: false,
		hour: 18,
		minute: 0,
		is24Hour: true,
	}),
	/** App build only: the ads opt-in's two answers (docs/product.md §3 "Other" (opt-in data)); null until answered. */
	adsConsent: storedKey(
		'adsConsent',
		() => v.nullable(v.object({ isAgeRestricted: v.boolean(), hasUserConsent: v.boolean() })),
		null,
	),
	/**
	 * App mode in a browser (platform.ts, decision 087): the app-only features run as in the app,
	 * so they can be tried and tested. Set and cleared by `?app-mode=1` / `?app-mode=0`.
	 */
	appMode: storedKey('appMode', () => v.boolean(), false),
	/** App mode: when the stores' versions were last asked (docs/product.md §4: at most once per 24 h). */
	appVersionCheckedAt: storedKey('appVersionCheckedAt', () => v.nullable(v.number()), null),
	/** The info box's version the player closed (docs/product.md §2: shown while version 12 is not closed). */
	infoBoxClosed: storedKey('infoBoxClosed', () => v.nullable(v.pipe(v.number(), v.safeInteger())), null),
	/** The narrow-screen app banner was dismissed (remembered for good). */
	appBannerDismissed: storedKey('appBannerDismissed', () => v.boolean(), false),
	/** The id of the newest patch note the player has seen (the header button's unread bubble). */
	notesSeen: storedKey('notesSeen', () => v.nullable(v.string()), null),
	guesses: perMode((mode) => storedKey(`${mode}:guesses`, guessesSchema, null, { isProgress: true })),
	/** The statistics' source: obfuscated, as docs/product.md §3 stores stats with a client key. */
	history: perMode((mode) =>
		storedKey(`${mode}:history`, historySchema, [], { isProgress: true, isObfuscated: true }),
	),
	/**
	 * Today's answer as the server sent it, still encrypted (docs/product.md §3 `{mode}_today_answer`): a
	 * reload later in the day plays without the network.
	 */
	todayAnswer: perMode((mode) =>
		storedKey(
			`${mode}:todayAnswer`,
			() => v.nullable(v.object({ gameNumero: gameNumeroSchema(), data: v.string() })),
			null,
		),
	),
	/**
	 * The archive's game in progress (a past day, decision 084): apart from today's guesses, so playing
	 * a past day never touches today's game.
	 */
	archiveGuesses: perMode((mode) =>
		storedKey(`${mode}:archive:guesses`, guessesSchema, null, { isProgress: true }),
	),
	/**
	 * The archive's own record: past days won there (rank always null, nothing is posted). Apart from
	 * `history`, so it never counts in the daily statistics or streaks.
	 */
	archiveRecord: perMode((mode) =>
		storedKey(`${mode}:archive:record`, historySchema, [], { isProgress: true, isObfuscated: true }),
	),
	/** Practice (decision 084): the round being played; a new game is the next round. */
	practiceRound: perMode((mode) => storedKey(`${mode}:practice:round`, gameNumeroSchema, 1)),
	/** Practice: the series Classic and Silhouette draw from; null for every series. */
	practiceSeries: perMode((mode) =>
		storedKey(`${mode}:practice:series`, () => v.nullable(v.picklist(PRACTICE_SERIES)), null),
	),
	/** Practice: the round's answer as the server sent it (encrypted), so a reload plays the same one. */
	practiceAnswer: perMode((mode) =>
		storedKey(
			`${mode}:practice:answer`,
			() => v.nullable(v.object({ round: gameNumeroSchema(), data: v.string() })),
			null,
		),
	),
	/** A friend's challenge being played (decision 084): its guesses, under the link's number. */
	challengeGuesses: perMode((mode) => storedKey(`${mode}:challenge:guesses`, guessesSchema, null)),
	/** Practice: the round's guesses, by round number. */
	practiceGuesses: perMode((mode) => storedKey(`${mode}:practice:guesses`, guessesSchema, null)),
	/** Practice's own statistics: each finished round, won or given up (never the daily history). */
	practiceRecord: perMode((mode) =>
		storedKey(`${mode}:practice:record`, () => v.array(practiceEntrySchema()), [], { isProgress: true }),
	),
	/** Fusion and Silhouette: the picture zooms out with each wrong guess unless switched off. */
	zoomOut: perMode((mode) => storedKey(`${mode}:zoomOut`, () => v.boolean(), true)),
	/** Technique: colours off (grey filter) and unblurring on by default (docs/product.md §3). */
	techniqueSettings: storedKey('technique:settings', techniqueSettingsSchema, {
		isColoured: false,
		isUnblurring: true,
	}),
	techniqueAids: storedKey('technique:aids', techniqueAidsSchema, null, { isProgress: true }),
	/**
	 * App mode: a first start's offer to import progress from another device was shown
	 * (docs/product.md §4 "Transfer: import"; `showed_import_data_mobile`), so it never comes again.
	 */
	showedImportDataMobile: storedKey('showedImportDataMobile', () => v.boolean(), false),
	/** The game number whose all-done dialog was shown, so it opens once a day by itself. */
	allDoneShown: storedKey('allDoneShown', () => v.nullable(gameNumeroSchema()), null),
	/**
	 * The last export's token (docs/product.md §3 `token_data`): reused while it lives and the progress it
	 * carries is still the device's (`digest`), so an export never hands over yesterday's record.
	 */
	transferToken: storedKey(
		'transferToken',
		() => v.nullable(v.object({ token: v.string(), expiresAt: v.number(), digest: v.string() })),
		null,
	),
} as const

/** Every stored key of the registry, the per-mode ones included. */
function allKeys(): StoredKey<unknown>[] {
	return Object.values(STORAGE_KEYS).flatMap((entry) =>
		'name' in entry ? [entry as StoredKey<unknown>] : (Object.values(entry) as StoredKey<unknown>[]),
	)
}

/** The keys that make up the player's progress: what transfer moves (docs/architecture.md "Transfer"). */
export function progressKeys(): StoredKey<unknown>[] {
	return allKeys().filter((key) => key.isProgress)
}
