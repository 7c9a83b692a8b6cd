// `npm run dev`: the API server (restarting on change) on API_PORT and the Vite dev server, which
// proxies /api, /cache and the daily pictures (/art/i/) to it. Stops both on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const apiPort = process.env.API_PORT ?? '3001'
// The pages need the derived art (icons, silhouettes) in packages/web/public/art.
const art = spawnSync('npm', ['run', 'art'], { cwd: root, stdio: 'inherit' })
if (art.status !== 0) process.exit(art.status ?? 1)
const children = [
	spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'packages/server/src/main.ts')], {
		cwd: root,
		// the pictures are served under names keyed by the server's secret (decision 061): the server
		// serves them from the art build's output, with no web build needed
		// NODE_ENV development: the public development secrets, which the dev page's defaults match
		// (decision 107); any other start draws the install's own
		env: {
			...process.env,
			NODE_ENV: 'development',
			PORT: apiPort,
			WEB_DIST: join(root, 'packages/web/public'),
		},
		stdio: 'inherit',
	}),
	spawn('npm', ['run', 'dev', '-w', '@dragondle/web'], {
		cwd: root,
		env: { ...process.env, API_PORT: apiPort },
		stdio: 'inherit',
	}),
]
function stopAll(signal) {
	for (const child of children) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal))
for (const child of children)
	child.on('exit', (code) => {
		stopAll('SIGTERM')
		process.exitCode = code ?? 0
	})
