import { expect, test } from 'vitest'
import { median } from './median.ts'

test('the middle value of an odd count, whatever the order', () => {
	expect(median([30, 10, 20])).toBe(20)
	expect(median([5])).toBe(5)
})

test('the upper of the two middle values of an even count, a value that was measured', () => {
	expect(median([4, 1, 3, 2])).toBe(3)
})

test('numbers sort as numbers, not as text', () => {
	expect(median([100, 9, 20])).toBe(20)
})

test('NaN of no values, and the values are left as they were', () => {
	expect(median([])).toBeNaN()
	const values = [3, 1, 2]
	median(values)
	expect(values).toEqual([3, 1, 2])
})
