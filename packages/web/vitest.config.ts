import { createRequire } from 'node:module'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { PREACT_ALIASES } from './renderer-alias.ts'

const require = createRequire(import.meta.url)

/** The `.mjs` beside the CommonJS file a package entry resolves to. */
function esModuleOf(entry: string): string {
	return require.resolve(entry).replace(/\.js$/, '.mjs')
}

export default defineConfig({
	plugins: [react()],
	resolve: {
		alias: [
			// its ES module build, whose imports of React the aliases below reach (its CommonJS one's do not)
			{
				find: /^@testing-library\/react$/,
				replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
			},
			// React Router's ES module build: its CommonJS one, which Node's conditions pick, requires React itself
			{ find: /^react-router$/, replacement: esModuleOf('react-router') },
			{ find: /^react-router\/dom$/, replacement: esModuleOf('react-router/dom') },
			{
				find: /^react-error-boundary$/,
				replacement: require.resolve('react-error-boundary').replace(/\.cjs$/, '.js'),
			},
			...PREACT_ALIASES,
		],
	},
	test: {
		name: 'web',
		environment: 'jsdom',
		setupFiles: ['./src/test/setup.ts'],
		// the libraries that import React: inlined, they get Preact through the aliases too
		server: {
			deps: { inline: [/@testing-library\/react/, /react-router/, /react-i18next/, /react-error-boundary/] },
		},
	},
})
