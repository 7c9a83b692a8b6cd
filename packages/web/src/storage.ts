import { CLASSIC_CATEGORIES, MODES, type Mode, PRACTICE_SERIES } from '@dragondle/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { deobfuscate, obfuscate } from './obfuscation.ts'

/**
 * The only module that touches localStorage. Every key is declared once in STORAGE_KEYS with its
 * schema and fallback; values live under `app:v1:<name>`, are zod-parsed on every read (zod/mini,
 * which keeps full zod out of the first page's bundle), and a value that does not parse is
 * discarded key by key, never breaking the page.
 */
const PREFIX = 'app:v1:'
const listeners = new Set<() => void>()
/**
 * Values this page could not write (storage full, or disabled by the browser): kept in memory, so
 * the game goes on in this page, and read before localStorage while they last.
 */
const unsaved = new Map<string, string | null>()

/** One stored value: its name, its shape, what it reads as when absent or corrupt. */
export type StoredKey<T> = {
	readonly name: string
	readonly schema: z.core.$ZodType<T>
	readonly fallback: T
	/** Part of the player's progress: what transfer moves to another device. */
	readonly isProgress: boolean
	/** Stored obfuscated (obfuscation.ts), so it cannot be edited by hand in the storage panel. */
	readonly isObfuscated: boolean
}

type KeyOptions = { isProgress?: boolean; isObfuscated?: boolean }

function storedKey<T>(
	name: string,
	schema: z.core.$ZodType<T>,
	fallback: T,
	options: KeyOptions = {},
): StoredKey<T> {
	const { isProgress = false, isObfuscated = false } = options
	return { name, schema, fallback, isProgress, isObfuscated }
}

function perMode<T>(make: (mode: Mode) => StoredKey<T>): Readonly<Record<Mode, StoredKey<T>>> {
	return Object.fromEntries(MODES.map((mode) => [mode, make(mode)])) as Record<Mode, StoredKey<T>>
}

const GameNumeroSchema = z.int().check(z.minimum(1))

/** Today's guesses of a mode: the single source of truth of the game, shared by every open tab. */
const GuessesSchema = z.nullable(z.object({ gameNumero: GameNumeroSchema, guesses: z.array(z.string()) }))
export type StoredGuesses = z.infer<typeof GuessesSchema>

/** One finished game of a mode (statistics and transfer are derived from the list of them). */
const HistoryEntrySchema = z.object({
	gameNumero: GameNumeroSchema,
	nbGuesses: z.int().check(z.minimum(1)),
	/** The rank the server gave; null while it is being counted. */
	rank: z.nullable(z.int().check(z.minimum(1))),
	/** The rank was estimated because the win could not be posted: it is posted again on the next load. */
	estimated: z.optional(z.boolean()),
	/**
	 * What the mode records of a win besides the guesses (Technique: what it was won without;
	 * Classic: `hidden:<category>` for each category the challenger zone switched off).
	 */
	extras: z.optional(z.record(z.string(), z.boolean())),
})
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>
/**
 * The history is read entry by entry: an entry that does not parse (a future version's, an edited
 * one) is dropped alone, never the whole record of a mode.
 */
const HistorySchema = z.pipe(
	z.array(z.unknown()),
	z.transform((entries): HistoryEntry[] =>
		entries.flatMap((entry) => {
			const parsed = z.safeParse(HistoryEntrySchema, entry)
			return parsed.success ? [parsed.data] : []
		}),
	),
)

/** One finished practice round: won in so many guesses, or given up after them (issue #13). */
const PracticeEntrySchema = z.object({
	round: GameNumeroSchema,
	isWon: z.boolean(),
	nbGuesses: z.int().check(z.minimum(0)),
})
export type PracticeEntry = z.infer<typeof PracticeEntrySchema>

const TechniqueSettingsSchema = z.object({ isColoured: z.boolean(), isUnblurring: z.boolean() })
export type TechniqueSettings = z.infer<typeof TechniqueSettingsSchema>
/** The aids a Technique game was played with at some moment (for its 'won with' records). */
const TechniqueAidsSchema = z.nullable(
	z.object({ gameNumero: GameNumeroSchema, wasColoured: z.boolean(), wasUnblurring: z.boolean() }),
)
export type TechniqueAids = z.infer<typeof TechniqueAidsSchema>

