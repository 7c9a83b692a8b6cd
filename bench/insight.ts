// After the win (issue 38, decision 122): the best-split search over the whole pack against one pass
// of the candidate filter, both over the same 102 characters in the same run. The search compares
// every character with every candidate; the filter compares one guess with each candidate. Cold is a
// pack's first search, its tile patterns worked out; warm is any later one (the next step, the
// perfect player), its patterns read from core's cache.
import { loadPlayContent } from '@dragondle/content'
import { afterGuess, bestSplit, type Character, CLASSIC_CATEGORIES } from '@dragondle/core'
import { median } from '@dragondle/core/median'
import { reportFigures } from './figures.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)

function timeMs(work: () => void): number {
	const started = performance.now()
	work()
	return performance.now() - started
}

/** A copy of the pack, so nothing of it is cached yet. */
function freshPack(): { characters: Character[]; sagas: ReturnType<typeof loadPlayContent>['sagas'] } {
	const { characters, sagas } = loadPlayContent()
	return {
		characters: characters.map((character) => ({ ...character })),
		sagas: sagas.map((saga) => ({ ...saga })),
	}
}

const filters: number[] = []
const cold: number[] = []
const warm: number[] = []
for (let run = 0; run < RUNS; run++) {
	const { characters, sagas } = freshPack()
	const [guess, answer] = [characters[0], characters.at(-1)] as [Character, Character]
	filters.push(timeMs(() => afterGuess(characters, guess, answer, sagas, CLASSIC_CATEGORIES)))
	cold.push(timeMs(() => bestSplit(characters, characters, sagas, CLASSIC_CATEGORIES)))
	warm.push(timeMs(() => bestSplit(characters, characters, sagas, CLASSIC_CATEGORIES)))
}
// the first run compiles the code: its figures are left out
const [filter, first, later] = [filters, cold, warm].map((runs) => median(runs.slice(1))) as [
	number,
	number,
	number,
]
console.log(`best split over the pack (median of ${RUNS - 1} after a warm-up run)`)
console.log(`  one candidate filter pass        ${filter.toFixed(2)} ms`)
console.log(
	`  best split, a pack's first       ${first.toFixed(1)} ms   ratio ${(first / filter).toFixed(0)}×`,
)
console.log(
	`  best split, patterns cached      ${later.toFixed(1)} ms   ratio ${(later / filter).toFixed(0)}×`,
)
reportFigures([
	{ name: 'candidate filter, one pass over 102', value: filter, unit: 'ms', digits: 2 },
	{
		name: 'best split over 102, first',
		value: first,
		unit: 'ms',
		ratio: { value: first / filter, of: 'one filter pass' },
	},
	{
		name: 'best split over 102, patterns cached',
		value: later,
		unit: 'ms',
		ratio: { value: later / filter, of: 'one filter pass' },
	},
])
