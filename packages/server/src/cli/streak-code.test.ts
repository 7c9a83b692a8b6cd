import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, onTestFinished, test } from 'vitest'
import { STREAK_CODE_PATTERN } from '../codes.ts'
import { loadConfig } from '../config.ts'
import { openStore } from '../store/open-store.ts'
import { makeTestApp } from '../test/test-app.ts'

const CLI = fileURLToPath(new URL('./streak-code.ts', import.meta.url))
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url))

type Run = { status: number | null; stdout: string; stderr: string }

/** The CLI as `npm run streak-code` runs it: its own process, the environment naming the database. */
function runCli(args: string[], env: Record<string, string>): Promise<Run> {
	const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
		cwd: REPO_ROOT,
		env: { ...process.env, DATABASE_URL: '', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let stdout = ''
	let stderr = ''
	child.stdout.on('data', (chunk) => {
		stdout += chunk
	})
	child.stderr.on('data', (chunk) => {
		stderr += chunk
	})
	return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })))
}

function dataDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'dragondle-streak-'))
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
	return dir
}

test('the CLI prints a code it stored in the DATA_DIR database, which the app then redeems once', async () => {
	const env = { DATA_DIR: dataDir() }
	const run = await runCli(['--mode', 'silhouette', '--game', '3', '--guesses', '5'], env)
	expect(run.status, run.stderr).toBe(0)
	const code = run.stdout.trim()
	expect(code).toMatch(STREAK_CODE_PATTERN)
	expect(run.stderr).toContain('silhouette game 3 in 5 guesses')

	const store = await openStore(loadConfig(env, REPO_ROOT).database)
	onTestFinished(() => store.close())
	const { app } = await makeTestApp({ store })
	const redeem = () => app.inject({ method: 'POST', url: '/api/streak/redeem', payload: { code } })
	expect((await redeem()).json()).toEqual({ valid: true, mode: 'silhouette', gameNumero: 3, nbGuesses: 5 })
	expect((await redeem()).json().code).toBe('UNKNOWN_CODE')
}, 30_000)

test('--count prints that many different codes, one per line', async () => {
	const run = await runCli(['--mode', 'classic', '--game', '1', '--guesses', '1', '--count', '3'], {
		DATA_DIR: dataDir(),
	})
	expect(run.status, run.stderr).toBe(0)
	const codes = run.stdout.trim().split('\n')
	expect(codes).toHaveLength(3)
	expect(new Set(codes).size).toBe(3)
	for (const code of codes) expect(code).toMatch(STREAK_CODE_PATTERN)
}, 30_000)

test.each([
	[
		'an unknown mode',
		['--mode', 'quote', '--game', '3', '--guesses', '4'],
		/--mode must be one of classic, fusion/,
	],
	['a game of 0', ['--mode', 'classic', '--game', '0', '--guesses', '4'], /--game must be a whole number/],
	['a game that is no number', ['--mode', 'classic', '--game', '3x', '--guesses', '4'], /--game must be/],
	['a game in the future', ['--mode', 'classic', '--game', '99999', '--guesses', '4'], /latest game so far/],
	['no guesses', ['--mode', 'classic', '--game', '3'], /--guesses is missing/],
	['an unknown option', ['--mode', 'classic', '--gme', '3', '--guesses', '4'], /Unknown option '--gme'/],
])(
	'the CLI refuses %s with a message and a non-zero exit, storing nothing',
	async (_, args, message) => {
		const dir = dataDir()
		const run = await runCli(args, { DATA_DIR: dir })
		expect(run.status).not.toBe(0)
		expect(existsSync(join(dir, 'dragondle.sqlite'))).toBe(false)
		expect(run.stderr).toMatch(message)
		expect(run.stderr).toContain('Usage: npm run streak-code --')
		expect(run.stdout).toBe('')
	},
	30_000,
)
