// `npm run build:server`: bundles the server into packages/server/dist/main.js, the JavaScript that
// production runs (docs/decisions/076-production-build-and-deployment.md). The workspace packages
// (@dragondle/core, @dragondle/content and its data JSON) are bundled in; every third-party package
// stays an import resolved from node_modules at run time, so native modules (better-sqlite3, pg)
// load as installed.
import { readFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outdir = join(root, 'packages/server/dist')

/** Bare imports: the workspace's own packages are bundled, every other package stays external. */
const externalPackages = {
	name: 'external-packages',
	setup(build) {
		build.onResolve({ filter: /^[^./]/ }, (args) =>
			args.path.startsWith('@dragondle/') ? undefined : { path: args.path, external: true },
		)
	},
}

/**
 * A bundled module no longer sits where its source did, so `new URL('../art/', import.meta.url)`
 * would point next to dist/. Each source's `import.meta.url` becomes its own source URL, computed
 * from dist/main.js at run time: paths stay relative, and the repository tree (or the image's copy
 * of it) can live anywhere.
 */
const sourceRelativeImportMeta = {
	name: 'source-relative-import-meta',
	setup(build) {
		build.onLoad({ filter: /\.ts$/ }, async (args) => {
			const source = await readFile(args.path, 'utf8')
			if (/import\.meta\.(dirname|filename)/.test(source)) {
				return {
					errors: [
						{ text: 'use new URL(…, import.meta.url): import.meta.dirname/filename are not rewritten' },
					],
				}
			}
			if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' }
			const fromDist = relative(outdir, args.path).split(sep).join('/')
			const ownUrl = `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`
			return { contents: source.replaceAll('import.meta.url', ownUrl), loader: 'ts' }
		})
	},
}

const result = await build({
	absWorkingDir: root,
	entryPoints: ['packages/server/src/main.ts'],
	outdir,
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	sourcemap: true,
	logLevel: 'warning',
	metafile: true,
	plugins: [externalPackages, sourceRelativeImportMeta],
})
const bytes = result.metafile.outputs['packages/server/dist/main.js']?.bytes ?? 0
console.log(`packages/server/dist/main.js: ${(bytes / 1024).toFixed(1)} KiB`)
