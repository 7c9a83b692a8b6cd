import { MODES } from './modes.ts'

/**
 * The web build's prerendered pages (decision 094): the file holding a page's first screen, by the
 * page's address. The menu is the build's index.html; each mode has its own; every other page
 * (and the not-found page) shares one that shows the header and the footer.
 * The build writes them, the server serves them, the service worker keeps them.
 */
export function pageFileOf(path: string): string {
	if (path === '/') return 'index.html'
	const mode = MODES.find((name) => path === `/${name}`)
	return mode ? `shells/${mode}.html` : SHARED_PAGE_FILE
}

/** The page file every address without its own shares. */
export const SHARED_PAGE_FILE = 'shells/page.html'

/** The addresses whose first screen is prerendered in a file of its own, then one of the others. */
export const PRERENDERED_PATHS: readonly string[] = [
	'/',
	...MODES.map((mode) => `/${mode}`),
	'/privacy_policy',
]
