// The daily draw's cost: a 3000-day schedule of the full cast (102 entries), against a baseline of
// the same run: the 3000 HMAC draws alone that any schedule of that length must make. The ratio is
// what the no-repeat window and the candidate lists add on top of the cryptography.
import { scheduleAnswers, uniformDraw } from '@dragondle/core'
import { median } from '@dragondle/core/median'
import { reportFigures } from './figures.ts'

const DAYS = 3000
const POOL = Array.from({ length: 102 }, (_, index) => ({ key: String(index) }))
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const SECRET = 'a bench secret'

function timeMs(work: () => void): number {
	const started = performance.now()
	work()
	return performance.now() - started
}

const draws = () => {
	for (let n = 1; n <= DAYS; n++) uniformDraw(SECRET, `classic\u0000eu\u0000${n}`, POOL.length)
}
const schedule = () => scheduleAnswers({ mode: 'classic', region: 'eu', pool: POOL, secret: SECRET }, DAYS)
// untimed warm-up, so both are measured compiled
draws()
schedule()
const baseline: number[] = []
const ours: number[] = []
for (let run = 0; run < RUNS; run++) {
	baseline.push(timeMs(draws))
	ours.push(timeMs(schedule))
}
const [base, drawn] = [median(baseline), median(ours)]
console.log(`daily draw, ${DAYS} days of a ${POOL.length}-entry pool (median of ${RUNS})`)
console.log(`  baseline  ${DAYS} HMAC draws alone     ${base.toFixed(1)} ms`)
console.log(
	`  schedule  scheduleAnswers          ${drawn.toFixed(1)} ms   ratio ${(drawn / base).toFixed(2)}×`,
)
reportFigures([
	{ name: `${DAYS} HMAC draws alone`, value: base, unit: 'ms' },
	{
		name: `scheduleAnswers, ${DAYS} days of ${POOL.length}`,
		value: drawn,
		unit: 'ms',
		ratio: { value: drawn / base, of: 'the HMAC draws alone' },
	},
])
