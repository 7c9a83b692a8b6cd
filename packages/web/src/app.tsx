import { MODES } from '@dragondle/core'
import { lazy, Suspense } from 'react'
import { matchRoutes, type RouteObject, useRoutes } from 'react-router'
import { usePageAnalytics } from './analytics/use-page-analytics.ts'
import { ModeLoading } from './components/game-frame.tsx'
import { loadNamespaces } from './i18n.ts'
import { MODE_REGISTRY } from './modes/registry.tsx'
import { RootLayout, type RouteHandle } from './shell/root-layout.tsx'

// Each page is its own chunk; the layout's Suspense shows the loading indicator meanwhile.
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

function handle(value: RouteHandle): RouteHandle {
	return value
}

/** The app's routes, with their page's `handle`: what the layout's header and title say. */
export const routes: RouteObject[] = [
	{
		path: '/',
		element: <RootLayout handleOf={handleOf} />,
		children: [
			{ index: true, element: <MenuPage /> },
			...MODES.flatMap((mode) => {
				const { Page } = MODE_REGISTRY[mode]
				const modeHandle = handle({ mode, titleKey: `modes.${mode}.title` })
				return [
					{
						path: mode,
						// the mode's title shows while its code loads, as in the first paint (decision 094)
						element: (
							<Suspense fallback={<ModeLoading mode={mode} />}>
								<Page />
							</Suspense>
						),
						handle: handle({ ...modeHandle, play: 'daily' }),
					},
					// the archive of past days, one past day's game, and practice (decision 084)
					{ path: `${mode}/archive`, element: <ArchivePage mode={mode} />, handle: modeHandle },
					{
						path: `${mode}/archive/:gameNumero`,
						element: <ArchiveGamePage mode={mode} />,
						handle: handle({ ...modeHandle, play: 'archive' }),
					},
					{
						path: `${mode}/practice`,
						element: <PracticePage mode={mode} />,
						handle: handle({ ...modeHandle, play: 'practice' }),
					},
				]
			}),
			{ path: 'challenge/:token', element: <ChallengePage />, handle: handle({ play: 'challenge' }) },
			{ path: 'streak', element: <StreakPage />, handle: handle({ titleKey: 'streak.title' }) },
			{ path: 'app', element: <AppPage />, handle: handle({ titleKey: 'app.title' }) },
			{ path: 'privacy_policy', element: <PrivacyPage />, handle: handle({ titleKey: 'privacy.title' }) },
			{ path: '*', element: <NotFoundPage />, handle: handle({ titleKey: 'notFound.heading' }) },
		],
	},
]

/** The handle of the page at `pathname`: its title, its mode and the kind of game it plays. */
export function handleOf(pathname: string): RouteHandle {
	const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle
	return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {}
}

/** The app's pages, in whichever router holds them: the browser's (start.tsx), or a memory one (prerender, tests). */
export function AppRoutes() {
	// page views and outbound clicks, when the operator turned analytics on (decision 099)
	usePageAnalytics()
	return useRoutes(routes)
}
