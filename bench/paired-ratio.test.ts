import { pairedRatio, type StartWork } from '@dragondle/e2e/baseline-page/start-work'
import { describe, expect, it } from 'vitest'

const start = (scriptMs: number, tbtMs: number): StartWork => ({ scriptMs, taskMs: scriptMs * 2, tbtMs })

describe('pairedRatio: a page against the baseline, round by round (e2e/start-work.spec.ts)', () => {
	it("is the median of each round's ratio, so one slow round moves it little", () => {
		// the third round fell on a busy minute: both pages slowed, the page's blocking time most
		const page = [start(600, 200), start(620, 220), start(1400, 900), start(610, 210), start(590, 190)]
		const baseline = [start(200, 100), start(210, 110), start(300, 220), start(205, 100), start(195, 95)]
		const ratio = pairedRatio(page, baseline)
		expect(ratio.script).toBeCloseTo(3, 1)
		expect(ratio.tbt).toBeCloseTo(2, 1)
	})

	it('divides blocking time by at least one long task’s allowance, 50 ms', () => {
		expect(pairedRatio([start(300, 100)], [start(100, 0)]).tbt).toBe(2)
	})

	it('pairs only the rounds both pages ran', () => {
		expect(pairedRatio([start(300, 0), start(900, 0)], [start(100, 0)]).script).toBe(3)
	})
})
