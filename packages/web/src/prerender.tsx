import { PRERENDERED_PATHS, pageFileOf } from '@dragondle/core'
import { prerender } from 'react-dom/static'
import { MemoryRouter } from 'react-router'
import { AppRoutes } from './app.tsx'
import { createI18n } from './i18n.ts'

/**
 * The build's prerendered pages (decision 094): each page's first screen as HTML, so a visit paints
 * before any JavaScript has arrived: the menu in full; a mode's page as it shows while its day loads
 * (header, title, loading indicator, footer); the privacy page's address stands for every page
 * without a file of its own, whose first screen is the header and the footer. Each is written to
 * its file (core's `pageFileOf`), which the server serves and the worker keeps.
 */
export const PRERENDERED_PAGES = PRERENDERED_PATHS.map((path) => [path, pageFileOf(path)] as const)

/**
 * The markup of one page's first screen, as `#root`'s content: the app's own routes, rendered by
 * React DOM's static renderer, which waits for every lazy page to load, with every store's server
 * snapshot. The page's script then takes it over with `hydrateRoot`.
 */
export async function renderPage(path: string): Promise<string> {
	createI18n()
	const { prelude } = await prerender(
		<MemoryRouter initialEntries={[path]}>
			<AppRoutes />
		</MemoryRouter>,
	)
	return new Response(prelude).text()
}
