import { renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { z } from 'zod'
import { playerId, readStored, saveResult, useResult, writeStored } from './storage.ts'

test('a corrupt stored result reads as no result', () => {
	localStorage.setItem('app:v1:classic:result', '{not json')
	const { result } = renderHook(() => useResult('classic'))
	expect(result.current).toBeNull()
})

test('a stored result of the wrong shape reads as no result', () => {
	localStorage.setItem('app:v1:classic:result', JSON.stringify({ gameNumero: 'twelve' }))
	const { result } = renderHook(() => useResult('classic'))
	expect(result.current).toBeNull()
})

test('readStored removes a corrupt value and gives the fallback', () => {
	vi.spyOn(console, 'info').mockImplementation(() => {})
	localStorage.setItem('app:v1:classic:result', 'junk')
	expect(readStored('classic:result', z.object({ gameNumero: z.number() }), null)).toBeNull()
	expect(localStorage.getItem('app:v1:classic:result')).toBeNull()
})

test('a saved result reads back, and a write updates subscribed components', () => {
	const { result, rerender } = renderHook(() => useResult('fusion'))
	expect(result.current).toBeNull()
	saveResult('fusion', { gameNumero: 4, nbGuesses: 2, rank: 1 })
	rerender()
	expect(result.current).toEqual({ gameNumero: 4, nbGuesses: 2, rank: 1 })
	writeStored('fusion:result', null)
	rerender()
	expect(result.current).toBeNull()
})

test('a player id is made even where crypto.randomUUID is missing (a page served over plain HTTP)', () => {
	const { getRandomValues } = crypto
	vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) })
	try {
		const id = playerId()
		expect(id).toMatch(/^[0-9a-f]{32}$/)
		expect(playerId()).toBe(id)
	} finally {
		vi.unstubAllGlobals()
	}
})
