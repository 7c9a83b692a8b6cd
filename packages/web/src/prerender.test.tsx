import { PRERENDERED_PAGES } from '@dragondle/core'
import { act, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { getI18n } from 'react-i18next'
import { expect, test, vi } from 'vitest'
import { Router } from 'wouter'
import { AppRoutes } from './app.tsx'
import { FrameGuard } from './components/frame-guard.tsx'
import { dailyAnswer, stubApi } from './game/test-helpers.tsx'
import { createI18n, LANGUAGE_VERSION, START_NAMESPACES } from './i18n.ts'
import { pageStringsOf } from './page-strings.ts'
import { renderPage } from './prerender.tsx'
import { STORAGE_KEYS } from './storage/keys.ts'
import { writeValue } from './storage/store.ts'

/** The strings a prerendered page carries, read back as its code reads them (start.tsx). */
function carriedStrings(stringsBlock: string) {
	const page = new DOMParser().parseFromString(`<head>${stringsBlock}</head>`, 'text/html')
	return pageStringsOf(page)
}

// decisions 104 and 117: a first screen shows no game word (a mode's words arrive with its day), so
// a page's strings carry the start namespaces alone and React's takeover waits for no words; a first
// screen that showed one would have the prerender load them, and need them in the page's strings
test.each(PRERENDERED_PAGES)(
	'$path in $language: the page carries its start strings, and its first screen shows no game word',
	async ({ path, language }) => {
		const page = await renderPage(path, language)
		expect(page.markup).not.toBe('')
		expect(Object.keys(carriedStrings(page.stringsBlock)?.strings ?? {}).sort()).toEqual(
			[...START_NAMESPACES].sort(),
		)
		// the prerender's own i18next instance (createI18n makes it React's)
		expect(getI18n().hasResourceBundle(language, 'gameWords')).toBe(false)
	},
	20_000,
)

/**
 * React's note that its static renderer and its client rendered the same context providers: they do
 * here, one after the other in one test, as no page ever does (the build prerenders, the browser
 * takes over).
 */
const TWO_RENDERERS = /Detected multiple renderers concurrently rendering the same context provider/

/** Leaves out of the test setup's console check the one note this harness makes React give. */
function allowTwoRenderers() {
	const setupCheck = vi.mocked(console.error).getMockImplementation()
	vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
		if (!TWO_RENDERERS.test(String(args[0]))) setupCheck?.(...args)
	})
}

test('a Spanish mode page is taken over as prerendered, then its day shows in Spanish words', async () => {
	allowTwoRenderers()
	const page = await renderPage('/classic', 'es')
	const carried = carriedStrings(page.stringsBlock)
	if (carried === null) throw new Error('the page carries no strings')
	createI18n(carried.language, carried.strings)
	// the player's language is the page's, as the server chose the page by it (decision 104)
	writeValue(STORAGE_KEYS.locale, 'es_ES')
	writeValue(STORAGE_KEYS.languageVersion, LANGUAGE_VERSION)
	stubApi({ answer: dailyAnswer({ yesterday: 'Frieza' }) })
	const container = document.createElement('div')
	container.innerHTML = page.markup
	document.body.append(container)
	const heading = container.querySelector('h1')
	// as start.tsx takes a page over, at the page's address; React reports a mismatch as an error,
	// which fails the test
	window.history.pushState(null, '', '/classic')
	const root = await act(async () =>
		hydrateRoot(
			container,
			<StrictMode>
				<FrameGuard>
					<Router>
						<AppRoutes />
					</Router>
				</FrameGuard>
			</StrictMode>,
		),
	)
	expect(await screen.findByText('El personaje de ayer fue #41 Freezer', {}, { timeout: 5000 })).toBeVisible()
	// the prerendered elements were React's to keep: the page's heading is the one the HTML had
	expect(container.querySelector('h1')).toBe(heading)
	act(() => root.unmount())
	container.remove()
	window.history.pushState(null, '', '/')
})