/** The daily reminder: on or off, its time (minutes by quarter hours, docs/product.md §9), and the clock's format. */
const NotificationSchema = z.object({
	isOn: z.boolean(),
	hour: z.int().check(z.minimum(0), z.maximum(23)),
	minute: z.literal([0, 15, 30, 45]),
	is24Hour: z.boolean(),
})
export type NotificationSettings = z.infer<typeof NotificationSchema>

/** Every key the app stores. */
export const STORAGE_KEYS = {
	/**
	 * The id the server issued this device (POST /api/players), which counts it once per game;
	 * '' until the first win asks for one (game/player-id.ts).
	 */
	player: storedKey('player', z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)), ''),
	locale: storedKey('locale', z.enum(['en_US']), 'en_US' as const),
	frontVersion: storedKey('frontVersion', z.nullable(z.int()), null),
	hideColorTutorial: storedKey('hideColorTutorial', z.boolean(), false),
	/**
	 * Classic's challenger zone: the categories switched off (docs/product.md §3 "disabled Classic cells"),
	 * kept from game to game; core's rules drop repeats and never hide the last one.
	 */
	classicDisabled: storedKey('classic:disabled', z.array(z.enum(CLASSIC_CATEGORIES)), []),
	/** Settings: the colour-blind palette for tiles and marks. */
	colourBlind: storedKey('colourBlind', z.boolean(), false),
	/** Settings: picking a name in the guess box's list submits it at once. */
	clickToGuess: storedKey('clickToGuess', z.boolean(), false),
	/** Settings: whose daily answers are played; 'auto' follows the device's clock (docs/architecture.md "Regions"). */
	region: storedKey('region', z.enum(['auto', 'eu', 'us']), 'auto' as const),
	/** Settings, app build only: haptic feedback on taps (docs/product.md §3 `disable_haptic`, kept the other way round). */
	haptics: storedKey('haptics', z.boolean(), true),
	/** Settings, app build only: the daily reminder and its time (docs/product.md §3 "Notification time"). */
	notification: storedKey<NotificationSettings>('notification', NotificationSchema, {
		isOn: false,
		hour: 18,
		minute: 0,
		is24Hour: true,
	}),
	/** App build only: the ads opt-in's two answers (docs/product.md §3 "Opt-in data"); null until answered. */
	adsConsent: storedKey(
		'adsConsent',
		z.nullable(z.object({ isAgeRestricted: z.boolean(), hasUserConsent: z.boolean() })),
		null,
	),
	/**
	 * App mode in a browser (platform.ts, decision 087): the app-only features run as in the app,
	 * so they can be tried and tested. Set and cleared by `?app-mode=1` / `?app-mode=0`.
	 */
	appMode: storedKey('appMode', z.boolean(), false),
	/** App mode: when the stores' versions were last asked (docs/product.md §4: at most once per 24 h). */
	appVersionCheckedAt: storedKey('appVersionCheckedAt', z.nullable(z.number()), null),
	/** The info box's version the player closed (docs/product.md §2: shown while version 12 is not closed). */
	infoBoxClosed: storedKey('infoBoxClosed', z.nullable(z.int()), null),
	/** The narrow-screen app banner was dismissed (remembered for good). */
	appBannerDismissed: storedKey('appBannerDismissed', z.boolean(), false),
	/** The id of the newest patch note the player has seen (the header button's unread bubble). */
	notesSeen: storedKey('notesSeen', z.nullable(z.string()), null),
	guesses: perMode((mode) => storedKey(`${mode}:guesses`, GuessesSchema, null, { isProgress: true })),
	/** The statistics' source: obfuscated, as docs/product.md §3 stores stats with a client key. */
	history: perMode((mode) =>
		storedKey(`${mode}:history`, HistorySchema, [], { isProgress: true, isObfuscated: true }),
	),
	/**
	 * Today's answer as the server sent it, still encrypted (docs/product.md §3 `{mode}_today_answer`): a
	 * reload later in the day plays without the network.
	 */
	todayAnswer: perMode((mode) =>
		storedKey(
			`${mode}:todayAnswer`,
			z.nullable(z.object({ gameNumero: GameNumeroSchema, data: z.string() })),
			null,
		),
	),
	/**
	 * The archive's game in progress (a past day, issue #13): apart from today's guesses, so playing
	 * a past day never touches today's game.
	 */
	archiveGuesses: perMode((mode) =>
		storedKey(`${mode}:archive:guesses`, GuessesSchema, null, { isProgress: true }),
	),
	/**
	 * The archive's own record: past days won there (rank always null, nothing is posted). Apart from
	 * `history`, so it never counts in the daily statistics or streaks.
	 */
	archiveRecord: perMode((mode) =>
		storedKey(`${mode}:archive:record`, HistorySchema, [], { isProgress: true, isObfuscated: true }),
	),
	/** Practice (issue #13): the round being played; a new game is the next round. */
	practiceRound: perMode((mode) => storedKey(`${mode}:practice:round`, GameNumeroSchema, 1)),
	/** Practice: the series Classic and Silhouette draw from; null for every series. */
	practiceSeries: perMode((mode) =>
		storedKey(`${mode}:practice:series`, z.nullable(z.enum(PRACTICE_SERIES)), null),
	),
	/** Practice: the round's answer as the server sent it (encrypted), so a reload plays the same one. */
	practiceAnswer: perMode((mode) =>
		storedKey(
			`${mode}:practice:answer`,
			z.nullable(z.object({ round: GameNumeroSchema, data: z.string() })),
			null,
		),
	),
	/** A friend's challenge being played (issue #13): its guesses, under the link's number. */
	challengeGuesses: perMode((mode) => storedKey(`${mode}:challenge:guesses`, GuessesSchema, null)),
	/** Practice: the round's guesses, by round number. */
	practiceGuesses: perMode((mode) => storedKey(`${mode}:practice:guesses`, GuessesSchema, null)),
	/** Practice's own statistics: each finished round, won or given up (never the daily history). */
	practiceRecord: perMode((mode) =>
		storedKey(`${mode}:practice:record`, z.array(PracticeEntrySchema), [], { isProgress: true }),
	),
	/** Fusion and Silhouette: the picture zooms out with each wrong guess unless switched off. */
	zoomOut: perMode((mode) => storedKey(`${mode}:zoomOut`, z.boolean(), true)),
	/** Technique: colours off (grey filter) and unblurring on by default (docs/product.md §3). */
	techniqueSettings: storedKey('technique:settings', TechniqueSettingsSchema, {
		isColoured: false,
		isUnblurring: true,
	}),
	techniqueAids: storedKey('technique:aids', TechniqueAidsSchema, null, { isProgress: true }),
	/** The game number whose all-done dialog was shown, so it opens once a day by itself. */
	allDoneShown: storedKey('allDoneShown', z.nullable(GameNumeroSchema), null),
	/**
	 * The last export's token (docs/product.md §3 `token_data`): reused while it lives and the progress it
	 * carries is still the device's (`digest`), so an export never hands over yesterday's record.
	 */
	transferToken: storedKey(
		'transferToken',
		z.nullable(z.object({ token: z.string(), expiresAt: z.number(), digest: z.string() })),
		null,
	),
} as const

