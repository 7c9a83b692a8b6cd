import { type Mode, UNKNOWN_PLAYER, type WinResponse } from '@dragondle/core'
import { failureCode, issuePlayerId, postWin } from '../api-client.ts'
import type { ClientOptions } from '../api-request.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { readValue, removeValue, writeValue } from '../storage/store.ts'

/** The id being asked for, shared by the wins posted meanwhile, so they ask the server once. */
let issuing: Promise<string | null> | null = null

/** The stored player id, else a new one from the server, stored; null when none could be had. */
function ensurePlayerId(options: ClientOptions): Promise<string | null> {
	const stored = readValue(STORAGE_KEYS.player)
	if (stored) return Promise.resolve(stored)
	issuing ??= issuePlayerId(options)
		.catch(() => null)
		.then((issued) => {
			issuing = null
			if (issued !== null) writeValue(STORAGE_KEYS.player, issued)
			return issued
		})
	return issuing
}

type Attempt = { kind: 'posted'; win: WinResponse } | { kind: 'refused'; player: string } | { kind: 'failed' }

async function postAsPlayer(
	mode: Mode,
	win: { name: string; utc: number; nbGuesses?: number },
	options: ClientOptions,
): Promise<Attempt> {
	const player = await ensurePlayerId(options)
	if (player === null) return { kind: 'failed' }
	try {
		return { kind: 'posted', win: await postWin(mode, { ...win, player }, options) }
	} catch (error) {
		return failureCode(error) === UNKNOWN_PLAYER ? { kind: 'refused', player } : { kind: 'failed' }
	}
}

/**
 * Posts a win as this device's player, whose id the server issues on the first win and the device
 * keeps (only issued ids are counted). An id the server refuses (UNKNOWN_PLAYER: one this page
 * made itself before ids were issued, or one over a week old, as an id counts only for its first
 * week's games) is replaced by a new one and the win posted once more. Null when the win could not
 * be posted: the caller keeps it and posts it again later, as for any failed post.
 */
export async function postWinAsPlayer(
	mode: Mode,
	win: { name: string; utc: number; nbGuesses?: number },
	options: ClientOptions = {},
): Promise<WinResponse | null> {
	const first = await postAsPlayer(mode, win, options)
	if (first.kind !== 'refused') return first.kind === 'posted' ? first.win : null
	// another win posted meanwhile may have replaced the refused id already
	if (readValue(STORAGE_KEYS.player) === first.player) removeValue(STORAGE_KEYS.player)
	const second = await postAsPlayer(mode, win, options)
	return second.kind === 'posted' ? second.win : null
}
