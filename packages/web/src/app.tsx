import { matchPage, type PageName } from '@dragondle/core'
import type { ParseKeys } from 'i18next'
import { lazy, Suspense } from 'react'
import { useLocation } from 'wouter'
import { usePageAnalytics } from './analytics/use-page-analytics.ts'
import { ModeLoading } from './components/game-frame.tsx'
import { loadNamespaces } from './i18n.ts'
import { MODE_REGISTRY } from './modes/registry.tsx'
import { RootLayout, type RouteHandle } from './shell/root-layout.tsx'

// Each page is its own chunk; the layout's Suspense shows the loading indicator meanwhile. Which
// page an address is comes from core's route table (matchPage).
const MenuPage = lazy(() => import('./pages/menu-page.tsx').then((m) => ({ default: m.MenuPage })))
const StreakPage = lazy(() => import('./pages/streak-page.tsx').then((m) => ({ default: m.StreakPage })))
const AppPage = lazy(() => import('./pages/app-page.tsx').then((m) => ({ default: m.AppPage })))
// the privacy policy's words load beside its code (decision 094)
const PrivacyPage = lazy(async () => {
	const [{ PrivacyPage }] = await Promise.all([import('./pages/privacy-page.tsx'), loadNamespaces('privacy')])
	return { default: PrivacyPage }
})
const ArchivePage = lazy(() => import('./pages/archive-page.tsx').then((m) => ({ default: m.ArchivePage })))
const ArchiveGamePage = lazy(() =>
	import('./pages/archive-game-page.tsx').then((m) => ({ default: m.ArchiveGamePage })),
)
const PracticePage = lazy(() =>
	import('./pages/practice-page.tsx').then((m) => ({ default: m.PracticePage })),
)
const ChallengePage = lazy(() =>
	import('./pages/challenge-page.tsx').then((m) => ({ default: m.ChallengePage })),
)
const NotFoundPage = lazy(() =>
	import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
)

/** Each page's title, as a common.json key; a mode's pages are titled by their mode. */
const PAGE_TITLES: Partial<Record<PageName, ParseKeys<'common'>>> = {
	streak: 'streak.title',
	app: 'app.title',
	privacy: 'privacy.title',
}

/** The handle of the page at `pathname` (core's route table): its title, its mode and the kind of game it plays. */
export function handleOf(pathname: string): RouteHandle {
	const match = matchPage(pathname)
	if (match === null) return { titleKey: 'notFound.heading' }
	const { page, mode, play } = match.route
	return { titleKey: mode ? `modes.${mode}.title` : PAGE_TITLES[page], mode, play }
}

/** The page at the router's address, with its address's parameters. */
function RoutePage() {
	const [pathname] = useLocation()
	const match = matchPage(pathname)
	if (match === null) return <NotFoundPage />
	const { route, params } = match
	switch (route.page) {
		case 'menu':
			return <MenuPage />
		case 'daily': {
			const { Page } = MODE_REGISTRY[route.mode]
			// the mode's title shows while its code loads, as in the first paint (decision 094)
			return (
				<Suspense fallback={<ModeLoading mode={route.mode} />}>
					<Page />
				</Suspense>
			)
		}
		case 'archive':
			return <ArchivePage mode={route.mode} />
		case 'archiveGame':
			return <ArchiveGamePage mode={route.mode} gameNumero={params.gameNumero} />
		case 'practice':
			return <PracticePage mode={route.mode} />
		case 'challenge':
			return <ChallengePage token={params.token ?? ''} />
		case 'streak':
			return <StreakPage />
		case 'app':
			return <AppPage />
		case 'privacy':
			return <PrivacyPage />
		default:
			return route satisfies never
	}
}

/** The app's pages, in whichever router holds them: the browser's (start.tsx), or a memory or fixed one (prerender, tests). */
export function AppRoutes() {
	// page views and outbound clicks, when the operator turned analytics on (decision 099)
	usePageAnalytics()
	return <RootLayout handleOf={handleOf} Page={RoutePage} />
}
