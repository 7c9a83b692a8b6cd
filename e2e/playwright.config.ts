import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 3199)

/** The store pages the server under test names (site.spec.ts intercepts them: no request leaves). */
export const E2E_STORE_URLS = {
	ios: 'https://apps.apple.com/app/dragondle/id1000000000',
	android: 'https://play.google.com/store/apps/details?id=org.dragondle.app',
}

/**
 * Fixed secrets so the tests can compute today's answer the way the server does; the site's links
 * that site.spec.ts follows.
 */
export const E2E_ENV = {
	SCHEDULE_SECRET: 'e2e-schedule-secret-of-32-characters',
	ANSWER_KEY: 'e2e-answer-key',
	TRANSFER_KEY: 'e2e-transfer-key',
	LAUNCH_DAY: '2026-01-01',
	FEEDBACK_EMAIL: 'feedback@dragondle.example',
	IOS_STORE_URL: E2E_STORE_URLS.ios,
	ANDROID_STORE_URL: E2E_STORE_URLS.android,
	// the footer's operator links, which the prerendered pages cannot know (first-paint.spec.ts)
	SIBLING_GAMES: 'Planetdle=https://planetdle.example,Sagadle=https://sagadle.example',
	TIP_URL: 'https://tip.example',
	// every browser context of the suite asks for its player id from the same address
	PLAYER_IDS_PER_HOUR: '1000',
}

/**
 * The SQLite folder of the server under test: the streak-code CLI writes to the same database.
 * Made once by the runner; its workers, which load this file again, inherit it through the
 * environment.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dragondle-e2e-'))
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR

export default defineConfig({
	testDir: '.',
	testMatch: '*.spec.ts',
	fullyParallel: false,
	workers: 1,
	// no retries, in CI too: a test that fails once is a flaky test to fix, not one to run again
	retries: 0,
	reporter: [['list']],
	timeout: 60_000,
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		timezoneId: 'UTC',
		locale: 'en-GB',
		trace: 'off',
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
	},
	webServer: {
		// The same entry point as `npm start`: it builds what is missing, then serves the build.
		command: 'node ../scripts/start.mjs',
		url: `http://127.0.0.1:${PORT}/api/`,
		reuseExistingServer: false,
		timeout: 180_000,
		// the server logs (warnings and errors only, LOG_LEVEL below) to stdout: a server that fails or
		// stops during the run says why in the run's output
		stdout: 'pipe',
		stderr: 'pipe',
		env: {
			...E2E_ENV,
			PORT: String(PORT),
			HOST: '127.0.0.1',
			DATA_DIR: E2E_DATA_DIR,
			LOG_LEVEL: 'warn',
		},
	},
})
