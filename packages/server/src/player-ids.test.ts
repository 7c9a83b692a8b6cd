import { PlayerIdSchema } from '@dragondle/core'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { createPlayerIds, issueDay, numberedPlayerId, PLAYER_ID_DAYS } from './player-ids.ts'

const SECRET = 'player-ids-test-secret-of-32-characters'
const NOON_JAN_10 = Date.UTC(2026, 0, 10, 12)

test('an issued id is 38 URL-safe characters, another each time, of the shape core checks', () => {
	const ids = createPlayerIds(SECRET)
	const issued = ids.issue(NOON_JAN_10)
	expect(issued).toMatch(/^[\w-]{38}$/)
	expect(v.safeParse(PlayerIdSchema, issued).success).toBe(true)
	expect(ids.issue(NOON_JAN_10)).not.toBe(issued)
})

test.each([
	['the day before its issue day', '2026-01-09', 'expired'],
	['its issue day', '2026-01-10', 'counts'],
	['the next day', '2026-01-11', 'counts'],
	['its last day, six after its issue', '2026-01-16', 'counts'],
	['the eighth day', '2026-01-17', 'expired'],
	['a month later', '2026-02-10', 'expired'],
])('an id issued on 2026-01-10, for a game of %s: %s', (_, gameDay, standing) => {
	const ids = createPlayerIds(SECRET)
	expect(ids.standing(ids.issue(NOON_JAN_10), gameDay)).toBe(standing)
	expect(PLAYER_ID_DAYS).toBe(7)
})

// Every game being played when an id is issued must count for it: its day is the day of the
// region furthest behind (us, UTC−6), so a us player just after UTC midnight is not refused.
test.each([
	['03:00 UTC, still the evening before in the us region', Date.UTC(2026, 0, 10, 3), '2026-01-09'],
	['noon UTC', NOON_JAN_10, '2026-01-10'],
	['23:00 UTC, already the next day in the eu region', Date.UTC(2026, 0, 10, 23), '2026-01-10'],
])('an id issued at %s carries the day %s', (_, now, day) => {
	expect(issueDay(now)).toBe(day)
	const ids = createPlayerIds(SECRET)
	const id = ids.issue(now)
	expect(ids.standing(id, day)).toBe('counts')
	expect(ids.standing(id, new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10))).toBe('expired')
})

test('an id this install did not issue is unknown: made up, edited, of another install, or with its day changed', () => {
	const ids = createPlayerIds(SECRET)
	const issued = ids.issue(NOON_JAN_10)
	const bytes = Buffer.from(issued, 'base64url')
	bytes.writeUInt16BE(bytes.readUInt16BE(0) + 30, 0)
	const laterDay = bytes.toString('base64url')
	const edited = `${issued.slice(0, 20)}${issued[20] === 'A' ? 'B' : 'A'}${issued.slice(21)}`
	for (const id of [
		'player-0001',
		'A'.repeat(38),
		edited,
		laterDay,
		`${issued}A`,
		createPlayerIds('another-install-secret-of-32-chars').issue(NOON_JAN_10),
	]) {
		expect(ids.standing(id, '2026-01-10'), id).toBe('unknown')
	}
})

test('numbered ids are ids the install would issue at the given instant', () => {
	const ids = createPlayerIds(SECRET)
	expect(ids.standing(numberedPlayerId(SECRET, 7, NOON_JAN_10), '2026-01-12')).toBe('counts')
	expect(numberedPlayerId(SECRET, 7, NOON_JAN_10)).not.toBe(numberedPlayerId(SECRET, 8, NOON_JAN_10))
	expect(ids.standing(numberedPlayerId(SECRET, 7, NOON_JAN_10), '2026-01-20')).toBe('expired')
})