/** Before histories, a mode kept only its last won game here; it is read into the history. */
const LEGACY_RESULT = perMode((mode) =>
	storedKey(`${mode}:result`, z.nullable(z.omit(HistoryEntrySchema, { extras: true })), null),
)

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

/** The player's progress as stored now, by key name (a history with the legacy result folded in). */
export function readProgress(): Map<string, unknown> {
	const historyOf = new Map(MODES.map((mode) => [STORAGE_KEYS.history[mode].name, mode]))
	return new Map(
		progressKeys().map((key) => {
			const mode = historyOf.get(key.name)
			return [key.name, mode ? readHistory(mode) : readValue(key)]
		}),
	)
}

/**
 * Replaces the whole progress with `values` (an import, docs/product.md §4: it replaces every streak and
 * stat): each progress key gets its value, or goes when `values` has none. The values must have
 * been checked against their keys' schemas.
 */
export function replaceProgress(values: ReadonlyMap<string, unknown>): void {
	for (const key of progressKeys()) {
		if (values.has(key.name)) writeValue(key, values.get(key.name))
		else removeValue(key)
	}
	for (const mode of MODES) removeValue(LEGACY_RESULT[mode])
}

/** Drops the values kept only in memory: a page's data cleared (tests start from nothing with it). */
export function discardUnsaved(): void {
	unsaved.clear()
	notify()
}

