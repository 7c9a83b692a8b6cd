// `npm start`: build what is missing or older than its sources (the art and the web app with
// `npm run build`, or only the server bundle), then run the compiled server,
// packages/server/dist/main.js, as production does. Environment variables pass through unchanged;
// SIGINT and SIGTERM are passed on, and the server's exit code is ours.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { constants } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const serverBundle = join(root, 'packages/server/dist/main.js')
const builds = {
	web: {
		output: 'packages/web/dist/index.html',
		sources: [
			'packages/web/src',
			'packages/web/public',
			'packages/web/sw',
			'packages/web/index.html',
			'packages/web/vite.config.ts',
			'packages/core/src',
			'packages/content/src',
			'packages/content/data',
			'packages/content/art',
		],
	},
	server: {
		output: 'packages/server/dist/main.js',
		sources: [
			'packages/server/src',
			'packages/core/src',
			'packages/content/src',
			'packages/content/data',
			'scripts/build-server.mjs',
		],
	},
}

function newestMtime(path) {
	if (!existsSync(path)) return 0
	const stat = statSync(path)
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = 0
	for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
	return newest
}

function isCurrent({ output, sources }) {
	const built = join(root, output)
	if (!existsSync(built)) return false
	const builtAt = statSync(built).mtimeMs
	return sources.every((source) => newestMtime(join(root, source)) <= builtAt)
}

function run(command, args) {
	const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
	if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!isCurrent(builds.web)) {
	console.log('Building the art, the web app and the server (missing or out of date)…')
	run('npm', ['run', 'build'])
} else if (!isCurrent(builds.server)) {
	console.log('Building the server (missing or out of date)…')
	run(process.execPath, [join(root, 'scripts/build-server.mjs')])
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
	cwd: process.cwd(),
	stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
// A server ended by a signal exits the shell way, 128 + the signal's number.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)))
