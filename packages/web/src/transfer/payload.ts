import { decryptJson, encryptJson, MODES } from '@dragondle/core'
import * as v from 'valibot'
import { type HistoryEntry, progressKeys, STORAGE_KEYS } from '../storage/keys.ts'

/**
 * The transfer payload (docs/product.md §3): the progress keys by name, each history packed as parallel
 * lists; compressed, then encrypted into one string. The key below is obfuscation, like the
 * stored records' (decision 073): the server keeps a blob it cannot read without the page's code.
 */
const PAYLOAD_KEY = 'dragondle-transfer-payload-v1'
const VERSION = 1

/**
 * The most bytes a payload may decompress to. A heavy player's (4 modes × 2 years of history)
 * is about 100 KB, and every record at its fullest (the archive played through, practice's last
 * 1,000 rounds in each mode) 400 KB; a token of a few KB can inflate to far more than a tab holds.
 */
export const MAX_PAYLOAD_BYTES = 1024 * 1024
/**
 * The most items a list or record of a stored value may hold in a payload, checked before any
 * entry is: a history has one entry per daily game (10,000 is 27 years of them), practice keeps
 * its last 1,000 rounds, a game's guesses are fewer than the characters.
 */
export const MAX_PAYLOAD_ITEMS = 10_000
/** Lists and records nest three deep in a real payload's values (a history's extras, by index). */
const MAX_VALUE_DEPTH = 4
/**
 * Bytes go into a (de)compressor this many at a time, each slice only when the output is read:
 * Chromium inflates a whole input chunk at once, and 1 KiB of deflate inflates to about 1 MiB at most.
 */
const SLICE_BYTES = 1024

/** A history as parallel lists (docs/product.md §3 "Transfer payload"), plus the rest of each entry. */
type PackedHistory = {
	games: number[]
	guesses: number[]
	ranks: (number | null)[]
	/** Index → `estimated`, for the entries that have the field. */
	estimated?: Record<string, boolean>
	/** Index → extras, for the entries that have them. */
	extras?: Record<string, Record<string, boolean>>
}

const PackedHistorySchema = v.object({
	games: v.array(v.number()),
	guesses: v.array(v.number()),
	ranks: v.array(v.nullable(v.number())),
	estimated: v.optional(v.record(v.string(), v.boolean())),
	extras: v.optional(v.record(v.string(), v.record(v.string(), v.boolean()))),
})

const PayloadSchema = v.object({ v: v.literal(VERSION), keys: v.record(v.string(), v.unknown()) })

function isHistoryKey(name: string): boolean {
	return MODES.some((mode) => STORAGE_KEYS.history[mode].name === name)
}

function packHistory(history: readonly HistoryEntry[]): PackedHistory {
	const packed: PackedHistory = {
		games: history.map((entry) => entry.gameNumero),
		guesses: history.map((entry) => entry.nbGuesses),
		ranks: history.map((entry) => entry.rank),
	}
	history.forEach((entry, index) => {
		if (entry.estimated !== undefined) packed.estimated = { ...packed.estimated, [index]: entry.estimated }
		if (entry.extras !== undefined) packed.extras = { ...packed.extras, [index]: entry.extras }
	})
	return packed
}

function unpackHistory(packed: PackedHistory): unknown[] | null {
	const { games, guesses, ranks } = packed
	if (guesses.length !== games.length || ranks.length !== games.length) return null
	return games.map((gameNumero, index) => ({
		gameNumero,
		nbGuesses: guesses[index],
		rank: ranks[index],
		...(packed.estimated?.[index] === undefined ? {} : { estimated: packed.estimated[index] }),
		...(packed.extras?.[index] === undefined ? {} : { extras: packed.extras[index] }),
	}))
}

/** The payload of `progress` (readProgress()'s map), before compression and encryption. */
export function packProgress(progress: ReadonlyMap<string, unknown>): {
	v: number
	keys: Record<string, unknown>
} {
	const keys: Record<string, unknown> = {}
	for (const [name, value] of progress) {
		keys[name] = isHistoryKey(name) ? packHistory(value as HistoryEntry[]) : value
	}
	return { v: VERSION, keys }
}

