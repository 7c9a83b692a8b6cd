import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { Loading, useMinimumDelay } from './loading.tsx'

afterEach(() => {
	vi.useRealTimers()
})

test('the loading indicator is a status named Loading', () => {
	render(<Loading />)
	expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
})

test('useMinimumDelay turns true only once its delay has passed', () => {
	vi.useFakeTimers()
	const { result } = renderHook(() => useMinimumDelay(300))
	expect(result.current).toBe(false)
	act(() => vi.advanceTimersByTime(299))
	expect(result.current).toBe(false)
	act(() => vi.advanceTimersByTime(1))
	expect(result.current).toBe(true)
})
