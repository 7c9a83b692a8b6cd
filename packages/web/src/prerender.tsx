import { type Language, sharesPageFile } from '@dragondle/core'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import { AppRoutes, handleOf } from './app.tsx'
import { createI18n, START_NAMESPACES, type StartStrings } from './i18n.ts'
import { pageStringsBlock } from './page-strings.ts'
import { pageTitleOf } from './shell/root-layout.tsx'

/**
 * The build's prerendered pages (decisions 094 and 104): each page's first screen as HTML, in each
 * language, so a visit paints in the player's language before any JavaScript has arrived: the menu
 * in full; a mode's page as it shows while its day loads (header, title, loading indicator,
 * footer); the privacy page's address stands for every page without a file of its own, whose first
 * screen is the header and the footer. Each is written to its file (core's `pageFileOf`), which the
 * server serves and the worker keeps.
 */
export { PRERENDERED_PAGES } from '@dragondle/core'

/** What the build writes into a page: its first screen, its head's words and its start strings. */
export type RenderedPage = {
	markup: string
	title: string
	description: string
	/** The page's start strings, as the data block its code reads (page-strings.ts). */
	stringsBlock: string
}

/**
 * One page's first screen in one language, as `#root`'s content: the app's own routes, rendered by
 * React DOM's static renderer, which waits for every lazy page to load, with every store's server
 * snapshot. The page's script then takes it over with `hydrateRoot`, in the same language with the
 * same strings.
 */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
	const i18n = createI18n(language)
	await i18n.loadNamespaces([...START_NAMESPACES])
	const strings = Object.fromEntries(
		START_NAMESPACES.map((namespace) => [namespace, i18n.getResourceBundle(language, namespace)]),
	) as StartStrings
	const { prelude } = await prerender(
		<Router ssrPath={path}>
			<AppRoutes />
		</Router>,
	)
	const t = i18n.getFixedT(language, 'common')
	// a page without a file of its own first shows the shared screen, titled as the app (root-layout.tsx)
	const titleKey = sharesPageFile(path) ? undefined : handleOf(path).titleKey
	return {
		markup: await new Response(prelude).text(),
		title: pageTitleOf(t, titleKey),
		description: t('siteDescription'),
		stringsBlock: pageStringsBlock(language, strings),
	}
}
