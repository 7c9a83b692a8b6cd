import type { Mode } from '@dragondle/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import * as z from 'zod/mini'

/**
 * The only module that touches localStorage. Keys are `app:v1:*`; every value is zod-parsed (with
 * zod/mini, which keeps full zod out of the first page's bundle; any zod schema is accepted).
 */
const PREFIX = 'app:v1:'
const listeners = new Set<() => void>()

function fullKey(key: string): string {
	return PREFIX + key
}

function notify(): void {
	for (const listener of listeners) listener()
}

function parseStored<T>(
	raw: string | null,
	schema: z.core.$ZodType<T>,
): { ok: true; value: T } | { ok: false } {
	if (raw === null) return { ok: false }
	try {
		const parsed = z.safeParse(schema, JSON.parse(raw))
		return parsed.success ? { ok: true, value: parsed.data } : { ok: false }
	} catch {
		return { ok: false }
	}
}

function readRaw(key: string): string | null {
	try {
		return localStorage.getItem(fullKey(key))
	} catch {
		return null
	}
}

/** Reads a stored value; a missing one gives the fallback, an invalid one is removed first. */
export function readStored<T>(key: string, schema: z.core.$ZodType<T>, fallback: T): T {
	const raw = readRaw(key)
	const parsed = parseStored(raw, schema)
	if (parsed.ok) return parsed.value
	if (raw !== null) {
		console.info(`Discarded corrupt stored value ${fullKey(key)}`)
		removeStored(key)
	}
	return fallback
}

export function writeStored(key: string, value: unknown): void {
	try {
		localStorage.setItem(fullKey(key), JSON.stringify(value))
	} catch {
		// storage full or disabled: the game goes on without persistence
	}
	notify()
}

export function removeStored(key: string): void {
	try {
		localStorage.removeItem(fullKey(key))
	} catch {
		// storage disabled
	}
	notify()
}

function subscribe(listener: () => void): () => void {
	listeners.add(listener)
	window.addEventListener('storage', listener)
	return () => {
		listeners.delete(listener)
		window.removeEventListener('storage', listener)
	}
}

/**
 * Subscribes a component to a stored value (updated in this tab and across tabs). Render never
 * writes: an invalid value reads as the fallback until the next write replaces it.
 */
export function useStored<T>(key: string, schema: z.core.$ZodType<T>, fallback: T): T {
	const getSnapshot = useCallback(() => readRaw(key), [key])
	const raw = useSyncExternalStore(subscribe, getSnapshot, () => null)
	return useMemo(() => {
		const parsed = parseStored(raw, schema)
		return parsed.ok ? parsed.value : fallback
	}, [raw, schema, fallback])
}

const GuessesSchema = z.object({
	gameNumero: z.int().check(z.minimum(1)),
	guesses: z.array(z.string()),
})
export type StoredGuesses = z.infer<typeof GuessesSchema>

/** A mode's guesses of one game; guesses of another game number read as none. */
export function loadGuesses(mode: Mode, gameNumero: number): unknown {
	const stored = readStored(`${mode}:guesses`, GuessesSchema, null as StoredGuesses | null)
	return stored?.gameNumero === gameNumero ? stored.guesses : []
}

export function saveGuesses(mode: Mode, gameNumero: number, guesses: readonly string[]): void {
	writeStored(`${mode}:guesses`, { gameNumero, guesses })
}

export const ResultSchema = z.object({
	gameNumero: z.int().check(z.minimum(1)),
	nbGuesses: z.int().check(z.minimum(1)),
	rank: z.nullable(z.int().check(z.minimum(1))),
	/** The rank was estimated because the win could not be posted: it is posted again on the next load. */
	estimated: z.optional(z.boolean()),
})
export type StoredResult = z.infer<typeof ResultSchema>
const NullableResultSchema = z.nullable(ResultSchema)

/** The last won game of a mode, with the rank the server gave. */
export function useResult(mode: Mode): StoredResult | null {
	return useStored(`${mode}:result`, NullableResultSchema, null)
}

/** The last won game of a mode, read outside render. */
export function readResult(mode: Mode): StoredResult | null {
	return readStored(`${mode}:result`, NullableResultSchema, null)
}

export function saveResult(mode: Mode, result: StoredResult): void {
	writeStored(`${mode}:result`, result)
}

/** The random id that lets the server count this device once per game. */
export function playerId(): string {
	const existing = readStored('player', z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)), '')
	if (existing) return existing
	const id = randomId()
	writeStored('player', id)
	return id
}

/** 32 hex digits; crypto.randomUUID exists only on HTTPS and localhost, getRandomValues everywhere. */
function randomId(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(16))
	return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
