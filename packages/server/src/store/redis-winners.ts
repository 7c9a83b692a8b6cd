import type { Redis } from 'ioredis'
import type { GameKey, GuessCount, Store, WinRecord } from './store.ts'

/** A game's keys live a week: long past the day anyone can still win or ask its count. */
const GAME_TTL_SECONDS = 7 * 24 * 3600

/**
 * Records a win atomically: a player already counted gets their first rank back; a new one gets
 * the incremented count. One script, so instances never race between reading and writing.
 * A first win with a guess count adds one to that guess number's count, kept apart from the player.
 * KEYS: the game's rank hash, its count, its guess counts. ARGV: player, TTL, the guesses ('' when
 * the page sent none). Returns { rank, count, first }.
 */
const RECORD_WIN = `
local rank = redis.call('HGET', KEYS[1], ARGV[1])
if rank then
	return { tonumber(rank), tonumber(redis.call('GET', KEYS[2]) or '0'), 0 }
end
local count = redis.call('INCR', KEYS[2])
redis.call('HSET', KEYS[1], ARGV[1], count)
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[2])
if ARGV[3] ~= '' then
	redis.call('HINCRBY', KEYS[3], ARGV[3], 1)
	redis.call('EXPIRE', KEYS[3], ARGV[2])
end
return { count, count, 1 }
`

function keysOf(game: GameKey): [ranks: string, count: string, guesses: string] {
	// the braces make every key of a game hash to the same Redis Cluster slot
	const tag = `{${game.mode}:${game.region}:${game.gameNumero}}`
	return [
		`dragondle:winners:${tag}:ranks`,
		`dragondle:winners:${tag}:count`,
		`dragondle:winners:${tag}:guesses`,
	]
}

/** A guess counts hash as the store answers it: by guess number, fewest first. */
function guessCountsOf(hash: Record<string, string>): GuessCount[] {
	return Object.entries(hash)
		.map(([nbGuesses, count]) => ({ nbGuesses: Number(nbGuesses), count: Number(count) }))
		.sort((a, b) => a.nbGuesses - b.nbGuesses)
}

/**
 * The winner counter on Redis (docs/architecture.md "Scale-out": not one hot database row): every instance
 * increments the same counter with one atomic script, so ranks run 1..N with no gap or repeat.
 * The rest of the store (transfers, streak codes, closing) stays the database's; readiness needs both.
 */
export function withRedisWinners(store: Store, redis: Redis): Store {
	return {
		...store,
		async recordWin(win: WinRecord) {
			const guesses = win.nbGuesses === undefined ? '' : String(win.nbGuesses)
			const reply = await redis.eval(RECORD_WIN, 3, ...keysOf(win), win.player, GAME_TTL_SECONDS, guesses)
			const [rank, count, first] = reply as [number, number, number]
			return { rank, count, first: first === 1 }
		},
		async winnerCount(game: GameKey) {
			return Number((await redis.get(keysOf(game)[1])) ?? 0)
		},
		async guessCounts(game: GameKey) {
			return guessCountsOf(await redis.hgetall(keysOf(game)[2]))
		},
		async ping() {
			await Promise.all([store.ping(), redis.ping()])
		},
	}
}
