import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadContent } from '@dragondle/content'
import { loadArtNames } from '@dragondle/content/art-names'
import { buildApp, loadConfig, openStore } from '@dragondle/server'
import { E2E_ENV } from './playwright.config.ts'

/**
 * The real server (the app `npm start` serves, on its own SQLite file, serving the same web build)
 * started in the test's process with a clock the test sets: the one thing `npm start` cannot take
 * from outside. Its time runs on from `startMs` at the real rate, like the browser's under
 * `page.clock.install`, until the test moves it.
 */
export async function startServerAt(startMs: number) {
	let offset = startMs - Date.now()
	const dataDir = mkdtempSync(join(tmpdir(), 'dragondle-e2e-clock-'))
	const config = loadConfig({ ...E2E_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, process.cwd())
	const store = await openStore(config.database)
	const app = buildApp({
		store,
		clock: () => Date.now() + offset,
		config,
		content: loadContent(),
		artNames: loadArtNames(config.scheduleSecret),
	})
	const url = await app.listen({ port: 0, host: '127.0.0.1' })
	return {
		url,
		/** The server's time from now on runs from `ms`. */
		moveTo(ms: number) {
			offset = ms - Date.now()
		},
		async close() {
			await app.close()
			await store.close()
			rmSync(dataDir, { recursive: true, force: true })
		},
	}
}
