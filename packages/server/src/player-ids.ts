import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { DAY_MS, REGIONS, regionDay } from '@dragondle/core'
import { deriveKey } from './secrets.ts'

/** The issue day, as days since 1970-01-01: a 16-bit number lasts until 2149. */
const DAY_BYTES = 2
const NONCE_BYTES = 10
const TAG_BYTES = 16
/** 2 + 10 + 16 bytes in base64url: 38 characters, within core's PlayerIdSchema (8–64 URL-safe). */
const ID_LENGTH = 38

/**
 * The days of games an id counts for: its issue day's and the six after (decision 107). A page
 * playing every day asks for a new id once a week, when its win is refused, and posts the win again
 * with it (web game/player-id.ts); ids issued ahead can be spent during a week at most, not
 * gathered for months and spent on one day.
 */
export const PLAYER_ID_DAYS = 7

/** What an id is worth for a game: it counts, it is too old (or too new) for it, or it is not ours. */
export type PlayerIdStanding = 'counts' | 'expired' | 'unknown'

export type PlayerIds = {
	/** A new player id at `now`: its issue day (issueDay), a random nonce and their HMAC tag under the install's key. */
	issue(now: number): string
	/**
	 * What the id is worth for a game of `gameDay` ('YYYY-MM-DD', the game's day in its region):
	 * 'unknown' unless this install issued it (a made-up or edited one is not), 'expired' unless the
	 * game's day is its issue day or one of the PLAYER_ID_DAYS − 1 after.
	 */
	standing(id: string, gameDay: string): PlayerIdStanding
}

/**
 * Player ids the server can vouch for, with no database: a win counts only for an id it issued
 * (POST /api/players, rate-limited per address), so made-up ids cannot inflate the winner counts,
 * and only for the games of the id's first week (PLAYER_ID_DAYS). The key derives from the
 * install's secret, so every instance of one install accepts the ids of the others.
 */
export function createPlayerIds(secret: string): PlayerIds {
	const tagOf = tagger(secret)
	return {
		issue: (now) => playerIdOf(tagOf, dayNumber(issueDay(now)), randomBytes(NONCE_BYTES)),
		standing(id, gameDay) {
			const signed = signedPart(id)
			if (
				signed === undefined ||
				!timingSafeEqual(tagOf(signed.subarray(0, -TAG_BYTES)), signed.subarray(-TAG_BYTES))
			) {
				return 'unknown'
			}
			const age = dayNumber(gameDay) - signed.readUInt16BE(0)
			return age >= 0 && age < PLAYER_ID_DAYS ? 'counts' : 'expired'
		},
	}
}

/**
 * The day an id issued at `now` carries: the day of the region furthest behind, so that every game
 * being played at that moment, in any region, is of its issue day or after.
 */
export function issueDay(now: number): string {
	return REGIONS.map((region) => regionDay(now, region)).sort()[0] ?? regionDay(now, 'eu')
}

/** The id's bytes when it has the shape of one (the tag is not checked here). */
function signedPart(id: string): Buffer | undefined {
	if (id.length !== ID_LENGTH) return undefined
	const bytes = Buffer.from(id, 'base64url')
	// base64url decoding skips what is not of its alphabet: the id must say exactly these bytes
	const isExact = bytes.length === DAY_BYTES + NONCE_BYTES + TAG_BYTES && bytes.toString('base64url') === id
	return isExact ? bytes : undefined
}

function dayNumber(day: string): number {
	return Date.parse(`${day}T00:00:00Z`) / DAY_MS
}

type Tagger = (signed: Buffer) => Buffer

function tagger(secret: string): Tagger {
	// v2: the ids carry their issue day (decision 107); v1's, without it, are unknown
	const key = deriveKey(secret, 'dragondle-player-ids-v2')
	return (signed) => createHmac('sha256', key).update(signed).digest().subarray(0, TAG_BYTES)
}

function playerIdOf(tagOf: Tagger, day: number, nonce: Buffer): string {
	const signed = Buffer.alloc(DAY_BYTES + NONCE_BYTES)
	signed.writeUInt16BE(day, 0)
	nonce.copy(signed, DAY_BYTES)
	return Buffer.concat([signed, tagOf(signed)]).toString('base64url')
}

/**
 * Player id number n of the install with this secret, as issued at `at`: the id it would issue had
 * its nonce drawn n. For tests and benchmarks, which need many valid ids without asking the server
 * for each; a benchmark of a running server takes the default, its day.
 */
export function numberedPlayerId(secret: string, n: number, at: number = Date.now()): string {
	const nonce = Buffer.alloc(NONCE_BYTES)
	nonce.writeUInt32BE(n, NONCE_BYTES - 4)
	return playerIdOf(tagger(secret), dayNumber(issueDay(at)), nonce)
}
