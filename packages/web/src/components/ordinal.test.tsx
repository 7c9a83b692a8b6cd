import { renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useOrdinal } from './ordinal.ts'

test.each([
	[1, '1st'],
	[2, '2nd'],
	[3, '3rd'],
	[4, '4th'],
	[10, '10th'],
	[11, '11th'],
	[12, '12th'],
	[13, '13th'],
	[14, '14th'],
	[21, '21st'],
	[22, '22nd'],
	[23, '23rd'],
	[100, '100th'],
	[101, '101st'],
	[102, '102nd'],
	[111, '111th'],
	[112, '112th'],
	[113, '113th'],
	[1001, '1001st'],
	[1011, '1011th'],
])('the English ordinal of %i, from the locale file, is %s', (n, expected) => {
	const { result } = renderHook(() => useOrdinal())
	expect(result.current(n)).toBe(expected)
})
