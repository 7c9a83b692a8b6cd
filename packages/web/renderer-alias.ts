import type { Alias } from 'vite'

/**
 * The page renders with Preact through its React compatibility layer (decision 088): the code is
 * written against React's API, and every import of React resolves to `preact/compat`, in the
 * build, the dev server and the unit tests alike, so what is tested is what ships.
 */
export const PREACT_ALIASES: Alias[] = [
	{ find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
	{ find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
	{ find: /^react-dom$/, replacement: 'preact/compat' },
	{ find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
	{ find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
	{ find: /^react$/, replacement: 'preact/compat' },
	// React's hook for older Reacts, which react-i18next imports: Preact has the hook itself
	{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
]
