import { MODES, type Mode, statsOf, TOKEN_LENGTH } from '@dragondle/core'
import { createTransferToken, failureCode, fetchTransferData } from '../api-client.ts'
import { type HistoryEntry, STORAGE_KEYS } from '../storage/keys.ts'
import { readProgress, replaceProgress } from '../storage/records.ts'
import { readValue, writeValue } from '../storage/store.ts'
import { openPayload, packProgress, sealPayload, unpackProgress } from './payload.ts'

/**
 * A token is kept a day (docs/product.md §3), a little less than the server keeps it, so a reused token is
 * never one that expires while the player types it on the other device.
 */
const TOKEN_KEPT_MS = 24 * 3600_000 - 10 * 60_000

/** The import error for a token of the wrong length (docs/product.md §6, word for word). */
export const INVALID_TOKEN_LENGTH = 'Invalid token length'

/**
 * A transfer's outcome, as the dialog shows it: its value, or the failure's code (the server's, or
 * this module's own; null when no answer came).
 */
export type TransferOutcome<T> = { ok: true; value: T } | { ok: false; code: string | null }

/** A call's value, or its failure's code. */
function outcomeOf<T>(call: Promise<T>): Promise<TransferOutcome<T>> {
	return call.then(
		(value) => ({ ok: true, value }),
		(error: unknown) => ({ ok: false, code: failureCode(error) }),
	)
}

async function digestOf(payload: unknown): Promise<string> {
	const bytes = new TextEncoder().encode(JSON.stringify(payload))
	const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
	return Array.from(hash.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A token for this device's progress (docs/product.md §4 "Transfer: export"): the stored one while it lives
 * and still carries the same progress, otherwise a new one from the server, kept for a day.
 */
export async function exportToken(now: number = Date.now()): Promise<TransferOutcome<string>> {
	const payload = packProgress(readProgress())
	const digest = await digestOf(payload)
	const kept = readValue(STORAGE_KEYS.transferToken)
	if (kept && kept.expiresAt > now && kept.digest === digest) return { ok: true, value: kept.token }
	const created = await outcomeOf(createTransferToken(await sealPayload(payload)))
	if (created.ok) {
		writeValue(STORAGE_KEYS.transferToken, { token: created.value, expiresAt: now + TOKEN_KEPT_MS, digest })
	}
	return created
}

/**
 * The progress a token names, fully checked (docs/product.md §4 "Transfer: import"), written
 * nowhere yet: the player sees what it holds before importProgress replaces theirs with it.
 */
export async function checkToken(token: string): Promise<TransferOutcome<Map<string, unknown>>> {
	if (token.length !== TOKEN_LENGTH) return { ok: false, code: INVALID_TOKEN_LENGTH }
	const fetched = await outcomeOf(fetchTransferData(token))
	if (!fetched.ok) return fetched
	const progress = await openPayload(fetched.value)
		.then(unpackProgress)
		.catch(() => null)
	if (progress === null) return { ok: false, code: 'INVALID_DATA' }
	return { ok: true, value: progress }
}

/** Replaces this device's progress with a checked one (checkToken's): every streak and stat. */
export function importProgress(progress: ReadonlyMap<string, unknown>): void {
	replaceProgress(progress)
}

/** One mode's part of a progress: its daily games won and its current streak on `gameNumero`. */
export type ModeSummary = { mode: Mode; gamesWon: number; currentStreak: number }

/** What a progress holds, mode by mode, for the modes with a game won (what an import brings). */
export function summarizeProgress(progress: ReadonlyMap<string, unknown>, gameNumero: number): ModeSummary[] {
	return MODES.flatMap((mode) => {
		const history = (progress.get(STORAGE_KEYS.history[mode].name) ?? []) as HistoryEntry[]
		const { gamesWon, currentStreak } = statsOf(history, gameNumero)
		return gamesWon > 0 ? [{ mode, gamesWon, currentStreak }] : []
	})
}
