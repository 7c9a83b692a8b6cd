import { expect, type Page } from '@playwright/test'

/**
 * True once React DOM has taken the page over (decision 094): `hydrateRoot` (or `createRoot`, for
 * a page with nothing prerendered) has marked `#root` as its container, and the layout around the
 * page has been hydrated, which gives `#main` a fiber. These are React's own marks on its DOM, the
 * only sign the page gives that React renders it. Runs in the page.
 */
function hasReactTakenOver(): boolean {
	const marked: [Element | null, string][] = [
		[document.getElementById('root'), '__reactContainer$'],
		[document.getElementById('main'), '__reactFiber$'],
	]
	return marked.every(
		([element, prefix]) => element !== null && Object.keys(element).some((key) => key.startsWith(prefix)),
	)
}

/**
 * True once React has hydrated every part of the prerendered screen as well: the header, the page's
 * content in `#main` (when it has any) and the footer each carry a fiber. Runs in the page, on its
 * own (the page knows nothing of this module); it names no inner function, since tsx (the
 * benchmarks' runner) would wrap a named one in a helper the page does not have.
 */
function isEveryPartHydrated(): boolean {
	const main = document.getElementById('main')
	const content = main?.firstElementChild ?? null
	const marked: [Element | null, string][] = [
		[document.getElementById('root'), '__reactContainer$'],
		[main, '__reactFiber$'],
		[document.querySelector('#root header'), '__reactFiber$'],
		[document.querySelector('#root footer'), '__reactFiber$'],
	]
	if (content !== null) marked.push([content, '__reactFiber$'])
	return marked.every(
		([element, prefix]) => element !== null && Object.keys(element).some((key) => key.startsWith(prefix)),
	)
}

/**
 * Waits until React has taken over the page's prerendered screen, every part of it (decision 094):
 * its links work from the first paint, its buttons once React runs. A press on a part React has not
 * hydrated yet is replayed once it has, but a link pressed before its page's code has arrived is
 * followed as a plain link: a full page load, without the handler a test may be watching.
 */
export async function waitForApp(page: Page): Promise<void> {
	await page.waitForFunction(isEveryPartHydrated, undefined, { timeout: 15_000 }).catch((error: unknown) => {
		throw new Error(`React DOM has not taken over ${page.url()} within 15 s`, { cause: error })
	})
}

/** Whether React DOM renders the page now: a page served without it would still look the same. */
export async function isRenderedByReact(page: Page): Promise<boolean> {
	return page.evaluate(hasReactTakenOver)
}

/** Opens Settings from the header, as a player does once the page runs. */
export async function openSettings(page: Page) {
	await waitForApp(page)
	await page.getByRole('button', { name: 'Settings' }).first().click()
	const dialog = page.getByRole('dialog', { name: 'Settings' })
	await expect(dialog).toBeVisible()
	return dialog
}
