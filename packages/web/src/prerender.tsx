import { PRERENDERED_PATHS, pageFileOf } from '@dragondle/core'
import { renderToStringAsync } from 'preact-render-to-string'
import type { ReactNode } from 'react'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes } from './app.tsx'
import { ModeLoading } from './components/game-frame.tsx'
import type { RouteHandle } from './components/root-layout.tsx'
import { createI18n } from './i18n.ts'

/**
 * The build's prerendered pages (decision 088): each page's first screen as HTML, so a visit paints
 * before any JavaScript has arrived: the menu in full; a mode's page as it shows while its code
 * loads (header, title, loading indicator, footer); every other page's header and footer. Each is
 * written to its file (core's `pageFileOf`), which the server serves and the worker keeps.
 */
export const PRERENDERED_PAGES = PRERENDERED_PATHS.map((path) => [path, pageFileOf(path)] as const)

/**
 * The routes as the first paint shows them: the menu as it is; a mode's page with its title, still
 * loading (what its route shows while its code loads); every other page empty.
 */
function firstPaintRoutes(table: RouteObject[]): RouteObject[] {
	return table.map((route): RouteObject => {
		if (route.index) return route
		const children = route.children?.map(
			(child): RouteObject => (child.index ? child : { ...child, element: firstPaintOf(child) }),
		)
		return { ...route, children }
	})
}

function firstPaintOf(route: RouteObject): ReactNode {
	const { mode, play } = (route.handle ?? {}) as RouteHandle
	// any other page starts empty: its own elements, whatever they are, are made afresh when it runs
	return mode && play === 'daily' ? <ModeLoading mode={mode} /> : null
}

/** The markup of one page's first screen, as `#root`'s content. */
export async function renderPage(path: string): Promise<string> {
	createI18n()
	const router = createMemoryRouter(firstPaintRoutes(routes), { initialEntries: [path] })
	return renderToStringAsync(<RouterProvider router={router} />)
}
