import { MODES } from './modes.ts'
import type { Mode } from './schemas.ts'

/**
 * The site's pages (docs/product.md §2 "Routes"), as data: the web renders each with its page's
 * component and titles it, the server answers exactly these addresses as pages (any other is the
 * not-found page, with 404), and the prerender and the benchmarks list theirs from it. A new mode
 * adds its four routes here by being in MODES.
 */
export type PageName = ModePageName | 'menu' | 'challenge' | 'streak' | 'app' | 'privacy'

/** The pages each mode has: today's game, the archive, a past day's game, practice. */
export type ModePageName = 'daily' | 'archive' | 'archiveGame' | 'practice'

/** Which kind of game a page plays (decision 084): the header says it before the game has loaded. */
export type PlayKind = 'daily' | 'archive' | 'practice' | 'challenge'

export type PageRoute = {
	/** The address, `:name` standing for one path segment that its PARAMS pattern must match. */
	path: string
	play?: PlayKind
} & ({ page: ModePageName; mode: Mode } | { page: Exclude<PageName, ModePageName>; mode?: undefined })

/** What each parameter of an address may be: a game number from 1, a challenge's token. */
const PARAMS: Readonly<Record<string, string>> = {
	gameNumero: '[1-9]\\d{0,5}',
	token: '[A-Za-z0-9_-]{38}',
}

export const PAGE_ROUTES: readonly PageRoute[] = [
	{ page: 'menu', path: '/' },
	...MODES.flatMap((mode): PageRoute[] => [
		{ page: 'daily', path: `/${mode}`, mode, play: 'daily' },
		// the archive of past days, one past day's game (a future day's is still a page that says
		// it has not come), and practice (decision 084)
		{ page: 'archive', path: `/${mode}/archive`, mode },
		{ page: 'archiveGame', path: `/${mode}/archive/:gameNumero`, mode, play: 'archive' },
		{ page: 'practice', path: `/${mode}/practice`, mode, play: 'practice' },
	]),
	{ page: 'challenge', path: '/challenge/:token', play: 'challenge' },
	{ page: 'streak', path: '/streak' },
	{ page: 'app', path: '/app' },
	{ page: 'privacy', path: '/privacy_policy' },
]

export type PageMatch = { route: PageRoute; params: Readonly<Record<string, string>> }

const PATTERNS = PAGE_ROUTES.map((route) => {
	const names: string[] = []
	const source = route.path.replace(/:(\w+)/g, (_, name: string) => {
		const pattern = PARAMS[name]
		if (pattern === undefined) throw new Error(`No pattern for the route parameter ${name}`)
		names.push(name)
		return `(${pattern})`
	})
	return { route, names, pattern: new RegExp(`^${source}$`) }
})

/** The page at an address (its path, without query or hash) and its parameters, or null: not found. */
export function matchPage(pathname: string): PageMatch | null {
	for (const { route, names, pattern } of PATTERNS) {
		const found = pattern.exec(pathname)
		if (found)
			return { route, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) }
	}
	return null
}
