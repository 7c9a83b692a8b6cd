import { renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { obfuscate } from '../obfuscation.ts'
import { STORAGE_KEYS } from './keys.ts'
import { hasPlayed, readHistory, saveHistoryEntry, useHistory, useModesDone } from './records.ts'
import { readValue, useValue, writeValue } from './store.ts'

test.each([
	['not JSON', '{not json'],
	['edited by hand as plain JSON', JSON.stringify([{ gameNumero: 12, nbGuesses: 1, rank: 1 }])],
	['obfuscated but not a list', obfuscate('{"gameNumero":12}')],
	['truncated', obfuscate(JSON.stringify([{ gameNumero: 12, nbGuesses: 1, rank: 1 }])).slice(0, 20)],
])('a stored history that is %s reads as no history, without being removed in render', (_case, raw) => {
	localStorage.setItem('app:v1:classic:history', raw)
	const { result } = renderHook(() => useHistory('classic'))
	expect(result.current).toEqual([])
	expect(localStorage.getItem('app:v1:classic:history')).toBe(raw)
})

test('reading a corrupt value outside render removes that key alone and gives the fallback', () => {
	vi.spyOn(console, 'info').mockImplementation(() => {})
	localStorage.setItem('app:v1:fusion:guesses', 'junk')
	localStorage.setItem('app:v1:hideColorTutorial', 'true')
	expect(readValue(STORAGE_KEYS.guesses.fusion)).toBeNull()
	expect(localStorage.getItem('app:v1:fusion:guesses')).toBeNull()
	expect(readValue(STORAGE_KEYS.hideColorTutorial)).toBe(true)
})

test('a write updates subscribed components', () => {
	const { result, rerender } = renderHook(() => useValue(STORAGE_KEYS.zoomOut.silhouette))
	expect(result.current).toBe(true)
	writeValue(STORAGE_KEYS.zoomOut.silhouette, false)
	rerender()
	expect(result.current).toBe(false)
})

test('the history keeps every finished game once, in game order, the newest record of a game winning', () => {
	saveHistoryEntry('technique', { gameNumero: 5, nbGuesses: 3, rank: null })
	saveHistoryEntry('technique', { gameNumero: 3, nbGuesses: 1, rank: 9 })
	saveHistoryEntry('technique', { gameNumero: 5, nbGuesses: 3, rank: 4, extras: { noColours: true } })
	expect(readHistory('technique')).toEqual([
		{ gameNumero: 3, nbGuesses: 1, rank: 9 },
		{ gameNumero: 5, nbGuesses: 3, rank: 4, extras: { noColours: true } },
	])
})

// Before the first release a mode kept only its last won game, under `<mode>:result`: no device
// holds one, so that shape is read nowhere, like any value the store does not know.
test('a last won game kept in the shape before histories is no record: it counts for nothing', () => {
	const lastResult = JSON.stringify({ gameNumero: 7, nbGuesses: 4, rank: 2 })
	localStorage.setItem('app:v1:classic:result', lastResult)
	expect(readHistory('classic')).toEqual([])
	expect(hasPlayed()).toBe(false)
	// in the history's place it is corrupt: discarded alone, the other keys kept
	vi.spyOn(console, 'info').mockImplementation(() => {})
	localStorage.setItem('app:v1:fusion:history', obfuscate(lastResult))
	saveHistoryEntry('technique', { gameNumero: 7, nbGuesses: 2, rank: 1 })
	expect(readHistory('fusion')).toEqual([])
	expect(localStorage.getItem('app:v1:fusion:history')).toBeNull()
	expect(readHistory('technique')).toEqual([{ gameNumero: 7, nbGuesses: 2, rank: 1 }])
})

test('the modes done today are those with a finished game of today’s number', () => {
	saveHistoryEntry('classic', { gameNumero: 10, nbGuesses: 2, rank: 1 })
	saveHistoryEntry('silhouette', { gameNumero: 9, nbGuesses: 2, rank: 1 })
	const { result, rerender } = renderHook(() => useModesDone(10))
	expect([...result.current]).toEqual(['classic'])
	saveHistoryEntry('fusion', { gameNumero: 10, nbGuesses: 6, rank: 3 })
	rerender()
	expect([...result.current]).toEqual(['classic', 'fusion'])
})

test('a history entry that does not parse is dropped alone; the others are kept', () => {
	const entries = [
		{ gameNumero: 3, nbGuesses: 2, rank: 1 },
		{ gameNumero: 0, nbGuesses: 2, rank: 1 },
		{ gameNumero: 4, nbGuesses: 'many', rank: 1 },
		{ gameNumero: 5, nbGuesses: 1, rank: null, extras: { noColours: true } },
	]
	localStorage.setItem('app:v1:technique:history', obfuscate(JSON.stringify(entries)))
	expect(readHistory('technique').map((entry) => entry.gameNumero)).toEqual([3, 5])
})

test('when storage refuses writes, values live on in the page and subscribers still see them', () => {
	vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
		throw new DOMException('full', 'QuotaExceededError')
	})
	const { result, rerender } = renderHook(() => useValue(STORAGE_KEYS.guesses.fusion))
	writeValue(STORAGE_KEYS.guesses.fusion, { gameNumero: 3, guesses: ['Goku'] })
	rerender()
	expect(result.current).toEqual({ gameNumero: 3, guesses: ['Goku'] })
	expect(readValue(STORAGE_KEYS.guesses.fusion)).toEqual({ gameNumero: 3, guesses: ['Goku'] })
	expect(localStorage.getItem('app:v1:fusion:guesses')).toBeNull()
})

test("a key's schema is built on its first read and kept, and an unchanged stored string is checked once", () => {
	const key = STORAGE_KEYS.guesses.technique
	const first = key.schema()
	expect(key.schema()).toBe(first)
	localStorage.setItem('app:v1:technique:guesses', JSON.stringify({ gameNumero: 4, guesses: ['Goku'] }))
	const read = readValue(key)
	expect(read).toEqual({ gameNumero: 4, guesses: ['Goku'] })
	// the same string gives the same checked value; a changed one is checked again
	expect(readValue(key)).toBe(read)
	localStorage.setItem(
		'app:v1:technique:guesses',
		JSON.stringify({ gameNumero: 4, guesses: ['Goku', 'Vegeta'] }),
	)
	expect(readValue(key)).toEqual({ gameNumero: 4, guesses: ['Goku', 'Vegeta'] })
	localStorage.setItem('app:v1:technique:guesses', '{"gameNumero":0}')
	vi.spyOn(console, 'info').mockImplementation(() => {})
	expect(readValue(key)).toBeNull()
	expect(localStorage.getItem('app:v1:technique:guesses')).toBeNull()
})
