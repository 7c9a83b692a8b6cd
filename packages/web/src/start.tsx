import { type ReactElement, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router, useLocation } from 'wouter'
import { AppRoutes } from './app.tsx'
import { FrameGuard } from './components/frame-guard.tsx'
import { createI18n, LANGUAGE_VERSION, LOCALES, loadNamespaces, START_NAMESPACES } from './i18n.ts'
import { listenForInstallPrompt } from './install-prompt.ts'
import { nextTask } from './next-task.ts'
import { pageStringsOf } from './page-strings.ts'
import { followPalette } from './palette.ts'
import { askForPersistentStorage } from './persist-storage.ts'
import { applyAppModeSwitch, isAppBuild } from './platform.ts'
import { playerLanguage } from './player-locale.ts'
import { storePlatformOf } from './user-agent.ts'
import { type FrontVersionWatch, watchFrontVersion } from './version-watch.ts'

/**
 * Starts the page (main.tsx): its settings, its router, then the takeover of its prerendered screen,
 * each in a task of its own (decision 094), so a phone stays responsive between them.
 */
export async function start() {
	// `?app-mode=1` / `?app-mode=0` (decision 087), before anything asks whether this is the app
	applyAppModeSwitch(window.location.search)
	await startStrings()
	// the tiles' palette (Settings' colour-blind mode) is on <html> before the takeover
	followPalette()
	await nextTask()
	let versionWatch: FrontVersionWatch | null = null
	// docs/product.md §4: the web version check runs on every browser but iOS ones; the app's files come with
	// the app, so a reload would not fetch a new deploy: its updates come from the stores (decision 086)
	if (
		!import.meta.env.DEV &&
		!isAppBuild() &&
		storePlatformOf(navigator.userAgent, navigator.maxTouchPoints) !== 'ios'
	) {
		versionWatch = watchFrontVersion()
	}
	// Offline play and install (decision 085): the worker is registered once the page has loaded,
	// from its own chunk, so the first visit's paint and bundle do not pay for it; never in dev,
	// where Vite's modules change under it, nor in the app, whose files are on the device (decision 086).
	if (!import.meta.env.DEV && !isAppBuild() && 'serviceWorker' in navigator) {
		const { serviceWorker } = navigator
		const register = () => {
			import('./sw-register.ts')
				.then(({ registerServiceWorker }) => registerServiceWorker(serviceWorker))
				.catch(() => undefined)
		}
		if (document.readyState === 'complete') register()
		else window.addEventListener('load', register, { once: true })
	}
	if (!isAppBuild()) listenForInstallPrompt(window)
	// a streak must not vanish when the browser clears idle sites' storage (decision 079)
	void askForPersistentStorage()
	const root = document.getElementById('root')
	if (!root) throw new Error('index.html has no #root element')
	await nextTask()
	const app = (
		<StrictMode>
			<FrameGuard>
				<Router>
					{/* one child, as in the prerender: a sibling would change every useId below */}
					{versionWatch ? (
						<PageWatch onPage={versionWatch.pageShown}>
							<AppRoutes />
						</PageWatch>
					) : (
						<AppRoutes />
					)}
				</Router>
			</FrameGuard>
		</StrictMode>
	)
	// The page's first screen is in the HTML already (decision 094): React takes it over, starting
	// from what the build rendered there (every store's server snapshot), then catches up. The
	// header, the footer and the page are Suspense boundaries, so React takes them over in tasks of
	// their own and first the one a player touches, replaying the event. The app's page comes from
	// the device with nothing prerendered (decision 086): it renders at once.
	if (root.firstElementChild) hydrateRoot(root, app)
	else createRoot(root).render(app)
}

/**
 * The strings of the page's first screen (decision 104): a prerendered page carries them, in the
 * language its screen is in, which React's takeover must speak; a page without (the app's, the dev
 * server's) starts in the player's language and waits for its strings.
 */
async function startStrings() {
	const page = pageStringsOf(document)
	if (page) {
		createI18n(page.language, page.strings)
		return
	}
	const language = playerLanguage({ locales: LOCALES, languageVersion: LANGUAGE_VERSION })
	createI18n(LOCALES.find((locale) => locale.language === language)?.language)
	await loadNamespaces(...START_NAMESPACES)
}

/** Tells `onPage` each page the player is shown. */
function PageWatch({ onPage, children }: { onPage: (pathname: string) => void; children: ReactElement }) {
	const [pathname] = useLocation()
	useEffect(() => onPage(pathname), [onPage, pathname])
	return children
}
