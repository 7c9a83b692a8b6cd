import { type Mode, type PlayKind, sharesPageFile } from '@dragondle/core'
import type { ParseKeys, TFunction } from 'i18next'
import {
	type ComponentType,
	lazy,
	Suspense,
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
	useSyncExternalStore,
} from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { getI18n, useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { AppBanner } from '../components/app-banner.tsx'
import { InfoBox } from '../components/info-box.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Loading } from '../components/loading.tsx'
import { useAllDone } from '../hooks/use-all-done.ts'
import { type DialogKind, type LayoutContext, LayoutProvider } from '../hooks/use-layout.ts'
import { usePageTitle } from '../hooks/use-page-title.ts'
import { followPlayerLocale, loadNamespaces } from '../i18n.ts'
import { useAppMode } from '../platform.ts'
import { STORAGE_KEYS } from '../storage/keys.ts'
import { useValue } from '../storage/store.ts'
import { AppDialog } from './app-dialog.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'

// app mode's toast, update notice and ad slot (decision 087): the web never loads them
const AppChrome = lazy(async () => {
	const [{ AppChrome }] = await Promise.all([import('../app-mode/app-chrome.tsx'), loadNamespaces('app')])
	return { default: AppChrome }
})

/**
 * What the layout knows of a page from its address: the common.json key of its title, its mode if
 * it is a game, and which kind of game it plays (the header says it).
 */
export type RouteHandle = { titleKey?: ParseKeys<'common'>; mode?: Mode; play?: PlayKind }

type Props = {
	/** The handle of the page at an address (app.tsx reads it from core's route table). */
	handleOf: (pathname: string) => RouteHandle
	/** The page at the router's address. */
	Page: ComponentType
}

/**
 * The open dialog, the layout's one value: the all-done dialog carries the day it opened for, and
 * the transfer dialog whether it is a first start's offer to import.
 */
type OpenDialog = { kind: DialogKind; day?: string; isFirstStart?: boolean }

/** A page's title: the app's name, and the page's own title after it (the prerender writes the same). */
export function pageTitleOf(t: TFunction<'common'>, titleKey: RouteHandle['titleKey']): string {
	return titleKey ? t('pageTitle', { title: t(titleKey) }) : t('appName')
}

/** Header, page, footer, the info box and the app banner; owns the single open-dialog value and the page title. */
export function RootLayout({ handleOf, Page }: Props) {
	const { t } = useTranslation()
	const [dialog, setDialog] = useState<OpenDialog | null>(null)
	// a word for the page a dialog closed back to (an import's result), shown while that page is
	const [notice, setNotice] = useState<{ text: string; pathname: string } | null>(null)
	const openDialog = useCallback((kind: DialogKind) => setDialog({ kind }), [])
	const [pathname] = useLocation()
	// a page without a prerendered file of its own first shows the shared one's screen (decision 094)
	const isSharedFirstPaint = useIsFirstPaint() && sharesPageFile(pathname)
	const { titleKey, mode, play } = isSharedFirstPaint ? {} : handleOf(pathname)
	usePageTitle(pageTitleOf(t, titleKey))
	const { onGameEnd, dayKey } = useAllDone((day) => setDialog({ kind: 'allDone', day }))
	const context: LayoutContext = useMemo(() => ({ openDialog, onGameEnd }), [openDialog, onGameEnd])
	const isAppMode = useAppMode()
	// docs/product.md §4: the ads opt-in opens at the app's first start and stays until answered
	const adsConsent = useValue(STORAGE_KEYS.adsConsent)
	const isOptInDue = isAppMode && adsConsent === null
	// docs/product.md §4 "All games done": a day's dialog is no longer shown once that day is over
	const current = dialog?.kind === 'allDone' && dialog.day !== dayKey ? null : dialog
	const shown: OpenDialog | null = isOptInDue ? { kind: 'ads' } : current
	// the app's one i18next instance (start.tsx): its language follows the player's (decision 100)
	useEffect(() => followPlayerLocale(getI18n()), [])
	useScrollToTopOnNavigation(pathname)
	// The header, the page and the footer are three parts React takes over one at a time, each in
	// tasks of its own and first the one a player touches (decision 094). Each part is the same
	// element while what it shows is the same: the layout renders again as soon as it is taken over
	// (its stores' values replace their server snapshots), and new props would make React take
	// over a part still waiting all at once, in that one task.
	const header = useMemo(
		() => (
			<Suspense fallback={null}>
				<Header mode={mode ?? null} play={play ?? null} onOpenDialog={openDialog} />
			</Suspense>
		),
		[mode, play, openDialog],
	)
	const page = useMemo(
		() => (
			<ErrorBoundary FallbackComponent={LoadError} resetKeys={[pathname]} onReset={reloadPage}>
				<Suspense fallback={<Loading />}>
					{isSharedFirstPaint ? null : (
						<LayoutProvider value={context}>
							<Page />
						</LayoutProvider>
					)}
				</Suspense>
			</ErrorBoundary>
		),
		[pathname, isSharedFirstPaint, context, Page],
	)
	const footer = useMemo(
		() => (
			<Suspense fallback={null}>
				<Footer onOpenDialog={openDialog} />
			</Suspense>
		),
		[openDialog],
	)
	return (
		<div className="app">
			{header}
			{/* a complementary landmark belongs at the top level, beside main, not inside it */}
			<InfoBox />
			<p role="status" className="app-notice">
				{notice?.pathname === pathname ? notice.text : ''}
			</p>
			<main className="main" id="main">
				{page}
			</main>
			{footer}
			<AppBanner />
			{shown ? (
				<AppDialog
					kind={shown.kind}
					mode={mode ?? null}
					isFirstStart={shown.isFirstStart}
					onClose={isOptInDue ? undefined : () => setDialog(null)}
					onOpen={openDialog}
					onOfferImport={() => setDialog({ kind: 'transfer', isFirstStart: true })}
					onImported={(text) => {
						setNotice({ text, pathname })
						setDialog(null)
					}}
				/>
			) : null}
			{isAppMode ? (
				<Suspense fallback={null}>
					<AppChrome isFirstStart={isOptInDue || shown?.isFirstStart === true} />
				</Suspense>
			) : null}
		</div>
	)
}

function subscribeToNothing() {
	return () => {}
}

/**
 * True while the page shows its prerendered screen: in the build's prerender and while React takes
 * that screen over (it renders with the server snapshot then), false from the next render on.
 */
function useIsFirstPaint(): boolean {
	return useSyncExternalStore(
		subscribeToNothing,
		() => false,
		() => true,
	)
}

/**
 * A new page starts at its top, as a page load would; going back or forward leaves the scroll to
 * the browser, which restores where the player was.
 */
function useScrollToTopOnNavigation(pathname: string) {
	const shownPathname = useRef(pathname)
	// whether the last change of address was the browser's Back or Forward (its popstate event)
	const isHistoryMove = useRef(false)
	useEffect(() => {
		const onPopState = () => {
			isHistoryMove.current = true
		}
		window.addEventListener('popstate', onPopState)
		return () => window.removeEventListener('popstate', onPopState)
	}, [])
	useEffect(() => {
		if (pathname === shownPathname.current) return
		shownPathname.current = pathname
		if (!isHistoryMove.current) window.scrollTo(0, 0)
		isHistoryMove.current = false
	}, [pathname])
}

/** "Try again" loads the page afresh: React.lazy remembers a failed download, so re-rendering cannot. */
function reloadPage() {
	window.location.reload()
}
