import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, onTestFinished, test } from 'vitest'
import { startServerProcess } from '../test/server-process.ts'
import { openTestPostgres, TEST_DATABASE_URL } from '../test/test-stores.ts'
import { openStore } from './open-store.ts'

function tempDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-store-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	return dir
}

test('a SQLite file is created with its directory, in WAL mode, and keeps wins across reopenings', async () => {
	const file = join(tempDir(), 'nested', 'dragondle.sqlite')
	const game = { mode: 'technique', region: 'us', gameNumero: 9 } as const
	const first = await openStore({ kind: 'sqlite', file })
	await first.recordWin({ ...game, player: 'player-0001' })
	await first.close()
	const second = await openStore({ kind: 'sqlite', file })
	expect(await second.recordWin({ ...game, player: 'player-0002' })).toEqual({
		rank: 2,
		count: 2,
		first: true,
	})
	await second.close()
	const raw = new Database(file, { readonly: true })
	expect(raw.pragma('journal_mode', { simple: true })).toBe('wal')
	raw.close()
})

test('several server processes opening a new SQLite file at the same moment all start and share it', async () => {
	const dir = tempDir()
	const servers = await Promise.all(Array.from({ length: 3 }, () => startServerProcess({ DATA_DIR: dir })))
	onTestFinished(() => {
		for (const server of servers) server.child.kill('SIGKILL')
	})
	for (const server of servers) expect((await fetch(`${server.url}/ready`)).status).toBe(200)
	const raw = new Database(join(dir, 'dragondle.sqlite'), { readonly: true })
	onTestFinished(() => {
		raw.close()
	})
	const tables = raw.prepare("select name from sqlite_master where type = 'table' and name like 'win%'").all()
	expect(tables).toEqual([{ name: 'winners' }, { name: 'win_counts' }, { name: 'win_guess_counts' }])
}, 60_000)

test.skipIf(!TEST_DATABASE_URL)(
	'on PostgreSQL, migration tables in another schema of the database do not stop ours being made',
	async () => {
		// another schema that already has Kysely's migration tables: another app, or a test beside
		const neighbour = await openTestPostgres(TEST_DATABASE_URL ?? '')
		await neighbour.ping()
		// a schema of our own opened after it migrates in full and works (Kysely looked for its
		// tables in every schema, found the neighbour's, and failed to read ours)
		const store = await openTestPostgres(TEST_DATABASE_URL ?? '')
		const game = { mode: 'classic', region: 'eu', gameNumero: 3 } as const
		expect(await store.recordWin({ ...game, player: 'player-0001' })).toEqual({
			rank: 1,
			count: 1,
			first: true,
		})
	},
)
