import { useCallback, useMemo, useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { deobfuscate, obfuscate } from '../obfuscation.ts'
import type { StoredKey } from './keys.ts'

/**
 * The only module that touches localStorage. Every key is declared once in STORAGE_KEYS (keys.ts) with
 * its schema and fallback; values live under `app:v1:<name>`, are parsed by that schema when read
 * (valibot, whose checks are tree-shaken to those used; each stored string once, lastParsed), and a
 * value that does not parse is discarded key by key, never breaking the page.
 */
const PREFIX = 'app:v1:'
const listeners = new Set<() => void>()
/**
 * Values this page could not write (storage full, or disabled by the browser): kept in memory, so
 * the game goes on in this page, and read before localStorage while they last.
 */
const unsaved = new Map<string, string | null>()

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

type Parsed<T> = { ok: true; value: T } | { ok: false }

/**
 * Each key's last stored string and what it parsed to: a value is checked once, on its key's first
 * read, and again only when it changes, however many components and handlers read it (decision 113).
 */
const lastParsed = new Map<string, { raw: string; parsed: Parsed<unknown> }>()

function parseStored<T>(raw: string | null, key: StoredKey<T>): Parsed<T> {
	if (raw === null) return { ok: false }
	const last = lastParsed.get(key.name)
	if (last?.raw === raw) return last.parsed as Parsed<T>
	const parsed = parseRaw(raw, key)
	lastParsed.set(key.name, { raw, parsed })
	return parsed
}

function parseRaw<T>(raw: string, key: StoredKey<T>): Parsed<T> {
	const json = key.isObfuscated ? deobfuscate(raw) : raw
	if (json === null) return { ok: false }
	try {
		const parsed = v.safeParse(key.schema(), JSON.parse(json))
		return parsed.success ? { ok: true, value: parsed.output } : { ok: false }
	} catch {
		return { ok: false }
	}
}

/** The raw stored string of a key (the unsaved copy first), or null. */
export function readRaw(name: string): string | null {
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

/** A stored string's value, or the key's fallback when it is absent or does not parse (render never writes). */
export function parsedOr<T>(raw: string | null, key: StoredKey<T>): T {
	const parsed = parseStored(raw, key)
	return parsed.ok ? parsed.value : key.fallback
}