function fullKey(name: string): string {
	return PREFIX + name
}

function notify(): void {
	for (const listener of listeners) listener()
}

function parseStored<T>(raw: string | null, key: StoredKey<T>): { ok: true; value: T } | { ok: false } {
	const json = raw !== null && key.isObfuscated ? deobfuscate(raw) : raw
	if (json === null) return { ok: false }
	try {
		const parsed = z.safeParse(key.schema, JSON.parse(json))
		return parsed.success ? { ok: true, value: parsed.data } : { ok: false }
	} catch {
		return { ok: false }
	}
}

function readRaw(name: string): string | null {
	const kept = unsaved.get(name)
	if (kept !== undefined) return kept
	try {
		return localStorage.getItem(fullKey(name))
	} catch {
		return null
	}
}

/** Reads a stored value outside render; a missing one gives the fallback, a corrupt one is removed first. */
export function readValue<T>(key: StoredKey<T>): T {
	const raw = readRaw(key.name)
	const parsed = parseStored(raw, key)
	if (parsed.ok) return parsed.value
	if (raw !== null) {
		console.info(`Discarded corrupt stored value ${fullKey(key.name)}`)
		removeValue(key)
	}
	return key.fallback
}

export function writeValue<T>(key: StoredKey<T>, value: T): void {
	const json = JSON.stringify(value)
	const raw = key.isObfuscated ? obfuscate(json) : json
	try {
		localStorage.setItem(fullKey(key.name), raw)
		unsaved.delete(key.name)
	} catch {
		// storage full or disabled: the game goes on in this page, without persistence
		unsaved.set(key.name, raw)
	}
	notify()
}

export function removeValue<T>(key: StoredKey<T>): void {
	try {
		localStorage.removeItem(fullKey(key.name))
		unsaved.delete(key.name)
	} catch {
		unsaved.set(key.name, null)
	}
	notify()
}

/** Calls `listener` on every stored value's change, in this tab or another; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
	listeners.add(listener)
	window.addEventListener('storage', listener)
	return () => {
		listeners.delete(listener)
		window.removeEventListener('storage', listener)
	}
}

/**
 * Subscribes a component to a stored value, updated by writes in this tab and in other tabs. Render
 * never writes: a corrupt value reads as the fallback until a write replaces it. On the server (no
 * storage) every value reads as its fallback.
 */
export function useValue<T>(key: StoredKey<T>): T {
	const getSnapshot = useCallback(() => readRaw(key.name), [key])
	const raw = useSyncExternalStore(subscribe, getSnapshot, () => null)
	return useMemo(() => parsedOr(raw, key), [raw, key])
}

/** A mode's guesses of one game; guesses of another game number read as none. */
export function guessesOf(stored: StoredGuesses, gameNumero: number): readonly string[] {
	return stored?.gameNumero === gameNumero ? stored.guesses : []
}

/** The history with the legacy last result folded in (once per game number, the history winning). */
function withLegacy(history: readonly HistoryEntry[], legacy: HistoryEntry | null): HistoryEntry[] {
	if (legacy === null || history.some((entry) => entry.gameNumero === legacy.gameNumero)) return [...history]
	return [...history, legacy].sort((a, b) => a.gameNumero - b.gameNumero)
}

/** Every finished game of a mode, oldest first, subscribed. */
export function useHistory(mode: Mode): readonly HistoryEntry[] {
	const history = useValue(STORAGE_KEYS.history[mode])
	const legacy = useValue(LEGACY_RESULT[mode])
	return useMemo(() => withLegacy(history, legacy), [history, legacy])
}

