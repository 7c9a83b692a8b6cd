import { mkdirSync, mkdtempSync } from 'node:fs'
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
 * The SQLite folders of the servers under test, one per shard below: the streak-code CLI writes to
 * its shard's database (the project's `metadata.dataDir`). Made once by the runner; its workers,
 * which load this file again, inherit the parent folder through the environment.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dragondle-e2e-'))
const E2E_DATA_DIR = process.env.E2E_DATA_DIR

/**
 * The specs run in two shards side by side, one worker each, and each shard has its own server (on
 * E2E_PORT and the next port, with its own database), so no test sees another's players, ranks or
 * rate limits while it runs: within a shard the specs run one after the other, as they all did on
 * one server before. The second shard's specs are listed (about half the suite's time, heaviest
 * first: on 2026-11-29 the first shard ran 437 s and the second 313 s, so image-modes moved across;
 * with the insight spec in the first, 559 s against 541 s on a slower host that evening); any other
 * spec, a new one too, runs in the first.
 */
const SECOND_SHARD = [
	'phone-classic.spec.ts',
	'words.spec.ts',
	'page-weight.spec.ts',
	'image-modes.spec.ts',
	'languages.spec.ts',
	'lighthouse.spec.ts',
	'practice.spec.ts',
	'small-rules.spec.ts',
	'stats.spec.ts',
]
/**
 * Specs whose gates compare timings on this host (Lighthouse's main-thread work, and the start's
 * script, blocking and paint times at a 4× slower CPU, against a bare React page): they run last,
 * alone, one after the other once both shards are done, so nothing else loads the machine.
 */
const ALONE = ['lighthouse-performance.spec.ts', 'start-work.spec.ts']

const shards = ['first', 'second'].map((name, index) => ({
	name,
	port: PORT + index,
	dataDir: join(E2E_DATA_DIR, name),
}))
for (const { dataDir } of shards) mkdirSync(dataDir, { recursive: true })
const [first, second] = shards as [(typeof shards)[0], (typeof shards)[0]]

function project(shard: typeof first, match: { testMatch?: string[]; testIgnore?: string[] }) {
	return {
		name: shard.name,
		...match,
		workers: 1,
		metadata: { dataDir: shard.dataDir },
		use: { baseURL: `http://127.0.0.1:${shard.port}` },
	}
}

export default defineConfig({
	testDir: '.',
	testMatch: '*.spec.ts',
	fullyParallel: false,
	// one worker per shard (2 cores here); each project limits itself to one
	workers: 2,
	// no retries, in CI too: a test that fails once is a flaky test to fix, not one to run again
	retries: 0,
	reporter: [['list']],
	timeout: 60_000,
	projects: [
		project(first, { testIgnore: [...SECOND_SHARD, ...ALONE] }),
		project(second, { testMatch: SECOND_SHARD }),
		{ ...project(first, { testMatch: ALONE }), name: 'alone', dependencies: ['first', 'second'] },
	],
	use: {
		timezoneId: 'UTC',
		locale: 'en-GB',
		trace: 'off',
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
	},
	webServer: shards.map(({ port, dataDir }) => ({
		// The same entry point as `npm start`: it builds what is missing, then serves the build. The
		// servers start one after the other, so only the first can have anything to build.
		command: 'node ../scripts/start.mjs',
		url: `http://127.0.0.1:${port}/api/`,
		reuseExistingServer: false,
		timeout: 180_000,
		// the server logs (warnings and errors only, LOG_LEVEL below) to stdout: a server that fails or
		// stops during the run says why in the run's output
		stdout: 'pipe' as const,
		stderr: 'pipe' as const,
		env: {
			...E2E_ENV,
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			LOG_LEVEL: 'warn',
		},
	})),
})
