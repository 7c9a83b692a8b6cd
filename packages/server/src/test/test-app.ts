import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ContentPack } from '@dragondle/content'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { onTestFinished } from 'vitest'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { createDailyAnswers } from '../daily.ts'
import { numberedPlayerId } from '../player-ids.ts'
import { openStore } from '../store/open-store.ts'
import type { Store } from '../store/store.ts'
import type { Clock } from '../today.ts'
import { makeArtNames, makeContent } from './factories.ts'

/** 2026-01-10 12:00 UTC: game 10 in both regions (launch 2026-01-01). */
export const NOON_JAN_10 = Date.UTC(2026, 0, 10, 12)

type TestAppOptions = {
	clock?: Clock
	env?: Record<string, string>
	content?: ContentPack
	redis?: Redis
	/** Another database (test-stores.ts), closed by whoever opened it; in-memory SQLite by default. */
	store?: Store
	/** Where the app logs; silent by default. */
	logger?: FastifyBaseLogger
}

/**
 * buildApp over in-memory SQLite, a fixed clock and the small content fixture; closed when the
 * test finishes. Without WEB_DIST the app has no web build.
 */
export async function makeTestApp(options: TestAppOptions = {}) {
	const config: Config = loadConfig(
		{ NODE_ENV: 'test', WEB_DIST: join(tmpdir(), 'dragondle-no-build'), ...options.env },
		tmpdir(),
	)
	const store = options.store ?? (await openStore({ kind: 'sqlite', file: ':memory:' }))
	const content = options.content ?? makeContent()
	const artNames = makeArtNames()
	const clock = options.clock ?? (() => NOON_JAN_10)
	const { redis, logger } = options
	const app = buildApp({ store, clock, config, content, artNames, redis, logger })
	onTestFinished(async () => {
		await app.close()
		if (!options.store) await store.close()
	})
	await app.ready()
	return {
		app,
		store,
		config,
		daily: createDailyAnswers(content, { secret: config.scheduleSecret }, artNames),
	}
}

/** The schedule secret of a test app whose env does not set one. */
const DEFAULT_SECRET = loadConfig({ NODE_ENV: 'test' }, tmpdir()).scheduleSecret

/**
 * Player id number n, as the install with this secret (the test app's by default) issues it at `at`
 * (by default the test app's clock; a test of a running server passes Date.now()).
 */
export function playerId(n: number, secret = DEFAULT_SECRET, at = NOON_JAN_10): string {
	return numberedPlayerId(secret, n, at)
}