/** Every mode's raw history and legacy result, as one string: React re-renders only when one changes. */
function historiesSnapshot(): string {
	const raws = MODES.map((mode) => [
		readRaw(STORAGE_KEYS.history[mode].name),
		readRaw(LEGACY_RESULT[mode].name),
	])
	return JSON.stringify(raws)
}

function parsedOr<T>(raw: string | null, key: StoredKey<T>): T {
	const parsed = parseStored(raw, key)
	return parsed.ok ? parsed.value : key.fallback
}

/** Each mode's finished game `gameNumero`, for the modes that have one, subscribed. */
export function useDayEntries(gameNumero: number): ReadonlyMap<Mode, HistoryEntry> {
	const snapshot = useSyncExternalStore(subscribe, historiesSnapshot, () => '[]')
	return useMemo(() => {
		const raws = JSON.parse(snapshot) as [string | null, string | null][]
		const entries = new Map<Mode, HistoryEntry>()
		MODES.forEach((mode, index) => {
			const [history = null, legacy = null] = raws[index] ?? []
			const all = withLegacy(
				parsedOr(history, STORAGE_KEYS.history[mode]),
				parsedOr(legacy, LEGACY_RESULT[mode]),
			)
			const entry = entryFor(all, gameNumero)
			if (entry !== undefined) entries.set(mode, entry)
		})
		return entries
	}, [snapshot, gameNumero])
}

/** The modes whose game `gameNumero` is finished, subscribed (docs/product.md §4 "All games done"). */
export function useModesDone(gameNumero: number): ReadonlySet<Mode> {
	const entries = useDayEntries(gameNumero)
	return useMemo(() => new Set(entries.keys()), [entries])
}

/** Every finished game of a mode, read outside render. */
export function readHistory(mode: Mode): HistoryEntry[] {
	return withLegacy(readValue(STORAGE_KEYS.history[mode]), readValue(LEGACY_RESULT[mode]))
}

/** Records a finished game: a game number is kept once, its newest record replacing the older one. */
export function saveHistoryEntry(mode: Mode, entry: HistoryEntry): void {
	const others = readHistory(mode).filter((known) => known.gameNumero !== entry.gameNumero)
	const history = [...others, entry].sort((a, b) => a.gameNumero - b.gameNumero)
	writeValue(STORAGE_KEYS.history[mode], history)
	removeValue(LEGACY_RESULT[mode])
}

/** The modes whose game `gameNumero` is finished, read outside render. */
export function readModesDone(gameNumero: number): ReadonlySet<Mode> {
	return new Set(MODES.filter((mode) => entryFor(readHistory(mode), gameNumero) !== undefined))
}

/** Records a past day won in the archive, once per game number (the first win stands). */
export function saveArchiveEntry(mode: Mode, entry: HistoryEntry): void {
	const record = readValue(STORAGE_KEYS.archiveRecord[mode])
	if (entryFor(record, entry.gameNumero) !== undefined) return
	const sorted = [...record, entry].sort((a, b) => a.gameNumero - b.gameNumero)
	writeValue(STORAGE_KEYS.archiveRecord[mode], sorted)
}

/** Records a finished practice round once (the first outcome stands) and keeps the last 1000. */
export function savePracticeEntry(mode: Mode, entry: PracticeEntry): void {
	const record = readValue(STORAGE_KEYS.practiceRecord[mode])
	if (record.some((known) => known.round === entry.round)) return
	writeValue(STORAGE_KEYS.practiceRecord[mode], [...record, entry].slice(-1000))
}

/** Starts the next practice round of a mode: a new random answer is drawn when it loads. */
export function startNextPracticeRound(mode: Mode): void {
	writeValue(STORAGE_KEYS.practiceRound[mode], readValue(STORAGE_KEYS.practiceRound[mode]) + 1)
}

/** Forgets every finished game of a mode (the stats dialog's 'Clear data'). */
export function clearHistory(mode: Mode): void {
	removeValue(STORAGE_KEYS.history[mode])
	removeValue(LEGACY_RESULT[mode])
}

/** The finished game of a game number, if any. */
export function entryFor(history: readonly HistoryEntry[], gameNumero: number): HistoryEntry | undefined {
	return history.find((entry) => entry.gameNumero === gameNumero)
}
