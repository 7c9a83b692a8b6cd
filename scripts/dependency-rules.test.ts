import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { afterAll, beforeAll, expect, test } from 'vitest'

// The dependency rules (.dependency-cruiser.cjs, run by `npm run deps`) fail a made-up violation of
// each: files that break one rule each are written into the repository for the test, cruised with
// the repository's own configuration, and removed.

const ROOT = join(import.meta.dirname, '..')
const NAME = 'zz-dependency-rules-fixture'

/** Each made-up file, what it imports, and the rule it must break (a cycle is reported once). */
const FIXTURES: ReadonlyArray<{ path: string; source: string; rule?: string }> = [
	{
		path: `packages/core/src/${NAME}-workspace.ts`,
		source: "export { loadContent } from '@dragondle/content'\n",
		rule: 'core-imports-no-workspace',
	},
	{
		path: `packages/core/src/${NAME}-io.ts`,
		source: "export { readFileSync } from 'node:fs'\n",
		rule: 'core-is-pure',
	},
	{
		path: `packages/content/src/${NAME}.ts`,
		source: "export { buildApp } from '@dragondle/server'\n",
		rule: 'content-imports-only-core',
	},
	{
		path: `packages/server/src/${NAME}.ts`,
		source: "export { STORAGE_KEYS } from '@dragondle/web/testing'\n",
		rule: 'server-imports-no-web-or-app',
	},
	{
		path: `packages/web/src/${NAME}-server.ts`,
		source: "export { freePort } from '@dragondle/server/testing'\n",
		rule: 'web-imports-no-server',
	},
	{
		path: `packages/web/src/components/${NAME}.ts`,
		source: "export { DAILY } from '../game/play.ts'\n",
		rule: 'widgets-import-no-game-flow',
	},
	{
		// a type alone binds the layers too
		path: `packages/web/src/storage/${NAME}.ts`,
		source: "export type { Play } from '../game/play.ts'\n",
		rule: 'storage-imports-no-game-flow',
	},
	{
		path: `e2e/${NAME}.ts`,
		source: "export { buildApp } from '../packages/server/src/app.ts'\n",
		rule: 'no-relative-import-into-another-package',
	},
	{
		// autocannon is the benchmarks' dependency, not the deployment test's
		path: `deploy/${NAME}.ts`,
		source: "export { default } from 'autocannon'\n",
		rule: 'no-undeclared-package',
	},
	{
		path: `packages/web/src/${NAME}-a.ts`,
		source: `export { b } from './${NAME}-b.ts'\nexport const a = 1\n`,
		rule: 'no-circular',
	},
	{
		path: `packages/web/src/${NAME}-b.ts`,
		source: `export { a } from './${NAME}-a.ts'\nexport const b = 2\n`,
	},
]

async function cruiseRules(paths: string[]): Promise<ICruiseResult> {
	const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'))
	const { output } = await cruise(paths, { ...options, baseDir: ROOT, validate: true })
	if (typeof output === 'string') throw new Error('expected the result as an object')
	return output
}

beforeAll(() => {
	for (const { path, source } of FIXTURES) {
		mkdirSync(dirname(join(ROOT, path)), { recursive: true })
		writeFileSync(join(ROOT, path), source)
	}
})

afterAll(() => {
	for (const { path } of FIXTURES) rmSync(join(ROOT, path), { force: true })
})

test('each rule fails the file made up to break it, and nothing else of the code', {
	timeout: 120_000,
}, async () => {
	const { summary } = await cruiseRules(FIXTURES.map((fixture) => fixture.path))
	const broken = summary.violations.map((violation) => ({ rule: violation.rule.name, from: violation.from }))
	for (const { path, rule } of FIXTURES) if (rule) expect(broken).toContainEqual({ rule, from: path })
	// the code the fixtures import, followed from them, keeps every rule (its known exceptions aside)
	expect(broken.filter(({ from }) => !from.includes(NAME))).toEqual([])
	expect(summary.error).toBe(broken.length)
})
