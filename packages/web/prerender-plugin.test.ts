import { expect, test } from 'vitest'
import { startChunksOf } from './prerender-plugin.ts'

type Chunk = { imports: string[]; dynamicImports: string[] }

function bundleOf(chunks: Record<string, Chunk>) {
	return Object.fromEntries(
		Object.entries(chunks).map(([fileName, chunk]) => [fileName, { type: 'chunk', fileName, ...chunk }]),
	) as unknown as Parameters<typeof startChunksOf>[0]
}

// decision 094: the boot script asks at once for every chunk the start's steps load
test("the start's chunks: the entry's imports, its dynamic imports and all of theirs, once each", () => {
	const bundle = bundleOf({
		'assets/index.js': {
			imports: ['assets/compat.js'],
			dynamicImports: ['assets/storage.js', 'assets/start.js'],
		},
		'assets/compat.js': { imports: [], dynamicImports: [] },
		'assets/storage.js': { imports: ['assets/compat.js', 'assets/schemas.js'], dynamicImports: [] },
		'assets/schemas.js': { imports: [], dynamicImports: [] },
		'assets/start.js': {
			imports: ['assets/router.js', 'assets/index.js'],
			dynamicImports: ['assets/menu.js'],
		},
		'assets/router.js': { imports: ['assets/compat.js'], dynamicImports: [] },
		'assets/menu.js': { imports: ['assets/cards.js'], dynamicImports: [] },
		'assets/cards.js': { imports: [], dynamicImports: [] },
	})
	expect(startChunksOf(bundle, 'assets/index.js').sort()).toEqual([
		'assets/compat.js',
		'assets/router.js',
		'assets/schemas.js',
		'assets/start.js',
		'assets/storage.js',
	])
	expect(() => startChunksOf(bundle, 'assets/missing.js')).toThrow(/no entry chunk/)
})
