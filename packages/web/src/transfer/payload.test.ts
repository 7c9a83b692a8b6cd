import { MODES } from '@dragondle/core'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { type HistoryEntry, readProgress, replaceProgress, STORAGE_KEYS, writeValue } from '../storage.ts'
import { openPayload, packProgress, sealPayload, unpackProgress } from './payload.ts'

const gameNumero = fc.integer({ min: 1, max: 100_000 })
const entry: fc.Arbitrary<HistoryEntry> = fc.record(
	{
		gameNumero,
		nbGuesses: fc.integer({ min: 1, max: 500 }),
		rank: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
		estimated: fc.boolean(),
		extras: fc.dictionary(fc.constantFrom('noColours', 'fullBlur', 'challenger'), fc.boolean()),
	},
	{ requiredKeys: ['gameNumero', 'nbGuesses', 'rank'] },
)
const progress = fc.record({
	histories: fc.tuple(...MODES.map(() => fc.array(entry, { maxLength: 60 }))),
	guesses: fc.tuple(
		...MODES.map(() =>
			fc.option(
				fc.record({ gameNumero, guesses: fc.array(fc.string({ maxLength: 30 }), { maxLength: 12 }) }),
				{
					nil: null,
				},
			),
		),
	),
	aids: fc.option(fc.record({ gameNumero, wasColoured: fc.boolean(), wasUnblurring: fc.boolean() }), {
		nil: null,
	}),
})

test('any progress survives export and import exactly: histories, today’s guesses and Technique’s records', async () => {
	await fc.assert(
		fc.asyncProperty(progress, async ({ histories, guesses, aids }) => {
			localStorage.clear()
			MODES.forEach((mode, index) => {
				writeValue(STORAGE_KEYS.history[mode], histories[index] ?? [])
				writeValue(STORAGE_KEYS.guesses[mode], guesses[index] ?? null)
			})
			writeValue(STORAGE_KEYS.techniqueAids, aids)
			const before = readProgress()
			const sealed = await sealPayload(packProgress(before))

			// another device: something else stored, all of it replaced
			localStorage.clear()
			writeValue(STORAGE_KEYS.history.classic, [{ gameNumero: 1, nbGuesses: 9, rank: 1 }])
			const imported = unpackProgress(await openPayload(sealed))
			expect(imported).not.toBeNull()
			replaceProgress(imported ?? new Map())
			expect(readProgress()).toEqual(before)
		}),
		{ numRuns: 60 },
	)
})

test('a payload with anything wrong in it is refused whole', () => {
	const good = packProgress(
		new Map([[STORAGE_KEYS.history.fusion.name, [{ gameNumero: 3, nbGuesses: 2, rank: 1 }]]]),
	)
	expect(unpackProgress(good)).not.toBeNull()
	const broken = [
		null,
		{ v: 2, keys: {} },
		{ ...good, keys: { [STORAGE_KEYS.history.fusion.name]: { games: [3], guesses: [], ranks: [1] } } },
		{ ...good, keys: { [STORAGE_KEYS.history.fusion.name]: { games: [0], guesses: [2], ranks: [1] } } },
		{ ...good, keys: { ...good.keys, [STORAGE_KEYS.techniqueAids.name]: { gameNumero: 'x' } } },
	]
	for (const payload of broken) expect(unpackProgress(payload), JSON.stringify(payload)).toBeNull()
})

test('a sealed payload is compressed: a year of every mode stays far below the server limit', async () => {
	const year = Array.from({ length: 365 }, (_, day) => ({
		gameNumero: day + 1,
		nbGuesses: (day % 9) + 1,
		rank: day * 37 + 1,
	}))
	const sealed = await sealPayload(
		packProgress(new Map(MODES.map((mode) => [STORAGE_KEYS.history[mode].name, year]))),
	)
	expect(sealed.length).toBeLessThan(20_000)
	await expect(openPayload(`${sealed.slice(0, -4)}AAAA`)).rejects.toThrow()
})
