// The repository's dependency rules (docs/architecture.md "Conventions", decision 114), checked by
// `npm run deps` (dependency-cruiser), which `npm test` runs first; scripts/dependency-rules.test.ts
// makes up a violation of each and expects it to fail. Every rule the code breaks is either fixed
// or listed in KNOWN_EXCEPTIONS below, each with the reason it is still there.

/** The workspace folders, each a package of its own. */
const PACKAGE = '^(packages/[^/]+|e2e|bench|deploy|scripts)/'
const WEB = 'packages/web/src'
/** Test files and test helpers: they may reach further than the code they test. */
const TESTS = '(\\.test\\.tsx?|/test-helpers\\.tsx?|/test/[^/]+)$'

/**
 * Imports the rules below forbid that the code still makes, each with why it stays. Fix one and
 * remove its entry's use below: the rule then holds it too.
 */
const KNOWN_EXCEPTIONS = {
	/**
	 * The web build's compression plugin, its content-pack plugin and the app build's plugin, loaded
	 * by vite.config.ts, take splitPageForConfig, the pack's schemas and the runtime config's schema
	 * from core's pages.ts, schemas.ts and runtime-config.ts by path: Vite bundles only its config's
	 * relative imports and hands a package import to Node, which runs no TypeScript from
	 * node_modules (the comment at that import).
	 */
	viteConfigToCore: {
		from: '^packages/web/(compress-plugin|play-pack-plugin|vite-app-build)\\.ts$',
		to: '^packages/core/src/(pages|schemas|runtime-config)\\.ts$',
	},
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
	forbidden: [
		{
			name: 'no-circular',
			severity: 'error',
			comment: 'An import cycle: modules that load each other (decision 097).',
			from: {},
			to: { circular: true },
		},
		{
			name: 'no-relative-import-into-another-package',
			severity: 'error',
			comment:
				"A workspace reaches another package's files by a relative path: import it by its name and one of the entries its package.json exports, and declare it in the importing workspace's package.json.",
			from: { path: PACKAGE, pathNot: KNOWN_EXCEPTIONS.viteConfigToCore.from },
			to: {
				dependencyTypes: ['local'],
				dependencyTypesNot: ['aliased-workspace'],
				path: PACKAGE,
				pathNot: '^$1/',
			},
		},
		{
			name: 'no-relative-import-into-another-package-vite-config',
			severity: 'error',
			comment:
				'The rule above for the compression plugin, but for its one known exception (KNOWN_EXCEPTIONS.viteConfigToCore).',
			from: { path: KNOWN_EXCEPTIONS.viteConfigToCore.from },
			to: {
				dependencyTypes: ['local'],
				dependencyTypesNot: ['aliased-workspace'],
				path: PACKAGE,
				pathNot: ['^packages/web/', KNOWN_EXCEPTIONS.viteConfigToCore.to],
			},
		},
		{
			name: 'no-undeclared-package',
			severity: 'error',
			comment: "A package imported by a workspace whose package.json (or the root's) does not list it.",
			from: {},
			to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
		},
		{
			name: 'no-unresolvable-import',
			severity: 'error',
			comment: 'An import that resolves to no file.',
			from: {},
			to: { couldNotResolve: true },
		},
		{
			name: 'core-imports-no-workspace',
			severity: 'error',
			comment: 'Core depends on no other workspace package: the rules are the bottom layer.',
			from: { path: '^packages/core/' },
			to: { path: PACKAGE, pathNot: '^packages/core/' },
		},
		{
			name: 'core-is-pure',
			severity: 'error',
			comment:
				'Core is pure: no Node module (no file, network or process I/O), no React, no DOM library; its code uses valibot and @noble/hashes only (its tests vitest too).',
			from: { path: '^packages/core/' },
			to: {
				dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown'],
				pathNot: '^node_modules/(valibot|@noble/hashes|vitest|@vitest)/',
			},
		},
		{
			name: 'content-imports-only-core',
			severity: 'error',
			comment: 'The content pack depends on core only, of the workspace packages.',
			from: { path: '^packages/content/' },
			to: { path: PACKAGE, pathNot: '^packages/(core|content)/' },
		},
		{
			name: 'server-imports-no-web-or-app',
			severity: 'error',
			comment:
				'The server uses core and content; it serves the web build from disk and never imports the web or the app code (nor the test workspaces).',
			from: { path: '^packages/server/' },
			to: { path: PACKAGE, pathNot: '^packages/(core|content|server)/' },
		},
		{
			name: 'web-imports-no-server',
			severity: 'error',
			comment:
				'The web uses core and content and talks to the server over HTTP only: it never imports the server, the app or the test workspaces.',
			from: { path: '^packages/web/' },
			to: { path: PACKAGE, pathNot: '^packages/(core|content|web)/' },
		},
		{
			name: 'app-imports-only-web-build',
			severity: 'error',
			comment: "The app wraps the web's app build (decision 086) and has no code of its own beyond that.",
			from: { path: '^packages/app/' },
			to: { path: PACKAGE, pathNot: '^packages/(core|content|web|app)/' },
		},
		{
			name: 'nothing-imports-the-test-workspaces',
			severity: 'error',
			comment: 'No package imports the end-to-end tests, the benchmarks or the deployment files.',
			from: { path: '^packages/' },
			to: { path: '^(e2e|bench|deploy)/' },
		},
		{
			name: 'widgets-import-no-game-flow',
			severity: 'error',
			comment:
				'Small widgets (components/) import nothing above them: not the game flow (game/), the modes, the shell, the pages or the dialogs (decision 097).',
			from: { path: `^${WEB}/components/` },
			to: { path: `^${WEB}/(game|modes|shell|pages|dialogs)/` },
		},
		{
			name: 'storage-imports-no-game-flow',
			severity: 'error',
			comment:
				'Storage (storage/) keeps values and records; it imports nothing of the game flow, the modes, the widgets, the shell, the pages or the dialogs.',
			from: { path: `^${WEB}/storage/` },
			to: { path: `^${WEB}/(game|modes|components|shell|pages|dialogs)/` },
		},
		{
			name: 'only-routes-and-listed-pages-load-the-mode-registry',
			severity: 'error',
			comment:
				"modes/registry.tsx loads every mode's page: only the routes (app.tsx), the help dialog's host and the archive's, practice's and challenge's pages import it; whatever lists the modes reads core's MODES (decision 097).",
			from: {
				path: `^${WEB}/`,
				pathNot: [
					`^${WEB}/app\\.tsx$`,
					`^${WEB}/shell/app-dialog\\.tsx$`,
					`^${WEB}/pages/(archive-game|archive|practice|challenge)-page\\.tsx$`,
					`^${WEB}/modes/`,
					TESTS,
				],
			},
			to: { path: `^${WEB}/modes/registry\\.tsx$` },
		},
		{
			name: 'only-the-entries-import-the-shell',
			severity: 'error',
			comment:
				'The shell (layout, header, footer, dialog host) is imported by the routes and the entries that render them; a page or a game that opens a dialog uses hooks/use-layout.ts instead (decision 097).',
			from: {
				path: `^${WEB}/`,
				pathNot: [`^${WEB}/(app|start|prerender|main)\\.tsx$`, `^${WEB}/shell/`, TESTS],
			},
			to: { path: `^${WEB}/shell/` },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		exclude: {
			path: '^(packages/[a-z]+|bench)/(dist|dist-app|public|android|ios|results)/',
		},
		// type-only imports count: a type taken from a higher layer binds the layers as much as a value
		tsPreCompilationDeps: true,
		// each workspace's package.json, with the root's (whose dev dependencies every workspace shares)
		combinedDependencies: true,
		enhancedResolveOptions: {
			exportsFields: ['exports'],
			conditionNames: ['import', 'require', 'node', 'default', 'types'],
			extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
			mainFields: ['module', 'main', 'types', 'typings'],
		},
		reporterOptions: { text: { highlightFocused: true } },
	},
}
