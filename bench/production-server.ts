import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')

/** The compiled server the benchmarks run, as production does: `node packages/server/dist/main.js`. */
export const PRODUCTION_SERVER = join(ROOT, 'packages/server/dist/main.js')

/** Builds the server bundle from the current sources, so a benchmark never measures a stale one. */
export function buildProductionServer(): void {
	const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build-server.mjs')], {
		cwd: ROOT,
		stdio: 'inherit',
	})
	if (build.status !== 0) throw new Error('the server build failed (scripts/build-server.mjs)')
}
