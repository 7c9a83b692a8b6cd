import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { loadConfig } from './config.ts'

test('an empty environment gives the documented defaults', () => {
	const config = loadConfig({}, '/srv/dragondle')
	expect(config).toEqual({
		port: 3000,
		host: 'localhost',
		dataDir: '/srv/dragondle/data',
		database: { kind: 'sqlite', file: '/srv/dragondle/data/dragondle.sqlite' },
		answerKey: 'dragondle-dev',
		scheduleSecret: 'dragondle-schedule-dev',
		transferKey: 'dragondle-transfer-dev',
		launchDay: '2026-01-01',
		webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
		logLevel: 'info',
	})
})

test.each(['postgres://u@db:5432/game', 'postgresql://u@db/game'])(
	'DATABASE_URL %s selects PostgreSQL',
	(url) => {
		expect(loadConfig({ DATABASE_URL: url }, '/srv').database).toEqual({ kind: 'postgres', url })
	},
)

test('relative DATA_DIR and WEB_DIST resolve against the working directory; empty DATABASE_URL means SQLite', () => {
	const config = loadConfig({ DATA_DIR: 'var', WEB_DIST: '../web/dist', DATABASE_URL: '' }, '/srv/app')
	expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/app/var/dragondle.sqlite' })
	expect(config.webDist).toBe('/srv/web/dist')
})

test('every bad variable is named in one error', () => {
	const env = { PORT: 'eighty', LAUNCH_DAY: '2026-02-30', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' }
	expect(() => loadConfig(env, '/srv')).toThrow(/Invalid configuration/)
	try {
		loadConfig(env, '/srv')
	} catch (error) {
		for (const name of Object.keys(env)) expect(String(error)).toContain(`- ${name}:`)
	}
})
