import type { Mode } from '@dragondle/core'
import type { ParseKeys } from 'i18next'
import { lazy, Suspense, useEffect, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useLocation, useMatches, useOutletContext } from 'react-router'
import type { PlayKind } from '../game/play.ts'
import { useAllDone } from '../hooks/use-all-done.ts'
import { usePageTitle } from '../hooks/use-page-title.ts'
import { useAppMode } from '../platform.ts'
import { STORAGE_KEYS, useValue } from '../storage.ts'
import { AppBanner } from './app-banner.tsx'
import { AppDialog } from './app-dialog.tsx'
import type { DialogKind } from './dialog.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { HydrateLater, partsHydrated } from './hydrate-later.tsx'
import { InfoBox } from './info-box.tsx'
import { LoadError } from './load-error.tsx'
import { Loading } from './loading.tsx'

// app mode's toast, update notice and ad slot (decision 087): the web never loads them
const AppChrome = lazy(() => import('../app-mode/app-chrome.tsx').then((m) => ({ default: m.AppChrome })))

/**
 * What a route declares in its `handle`: the common.json key of its title, its mode if it is a
 * game, and which kind of game it plays (the header says it).
 */
export type RouteHandle = { titleKey?: ParseKeys<'common'>; mode?: Mode; play?: PlayKind }

/** What pages get from the layout through the outlet context. */
export type LayoutContext = {
	openDialog: (kind: DialogKind) => void
	/** A game's end has just shown: the all-done dialog may follow. */
	onGameEnd?: () => void
}

/** Lets a page open one of the shared dialogs (e.g. stats from the end panel). */
export function useLayout(): LayoutContext {
	return useOutletContext<LayoutContext>()
}

function useRouteHandle(): RouteHandle {
	const handle = useMatches().at(-1)?.handle
	return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {}
}

/** Header, page, footer, the info box and the app banner; owns the single open-dialog value and the page title. */
export function RootLayout() {
	const { t } = useTranslation()
	const [dialog, setDialog] = useState<DialogKind | null>(null)
	const { titleKey, mode, play } = useRouteHandle()
	usePageTitle(titleKey ? t('pageTitle', { title: t(titleKey) }) : t('appName'))
	const { pathname } = useLocation()
	const onGameEnd = useAllDone(() => setDialog('allDone'))
	const context: LayoutContext = { openDialog: setDialog, onGameEnd }
	const isAppMode = useAppMode()
	// spec §4: the ads opt-in opens at the app's first start and stays until answered
	const adsConsent = useValue(STORAGE_KEYS.adsConsent)
	const isOptInDue = isAppMode && adsConsent === null
	const shown = isOptInDue ? 'ads' : dialog
	useMarkReady()
	return (
		<div className="app">
			<HydrateLater name="header">
				<Header mode={mode ?? null} play={play ?? null} onOpenDialog={setDialog} />
			</HydrateLater>
			{/* a complementary landmark belongs at the top level, beside main, not inside it */}
			<InfoBox />
			<main className="main" id="main">
				<ErrorBoundary FallbackComponent={LoadError} resetKeys={[pathname]} onReset={reloadPage}>
					<Suspense fallback={<Loading />}>
						<Outlet context={context} />
					</Suspense>
				</ErrorBoundary>
			</main>
			<HydrateLater name="footer">
				<Footer onOpenDialog={setDialog} />
			</HydrateLater>
			<AppBanner />
			{shown ? (
				<AppDialog
					kind={shown}
					mode={mode ?? null}
					onClose={isOptInDue ? undefined : () => setDialog(null)}
					onOpen={setDialog}
				/>
			) : null}
			{isAppMode ? (
				<Suspense fallback={null}>
					<AppChrome />
				</Suspense>
			) : null}
			<ScrollRestoration />
		</div>
	)
}

/**
 * Marks `<html data-ready>` once the page's code has taken over its prerendered screen, every part
 * of it (decisions 088, 089): before that, its buttons are drawn but answer nothing. Tests wait for
 * it before a click.
 */
function useMarkReady() {
	useEffect(() => {
		void partsHydrated().then(() => {
			document.documentElement.dataset.ready = ''
		})
	}, [])
}

/** "Try again" loads the page afresh: React.lazy remembers a failed download, so re-rendering cannot. */
function reloadPage() {
	window.location.reload()
}
