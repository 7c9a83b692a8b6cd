import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, onTestFinished, test } from 'vitest'
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
