import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { dailyAnswer, guess, renderMode, stubApi } from '../../game/test-helpers.tsx'
import { STORAGE_KEYS } from '../../storage/keys.ts'
import { readHistory } from '../../storage/records.ts'
import { writeValue } from '../../storage/store.ts'

/**
 * Classic's end delay (decision 053, docs/product.md §4 "Game flow"): 550 ms for each tile of the winning
 * row, so the categories the challenger zone hides shorten it.
 */

const WIN_HEADING = { level: 2, name: /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/ } as const

// the end panel's code is fetched at the first guess (decision 127): here it is in already, so the
// delay measured is the mode's alone, whatever the time the test's first import of it takes
beforeAll(() => import('../../game/game-end.tsx'))

afterEach(() => {
	vi.unstubAllGlobals()
	vi.useRealTimers()
})

/** Resolves once `condition` holds, looking again after each turn of the real event loop. */
async function until(condition: () => boolean): Promise<void> {
	while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

test.each([
	[[], 4400],
	[['race', 'origin', 'hair'], 2750],
	[['gender', 'race', 'origin', 'affiliation', 'hair', 'hasTransformation', 'nbDeaths'], 550],
] as const)(
	'with %j hidden, the end panel shows %i ms after the win, not 1 ms sooner',
	async (hidden, delay) => {
		writeValue(STORAGE_KEYS.classicDisabled, [...hidden])
		const fetchSpy = stubApi({ answer: dailyAnswer() })
		// the check of today's answer before the win waits for the test: the win comes once the clock is fake
		let answerNameCheck: () => void = () => undefined
		const nameCheck = new Promise<void>((resolve) => {
			answerNameCheck = resolve
		})
		const server = fetchSpy.getMockImplementation()
		fetchSpy.mockImplementation(async (input, init) => {
			if (String(input).includes('/answer/name')) await nameCheck
			return (await server?.(input, init)) ?? Response.error()
		})
		renderMode('classic')
		await guess(userEvent.setup(), 'Goku')
		// from here the clock moves only when told (Testing Library's waits need it running, so not before)
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
		await act(async () => {
			answerNameCheck()
			await until(() => readHistory('classic').length === 1)
		})
		await act(() => vi.advanceTimersByTimeAsync(delay - 1))
		expect(screen.queryByRole('heading', WIN_HEADING)).not.toBeInTheDocument()
		await act(() => vi.advanceTimersByTimeAsync(1))
		expect(screen.getByRole('heading', WIN_HEADING)).toBeInTheDocument()
	},
)