/** Whether no list or record in `value` is longer than MAX_PAYLOAD_ITEMS or nested deeper than `depth`. */
function isWithinBounds(value: unknown, depth: number): boolean {
	if (typeof value !== 'object' || value === null) return true
	const items = Array.isArray(value) ? value : Object.values(value)
	if (depth === 0 || items.length > MAX_PAYLOAD_ITEMS) return false
	return items.every((item) => isWithinBounds(item, depth - 1))
}

/**
 * The progress a payload holds, each value checked against its key's schema, or null when
 * anything in it is wrong: an import replaces everything or nothing. Keys this version does not
 * know (a newer version's) are left out.
 */
export function unpackProgress(payload: unknown): Map<string, unknown> | null {
	const parsed = v.safeParse(PayloadSchema, payload)
	if (!parsed.success) return null
	const progress = new Map<string, unknown>()
	for (const key of progressKeys()) {
		if (!(key.name in parsed.output.keys)) continue
		let value = parsed.output.keys[key.name]
		if (!isWithinBounds(value, MAX_VALUE_DEPTH)) return null
		if (isHistoryKey(key.name)) {
			const packed = v.safeParse(PackedHistorySchema, value)
			const entries = packed.success ? unpackHistory(packed.output) : null
			if (entries === null) return null
			value = entries
		}
		const checked = v.safeParse(key.schema(), value)
		// the history schema drops bad entries one by one when reading storage; an import is stricter
		if (!checked.success || (Array.isArray(value) && (checked.output as unknown[]).length !== value.length)) {
			return null
		}
		progress.set(key.name, checked.output)
	}
	return progress
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
	const compressed = sliced(bytes).pipeThrough(new CompressionStream('gzip'))
	return new Uint8Array(await new Response(compressed).arrayBuffer())
}

/** `bytes` as a stream that hands out one slice each time the reader asks for more. */
function sliced(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
	let offset = 0
	const pull = (controller: ReadableStreamDefaultController<Uint8Array<ArrayBuffer>>) => {
		if (offset >= bytes.length) return controller.close()
		controller.enqueue(bytes.slice(offset, offset + SLICE_BYTES))
		offset += SLICE_BYTES
	}
	return new ReadableStream({ pull }, { highWaterMark: 0 })
}

/**
 * gunzips `bytes`, throwing as soon as the output passes `limit` bytes: the input is fed in slices
 * as the output is read, so a gzip bomb is stopped with about `limit` + 1 MiB in memory.
 */
async function gunzipWithin(bytes: Uint8Array<ArrayBuffer>, limit: number): Promise<Uint8Array<ArrayBuffer>> {
	const reader = sliced(bytes).pipeThrough(new DecompressionStream('gzip')).getReader()
	const output = new Uint8Array(limit)
	let size = 0
	for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
		if (size + chunk.value.byteLength > limit) {
			await reader.cancel()
			throw new Error(`The payload decompresses to more than ${limit} bytes`)
		}
		output.set(chunk.value, size)
		size += chunk.value.byteLength
	}
	return output.slice(0, size)
}

function toBase64(bytes: Uint8Array): string {
	let binary = ''
	for (const byte of bytes) binary += String.fromCharCode(byte)
	return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
	return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

/** gzip output as one string for the server: base64 in the AES-GCM envelope. */
export async function sealCompressed(compressed: Uint8Array): Promise<string> {
	return encryptJson(toBase64(compressed), PAYLOAD_KEY)
}

/** The payload as one string for the server: JSON, gzip, then the AES-GCM envelope. */
export async function sealPayload(payload: unknown): Promise<string> {
	return sealCompressed(await gzip(new TextEncoder().encode(JSON.stringify(payload))))
}

/**
 * The payload a sealed string holds; throws when it is not one of ours or decompresses to more
 * than MAX_PAYLOAD_BYTES (a hostile token must fail the import, not the tab).
 */
export async function openPayload(data: string): Promise<unknown> {
	const compressed = v.parse(v.string(), await decryptJson(data, PAYLOAD_KEY))
	const json = await gunzipWithin(fromBase64(compressed), MAX_PAYLOAD_BYTES)
	return JSON.parse(new TextDecoder().decode(json))
}
