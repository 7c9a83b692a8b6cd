import { statsOf } from '@dragondle/core'
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { STORAGE_KEYS } from './keys.ts'
import { readHistory, saveBonusAnswer, saveHistoryEntry, useIsBonusOpen } from './records.ts'
import { readValue, writeValue } from './store.ts'

// The bonus question's answer in a finished game's record (decision 098).

test('a bonus answer is kept once: a second answer changes nothing', () => {
	saveHistoryEntry('technique', { gameNumero: 42, nbGuesses: 3, rank: 7 })
	expect(saveBonusAnswer('technique', 'daily', 42, false)).toBe(true)
	expect(saveBonusAnswer('technique', 'daily', 42, true)).toBe(false)
	expect(readHistory('technique')).toEqual([
		{ gameNumero: 42, nbGuesses: 3, rank: 7, extras: { bonus: false } },
	])
})

test('the rank that comes back after the bonus was answered keeps the answer and the win’s extras', () => {
	// the win is written at once with its rank still counted, as the game flow does (docs/product.md §4)
	const record = { gameNumero: 42, nbGuesses: 2, extras: { noColours: true, fullBlur: false } }
	saveHistoryEntry('technique', { ...record, rank: null })
	saveBonusAnswer('technique', 'daily', 42, true)
	saveHistoryEntry('technique', { ...record, rank: 12 })
	expect(readHistory('technique')).toEqual([
		{ gameNumero: 42, nbGuesses: 2, rank: 12, extras: { noColours: true, fullBlur: false, bonus: true } },
	])
})

test('a record that carries its own bonus answer replaces the older one whole', () => {
	saveHistoryEntry('fusion', { gameNumero: 5, nbGuesses: 1, rank: 1, extras: { bonus: true } })
	saveHistoryEntry('fusion', { gameNumero: 5, nbGuesses: 1, rank: 1, extras: { bonus: false } })
	expect(readHistory('fusion')).toEqual([{ gameNumero: 5, nbGuesses: 1, rank: 1, extras: { bonus: false } }])
})

test('a game without a record, practice and challenges keep no bonus answer', () => {
	expect(saveBonusAnswer('fusion', 'daily', 42, true)).toBe(false)
	expect(readHistory('fusion')).toEqual([])
	saveHistoryEntry('fusion', { gameNumero: 42, nbGuesses: 1, rank: 1 })
	expect(saveBonusAnswer('fusion', 'practice', 42, true)).toBe(false)
	expect(saveBonusAnswer('fusion', 'challenge', 42, true)).toBe(false)
	expect(readHistory('fusion')).toEqual([{ gameNumero: 42, nbGuesses: 1, rank: 1 }])
})

test('a past day’s bonus answer goes to the archive’s record, never to the daily history', () => {
	writeValue(STORAGE_KEYS.archiveRecord.technique, [{ gameNumero: 9, nbGuesses: 4, rank: null }])
	expect(saveBonusAnswer('technique', 'archive', 9, true)).toBe(true)
	expect(readValue(STORAGE_KEYS.archiveRecord.technique)).toEqual([
		{ gameNumero: 9, nbGuesses: 4, rank: null, extras: { bonus: true } },
	])
	expect(readHistory('technique')).toEqual([])
})

test.each([true, false])('a bonus answered %s changes no statistic or streak', (isRight) => {
	for (const [gameNumero, nbGuesses] of [
		[40, 1],
		[41, 4],
		[42, 2],
	] as const) {
		saveHistoryEntry('fusion', { gameNumero, nbGuesses, rank: 3 })
	}
	const before = statsOf(readHistory('fusion'), 42)
	saveBonusAnswer('fusion', 'daily', 42, isRight)
	expect(statsOf(readHistory('fusion'), 42)).toEqual(before)
	expect(before).toMatchObject({ gamesWon: 3, currentStreak: 3, maxStreak: 3, oneShots: 1 })
})

test('the bonus is open from the win’s record until it is answered, and never in practice', () => {
	const { result } = renderHook(() => [
		useIsBonusOpen('technique', 'daily', 42),
		useIsBonusOpen('technique', 'practice', 42),
	])
	expect(result.current).toEqual([false, false])
	act(() => saveHistoryEntry('technique', { gameNumero: 42, nbGuesses: 1, rank: null }))
	expect(result.current).toEqual([true, false])
	act(() => {
		saveBonusAnswer('technique', 'daily', 42, false)
	})
	expect(result.current).toEqual([false, false])
})
