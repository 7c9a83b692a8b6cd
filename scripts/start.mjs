// `npm start`: build the art and the web app (the root `npm run build`) when the build is missing or
// older than its sources, then serve the production build with the real server. Environment variables pass through unchanged.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const builtIndex = join(root, 'packages/web/dist/index.html')
const sources = [
	'packages/web/src',
	'packages/web/public',
	'packages/web/index.html',
	'packages/core/src',
	'packages/content/data',
	'packages/content/art',
]

function newestMtime(path) {
	if (!existsSync(path)) return 0
	const stat = statSync(path)
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = 0
	for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
	return newest
}

function buildIsCurrent() {
	if (!existsSync(builtIndex)) return false
	const builtAt = statSync(builtIndex).mtimeMs
	return sources.every((source) => newestMtime(join(root, source)) <= builtAt)
}

if (!buildIsCurrent()) {
	console.log('Building the art and the web app (missing or out of date)…')
	const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
	if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
	cwd: process.cwd(),
	stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
