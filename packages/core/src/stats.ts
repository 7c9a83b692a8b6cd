/** One finished game of a mode, as the history keeps it. */
export type GameRecord = { gameNumero: number; nbGuesses: number }

/** A mode's statistics (docs/product.md §3 "Statistics per mode"): derived, never stored. */
export type Stats = {
	gamesWon: number
	/** Guesses per win, to one decimal; 0 before the first win. */
	averageGuesses: number
	oneShots: number
	/** Share of wins in one guess, in percent to two decimals. */
	oneShotsPercentage: number
	/** Consecutive games up to the last win, while that win is today's or yesterday's; else 0. */
	currentStreak: number
	maxStreak: number
	/** How many wins took each number of guesses, fewest guesses first. */
	distribution: { nbGuesses: number; games: number }[]
	/** Guesses of each won game, in game order (the stats graph). */
	guessesPerGame: GameRecord[]
}

function round(value: number, digits: number): number {
	const factor = 10 ** digits
	return Math.round(value * factor) / factor
}

/** One record per game number (the first one kept, docs/product.md §5), in game order. */
function uniqueGames(records: readonly GameRecord[]): GameRecord[] {
	const byNumero = new Map<number, GameRecord>()
	for (const record of records) {
		if (!byNumero.has(record.gameNumero)) byNumero.set(record.gameNumero, record)
	}
	return [...byNumero.values()].sort((a, b) => a.gameNumero - b.gameNumero)
}

/** The lengths of the runs of consecutive game numbers, oldest run first. */
function runLengths(games: readonly GameRecord[]): number[] {
	const runs: number[] = []
	games.forEach((game, index) => {
		const previous = games[index - 1]
		if (previous !== undefined && game.gameNumero === previous.gameNumero + 1) {
			runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1
		} else {
			runs.push(1)
		}
	})
	return runs
}

function distributionOf(games: readonly GameRecord[]): Stats['distribution'] {
	const counts = new Map<number, number>()
	for (const { nbGuesses } of games) counts.set(nbGuesses, (counts.get(nbGuesses) ?? 0) + 1)
	return [...counts.entries()]
		.sort(([a], [b]) => a - b)
		.map(([nbGuesses, count]) => ({ nbGuesses, games: count }))
}

/**
 * A mode's statistics from its finished games on game `todayNumero` (docs/product.md §3
 * "Statistics per mode", §4 "Streak"): a game number counts once whatever the records hold; the
 * current streak counts only while the last won game is today's or yesterday's.
 */
export function statsOf(records: readonly GameRecord[], todayNumero: number): Stats {
	const games = uniqueGames(records)
	const gamesWon = games.length
	const oneShots = games.filter((game) => game.nbGuesses === 1).length
	const totalGuesses = games.reduce((sum, game) => sum + game.nbGuesses, 0)
	const runs = runLengths(games)
	const lastGame = games.at(-1)?.gameNumero
	const isStreakAlive = lastGame !== undefined && todayNumero - lastGame <= 1 && todayNumero >= lastGame
	return {
		gamesWon,
		averageGuesses: gamesWon === 0 ? 0 : round(totalGuesses / gamesWon, 1),
		oneShots,
		oneShotsPercentage: gamesWon === 0 ? 0 : round((oneShots / gamesWon) * 100, 2),
		currentStreak: isStreakAlive ? (runs.at(-1) ?? 0) : 0,
		maxStreak: Math.max(0, ...runs),
		distribution: distributionOf(games),
		guessesPerGame: games.map(({ gameNumero, nbGuesses }) => ({ gameNumero, nbGuesses })),
	}
}

/** Streaks past these show one more side flame each (docs/product.md §4 "Streak", §9). */
export const SIDE_FLAME_AFTER = [99, 199, 299, 999] as const
/** A birthday cake every this many days of streak. */
export const STREAK_BIRTHDAY = 365

/** How a streak is drawn: nothing at 0, else a flame of a level, side flames, maybe a cake. */
export type StreakFlame = {
	/** 0–9: the tens of the streak under 100, then the tens within each hundred. */
	level: number
	sideFlames: number
	isCake: boolean
} | null

/**
 * The flame of a streak (docs/product.md §4 "Streak"): none at 0; under 100 the flame steps up every 10;
 * past that it cycles by hundreds; one more side flame past 99, 199, 299 and 999; a cake on every
 * positive multiple of 365.
 */
export function streakFlame(streak: number): StreakFlame {
	if (!Number.isInteger(streak) || streak <= 0) return null
	return {
		level: Math.floor((streak % 100) / 10),
		sideFlames: SIDE_FLAME_AFTER.filter((threshold) => streak > threshold).length,
		isCake: streak % STREAK_BIRTHDAY === 0,
	}
}
