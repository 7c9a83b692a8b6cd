import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe, expect, onTestFinished, test } from 'vitest'
import { buildApp } from './app.ts'
import { INSTALL_SECRETS, loadConfig } from './config.ts'
import { createDailyAnswers } from './daily.ts'
import { keepInstallSecrets } from './install-secrets.ts'
import { openStore } from './store/open-store.ts'
import type { Store } from './store/store.ts'
import { makeArtNames, makeContent } from './test/factories.ts'
import { TEST_DATABASE_URL } from './test/test-stores.ts'

/** A production start's settings with no secret set. */
const production = () => loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }, tmpdir())

async function sqliteFile(dir = mkdtempSync(join(tmpdir(), 'dragondle-secrets-'))) {
	const store = await openStore({ kind: 'sqlite', file: join(dir, 'dragondle.sqlite') })
	onTestFinished(async () => {
		await store.close()
		rmSync(dir, { recursive: true, force: true })
	})
	return { store, dir }
}

/** The classic answers of the next `days` games under an install's secret. */
function classicDays(secret: string, days = 60): string[] {
	const daily = createDailyAnswers(makeContent(), { secret })
	return Array.from({ length: days }, (_, day) => daily.answer('classic', 'eu', day + 1).champion_name)
}

test('a production start with no secret draws its own, 256 random bits each, and keeps them', async () => {
	const { store, dir } = await sqliteFile()
	const first = await keepInstallSecrets(production(), store)
	expect(first.secretsToKeep).toEqual([])
	const drawn = [first.scheduleSecret, first.answerKey, first.transferKey]
	for (const secret of drawn) expect(secret).toMatch(/^[\w-]{43}$/)
	expect(new Set(drawn).size).toBe(3)
	// a restart on the same data directory reads the same ones: the same days
	await store.close()
	const reopened = await openStore({ kind: 'sqlite', file: join(dir, 'dragondle.sqlite') })
	const again = await keepInstallSecrets(production(), reopened)
	await reopened.close()
	expect([again.scheduleSecret, again.answerKey, again.transferKey]).toEqual(drawn)
	expect(classicDays(again.scheduleSecret)).toEqual(classicDays(first.scheduleSecret))
})

test('two fresh installs draw different days', async () => {
	const [one, two] = await Promise.all([sqliteFile(), sqliteFile()])
	const [first, second] = await Promise.all([
		keepInstallSecrets(production(), one.store),
		keepInstallSecrets(production(), two.store),
	])
	expect(first.scheduleSecret).not.toBe(second.scheduleSecret)
	expect(classicDays(first.scheduleSecret)).not.toEqual(classicDays(second.scheduleSecret))
})

test('a secret the operator set is used, and only the unset ones are drawn', async () => {
	const { store } = await sqliteFile()
	const set = 'an-operator-secret-of-forty-characters-00'
	const settings = loadConfig({ NODE_ENV: 'production', SCHEDULE_SECRET: set, ANSWER_KEY: 'k' }, tmpdir())
	expect(settings.secretsToKeep).toEqual(['TRANSFER_KEY'])
	const config = await keepInstallSecrets(settings, store)
	expect([config.scheduleSecret, config.answerKey]).toEqual([set, 'k'])
	expect(config.transferKey).toMatch(/^[\w-]{43}$/)
})

test('the development secrets serve npm run dev and the tests alone', () => {
	for (const NODE_ENV of ['development', 'test']) {
		const config = loadConfig({ NODE_ENV, HOST: '0.0.0.0' }, tmpdir())
		expect([config.secretsToKeep, config.scheduleSecret]).toEqual([[], 'dragondle-schedule-dev'])
	}
	for (const NODE_ENV of [undefined, 'production', 'staging']) {
		for (const HOST of ['localhost', '0.0.0.0']) {
			const config = loadConfig({ NODE_ENV, HOST }, tmpdir())
			expect(config.secretsToKeep).toEqual(INSTALL_SECRETS)
			expect([config.scheduleSecret, config.answerKey, config.transferKey]).toEqual(['', '', ''])
		}
	}
})

test.each(['dragondle-schedule-dev', 'x'.repeat(31)])(
	'SCHEDULE_SECRET=%j, shorter than 32 characters, stops the start with its name',
	(secret) => {
		for (const NODE_ENV of ['production', 'test']) {
			expect(() => loadConfig({ NODE_ENV, SCHEDULE_SECRET: secret }, tmpdir())).toThrow(
				/- SCHEDULE_SECRET: use 32 random characters or more/,
			)
		}
		expect(loadConfig({ SCHEDULE_SECRET: 'x'.repeat(32) }, tmpdir()).scheduleSecret).toBe('x'.repeat(32))
	},
)

test('no app is built on secrets not yet read', async () => {
	const { store } = await sqliteFile()
	const deps = { store, clock: Date.now, content: makeContent(), artNames: makeArtNames() }
	expect(() => buildApp({ ...deps, config: production() })).toThrow(
		/SCHEDULE_SECRET, ANSWER_KEY, TRANSFER_KEY not read yet/,
	)
})

test('a database that does not answer is asked again while the start waits; without waiting, the start fails', async () => {
	let calls = 0
	const flaky: Pick<Store, 'keptSecret'> = {
		keptSecret: async (_name, candidate) => {
			calls += 1
			if (calls <= 2) throw new Error('connection refused')
			return candidate
		},
	}
	const waits: unknown[] = []
	const config = await keepInstallSecrets(production(), flaky, {
		onWait: (error) => waits.push(error),
		retryMs: 1,
	})
	expect(waits).toHaveLength(2)
	expect(config.scheduleSecret).toMatch(/^[\w-]{43}$/)
	calls = 0
	await expect(keepInstallSecrets(production(), flaky)).rejects.toThrow('connection refused')
})

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL (set TEST_DATABASE_URL to run it)', () => {
	test('every instance of an install shares the secrets the first start drew, even starting together', async () => {
		const url = TEST_DATABASE_URL ?? ''
		const schema = `dragondle_test_${randomUUID().replaceAll('-', '')}`
		const open = () => openStore({ kind: 'postgres', url, schema })
		// the first makes the test's schema (two connections making one at once would clash), the
		// others start together
		const stores = [await open()]
		stores.push(...(await Promise.all([open(), open(), open()])))
		onTestFinished(async () => {
			await Promise.all(stores.map((store) => store.close()))
			const client = new pg.Client({ connectionString: url })
			await client.connect()
			await client.query(`drop schema if exists ${schema} cascade`)
			await client.end()
		})
		const configs = await Promise.all(stores.map((store) => keepInstallSecrets(production(), store)))
		const secrets = configs.map((config) => [config.scheduleSecret, config.answerKey, config.transferKey])
		expect(new Set(secrets.map((three) => three.join())).size).toBe(1)
		expect(secrets[0]?.[0]).toMatch(/^[\w-]{43}$/)
		// a new instance, later, reads them too
		const later = await open()
		stores.push(later)
		expect((await keepInstallSecrets(production(), later)).scheduleSecret).toBe(secrets[0]?.[0])
	})
})
