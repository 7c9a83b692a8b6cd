import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts'
import { MODES } from './modes.ts'

/**
 * The web build's prerendered pages (decisions 094 and 104): the file holding a page's first screen,
 * by the page's address and the language it is in, each language's in a folder of its own. The menu
 * is `index`; each mode has its own; every other page (and the not-found page) shares one that
 * shows the header and the footer. The build writes them, the server answers each page's address
 * with its file in the player's language, and the worker keeps them under the files' own addresses,
 * which the server answers with the file itself.
 */
export function pageFileOf(path: string, language: Language): string {
	const mode = MODES.find((name) => path === `/${name}`)
	const name = path === '/' ? 'index' : (mode ?? SHARED_PAGE_NAME)
	return `shells/${language}/${name}.html`
}

const SHARED_PAGE_NAME = 'page'

/** Whether the page at `path` shows the one first screen every address without its own shares. */
export function sharesPageFile(path: string): boolean {
	return pageFileOf(path, DEFAULT_LANGUAGE).endsWith(`/${SHARED_PAGE_NAME}.html`)
}

/** The addresses whose first screen is prerendered in a file of its own, then one of the others. */
export const PRERENDERED_PATHS: readonly string[] = [
	'/',
	...MODES.map((mode) => `/${mode}`),
	'/privacy_policy',
]

/** Every prerendered page: its address, its language and its file. */
export const PRERENDERED_PAGES: ReadonlyArray<{ path: string; language: Language; file: string }> =
	LANGUAGES.flatMap((language) =>
		PRERENDERED_PATHS.map((path) => ({ path, language, file: pageFileOf(path, language) })),
	)

/**
 * Where a page takes the install's runtime config (decision 107): right before its last `</body>`,
 * or at its end without one. The build compresses the part before it once for all installs and
 * leaves its encodings open there (packages/web/compress-plugin.ts); the server appends the config
 * tag and the rest uncompressed, so it compresses nothing (packages/server/src/site.ts). The page
 * reads the last config tag, so this one overrides the build's placeholder in the head.
 */
export function splitPageForConfig(html: string): { before: string; after: string } {
	const at = html.lastIndexOf('</body>')
	return at < 0 ? { before: html, after: '' } : { before: html.slice(0, at), after: html.slice(at) }
}
