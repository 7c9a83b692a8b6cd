import { MODES, TRANSFER_DATA_MAX_LENGTH } from '@dragondle/core'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { type HistoryEntry, STORAGE_KEYS } from '../storage/keys.ts'
import { readProgress, replaceProgress } from '../storage/records.ts'
import { writeValue } from '../storage/store.ts'
import {
	MAX_PAYLOAD_BYTES,
	MAX_PAYLOAD_ITEMS,
	openPayload,
	packProgress,
	sealCompressed,
	sealPayload,
	unpackProgress,
} from './payload.ts'

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

/** gzip of `chunks` times `chunk`, compressed as it streams (the whole text is never in memory). */
async function gzipRepeated(chunk: string, chunks: number): Promise<Uint8Array> {
	const bytes = new TextEncoder().encode(chunk)
	let left = chunks
	const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
		pull(controller) {
			if (left-- > 0) controller.enqueue(bytes)
			else controller.close()
		},
	})
	return new Uint8Array(await new Response(source.pipeThrough(new CompressionStream('gzip'))).arrayBuffer())
}

test('a gzip bomb (a small token inflating to 29 MB) is refused before it is inflated', async () => {
	const megabyte = 'a'.repeat(1024 * 1024)
	const bomb = await gzipRepeated(megabyte, 29)
	expect(bomb.length).toBeLessThan(50_000)
	await expect(openPayload(await sealCompressed(bomb))).rejects.toThrow(
		`more than ${MAX_PAYLOAD_BYTES} bytes`,
	)
})

/** Every mode's record at its fullest after two years: daily and archive games, practice's cap. */
function heaviestProgress(): Map<string, unknown> {
	const days = 730
	const progress = new Map<string, unknown>()
	for (const mode of MODES) {
		const history = Array.from({ length: days }, (_, day) => ({
			gameNumero: day + 1,
			nbGuesses: (day % 25) + 1,
			rank: ((day * 7919) % 250_000) + 1,
			...(day % 20 === 0 ? { estimated: true } : {}),
			...(mode === 'technique' ? { extras: { noColours: day % 2 === 0, fullBlur: day % 3 === 0 } } : {}),
		}))
		const practice = Array.from({ length: 1000 }, (_, round) => ({
			round: round + 1,
			isWon: round % 10 !== 0,
			nbGuesses: (round % 30) + 1,
		}))
		progress.set(STORAGE_KEYS.history[mode].name, history)
		progress.set(
			STORAGE_KEYS.archiveRecord[mode].name,
			history.map((entry) => ({ ...entry, rank: null })),
		)
		progress.set(STORAGE_KEYS.practiceRecord[mode].name, practice)
		progress.set(STORAGE_KEYS.guesses[mode].name, { gameNumero: days + 1, guesses: ['Goku', 'Vegeta'] })
	}
	return progress
}

test('the heaviest real progress, two years of every record in every mode, still imports whole', async () => {
	const progress = heaviestProgress()
	const payload = packProgress(progress)
	const size = new TextEncoder().encode(JSON.stringify(payload)).length
	// the limit leaves room: this is more than any export the server would keep
	expect(size).toBeGreaterThan(300_000)
	expect(size * 2).toBeLessThan(MAX_PAYLOAD_BYTES)
	expect(unpackProgress(await openPayload(await sealPayload(payload)))).toEqual(progress)
})

test.each([
	['history', STORAGE_KEYS.history.classic.name, (count: number) => packedGames(count)],
	['archive record', STORAGE_KEYS.archiveRecord.fusion.name, (count: number) => games(count)],
	[
		'practice record',
		STORAGE_KEYS.practiceRecord.silhouette.name,
		(count: number) =>
			Array.from({ length: count }, (_, index) => ({ round: index + 1, isWon: true, nbGuesses: 1 })),
	],
	[
		'guesses',
		STORAGE_KEYS.guesses.technique.name,
		(count: number) => ({
			gameNumero: 1,
			guesses: Array.from({ length: count }, (_, index) => `Goku ${index}`),
		}),
	],
])('a %s longer than any real one is refused before its entries are checked', (_kind, name, make) => {
	expect(unpackProgress({ v: 1, keys: { [name]: make(MAX_PAYLOAD_ITEMS) } })).not.toBeNull()
	expect(unpackProgress({ v: 1, keys: { [name]: make(MAX_PAYLOAD_ITEMS + 1) } })).toBeNull()
})

test('a token of 60,000 copies of one game in a history, a few KB once sealed, is refused', async () => {
	const name = STORAGE_KEYS.history.classic.name
	const copies = Array.from({ length: 60_000 }, () => ({ gameNumero: 1, nbGuesses: 1, rank: null }))
	const sealed = await sealPayload(packProgress(new Map([[name, copies]])))
	expect(sealed.length).toBeLessThan(TRANSFER_DATA_MAX_LENGTH)
	expect(unpackProgress(await openPayload(sealed))).toBeNull()
})

function games(count: number): HistoryEntry[] {
	return Array.from({ length: count }, (_, index) => ({ gameNumero: index + 1, nbGuesses: 1, rank: null }))
}

function packedGames(count: number) {
	return packProgress(new Map([[STORAGE_KEYS.history.classic.name, games(count)]])).keys[
		STORAGE_KEYS.history.classic.name
	]
}
