import { decryptJson, encryptJson, MODES } from '@dragondle/core'
import * as z from 'zod/mini'
import { type HistoryEntry, progressKeys, STORAGE_KEYS } from '../storage.ts'

/**
 * The transfer payload (spec §3): the progress keys by name, each history packed as parallel
 * lists; compressed, then encrypted into one string. The key below is obfuscation, like the
 * stored records' (decision 073): the server keeps a blob it cannot read without the page's code.
 */
const PAYLOAD_KEY = 'dragondle-transfer-payload-v1'
const VERSION = 1

/** A history as parallel lists (spec §3 "stats compressed into two parallel lists"), plus the rest of each entry. */
type PackedHistory = {
	games: number[]
	guesses: number[]
	ranks: (number | null)[]
	/** Index → `estimated`, for the entries that have the field. */
	estimated?: Record<string, boolean>
	/** Index → extras, for the entries that have them. */
	extras?: Record<string, Record<string, boolean>>
}

const PackedHistorySchema = z.object({
	games: z.array(z.number()),
	guesses: z.array(z.number()),
	ranks: z.array(z.nullable(z.number())),
	estimated: z.optional(z.record(z.string(), z.boolean())),
	extras: z.optional(z.record(z.string(), z.record(z.string(), z.boolean()))),
})

const PayloadSchema = z.object({ v: z.literal(VERSION), keys: z.record(z.string(), z.unknown()) })

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

/**
 * The progress a payload holds, each value checked against its key's schema, or null when
 * anything in it is wrong: an import replaces everything or nothing. Keys this version does not
 * know (a newer version's) are left out.
 */
export function unpackProgress(payload: unknown): Map<string, unknown> | null {
	const parsed = z.safeParse(PayloadSchema, payload)
	if (!parsed.success) return null
	const progress = new Map<string, unknown>()
	for (const key of progressKeys()) {
		if (!(key.name in parsed.data.keys)) continue
		let value = parsed.data.keys[key.name]
		if (isHistoryKey(key.name)) {
			const packed = z.safeParse(PackedHistorySchema, value)
			const entries = packed.success ? unpackHistory(packed.data) : null
			if (entries === null) return null
			value = entries
		}
		const checked = z.safeParse(key.schema, value)
		// the history schema drops bad entries one by one when reading storage; an import is stricter
		if (!checked.success || (Array.isArray(value) && (checked.data as unknown[]).length !== value.length)) {
			return null
		}
		progress.set(key.name, checked.data)
	}
	return progress
}

async function transform(
	bytes: Uint8Array<ArrayBuffer>,
	stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
	const body = new Response(bytes).body
	if (!body) return new Uint8Array()
	return new Uint8Array(await new Response(body.pipeThrough(stream)).arrayBuffer())
}

function toBase64(bytes: Uint8Array): string {
	let binary = ''
	for (const byte of bytes) binary += String.fromCharCode(byte)
	return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
	return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

/** The payload as one string for the server: JSON, gzip, then the AES-GCM envelope. */
export async function sealPayload(payload: unknown): Promise<string> {
	const json = new TextEncoder().encode(JSON.stringify(payload))
	return encryptJson(toBase64(await transform(json, new CompressionStream('gzip'))), PAYLOAD_KEY)
}

/** The payload a sealed string holds; throws when it is not one of ours. */
export async function openPayload(data: string): Promise<unknown> {
	const compressed = z.string().parse(await decryptJson(data, PAYLOAD_KEY))
	const json = await transform(fromBase64(compressed), new DecompressionStream('gzip'))
	return JSON.parse(new TextDecoder().decode(json))
}
