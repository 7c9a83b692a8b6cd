import { expect, type Page, test } from '@playwright/test'
import { waitForApp } from './app-ready.ts'

// Decision 088: each page's first screen is in its HTML, and paints before any script has run.

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test("the menu is there in full, and Classic shows its title and its board's first state, loading", async ({
		page,
	}) => {
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1, name: 'Choose a game' })).toBeVisible()
		const cards = page.getByRole('main').getByRole('link', { name: /^(Classic|Fusion|Technique|Silhouette)/ })
		await expect(cards).toHaveCount(4)
		await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible()

		await page.goto('/classic')
		await expect(
			page.getByRole('heading', { level: 1, name: "Guess today's Dragon Ball character!" }),
		).toBeVisible()
		await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'How to play' })).toBeVisible()
		// decision 113: the screen the player will use, its guess box held until the day is here
		await expect(page.getByRole('combobox', { name: /character name/i })).toBeDisabled()
		await expect(page.getByRole('button', { name: 'Challenger zone' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Clue' })).toBeVisible()
		await expect(page.getByRole('complementary', { name: 'Colour indicators' })).toBeVisible()
	})
})

// decision 113: Classic's first paint in each language is its board's first state, styled as it stays
for (const locale of ['en-US', 'es-ES', 'fr-FR', 'pt-BR']) {
	test(`in ${locale}, Classic's first paint is its board's first state, and a closed tutorial never paints`, async ({
		browser,
	}) => {
		const context = await browser.newContext({ locale })
		const page = await context.newPage()
		// the page's code never starts: what shows is the HTML, its styles and the pre-paint script
		await page.route(/\/assets\/boot-[^/]*\.js$/, (route) => route.abort())
		await page.goto('/classic')
		const main = page.getByRole('main')
		const box = await main.locator('.guess-box').boundingBox()
		const tutorial = main.locator('.color-tutorial')
		await expect(main.getByRole('combobox')).toBeDisabled()
		await expect(tutorial).toBeVisible()
		// styled: the guess box's field and button on one line, the tutorial a card under the board
		expect(box?.height).toBeLessThan(120)
		await expect(tutorial).toHaveCSS('border-top-style', 'solid')

		await page.evaluate(() => localStorage.setItem('app:v1:hideColorTutorial', 'true'))
		await page.reload()
		await expect(main.getByRole('combobox')).toBeDisabled()
		await expect(tutorial).toBeHidden()
		await context.close()
	})
}

test("once the page runs, the footer's links are the operator's, with their own addresses", async ({
	page,
}) => {
	// the prerendered footer links our four modes where the operator's sibling games then stand:
	// taking the page over must give those elements the games' addresses, not keep the modes'
	for (const path of ['/', '/classic']) {
		await page.goto(path)
		await waitForApp(page)
		const footer = page.getByRole('contentinfo')
		const games = footer.getByRole('navigation', { name: 'More games' }).getByRole('link')
		await expect(games).toHaveText(['Planetdle', 'Sagadle'])
		await expect(games.first()).toHaveAttribute('href', 'https://planetdle.example')
		await expect(games.last()).toHaveAttribute('href', 'https://sagadle.example')
		await expect(games.first()).toHaveAttribute('target', '_blank')
		await expect(footer.getByRole('link', { name: 'Tip jar' })).toHaveAttribute('href', 'https://tip.example')
		await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
			'href',
			'/privacy_policy',
		)
	}
})

declare global {
	interface Window {
		/** Set once `hydrateRoot` has run; true while React's work is held (below). */
		isReactWorkHeld?: boolean
		releaseReactWork?: () => void
	}
}

/**
 * Holds React's work from the moment `hydrateRoot` has asked for it, with nothing hydrated yet, until
 * `releaseReactWork()`. React's scheduler runs its work through `setImmediate` wherever one exists
 * (Chromium has none), so defining one before the page's code runs puts that work in our hands;
 * events still reach React meanwhile, as on a phone busy hydrating. Runs in the page, before its
 * scripts.
 */
function holdReactWorkAfterHydrateRoot() {
	const hasOwnKey = (element: Element | null, prefix: string) =>
		element !== null && Object.keys(element).some((key) => key.startsWith(prefix))
	const channel = new MessageChannel()
	const queued: Array<() => void> = []
	const held: Array<() => void> = []
	channel.port1.onmessage = () => queued.shift()?.()
	const run = (callback: () => void) => {
		queued.push(callback)
		channel.port2.postMessage(null)
	}
	const setImmediate = (callback: () => void) => {
		const root = document.getElementById('root')
		const header = document.querySelector('header')
		if (window.isReactWorkHeld === undefined && hasOwnKey(root, '__reactContainer$')) {
			window.isReactWorkHeld = !hasOwnKey(header, '__reactFiber$')
		}
		if (window.isReactWorkHeld) held.push(callback)
		else run(callback)
	}
	Object.assign(window, { setImmediate })
	window.releaseReactWork = () => {
		window.isReactWorkHeld = false
		for (const callback of held.splice(0)) run(callback)
	}
}

async function isHeaderHydrated(page: Page): Promise<boolean> {
	return page
		.getByRole('banner')
		.evaluate((header) => Object.keys(header).some((key) => key.startsWith('__reactFiber$')))
}

test('a button pressed once React has started, before it has taken over the header, is pressed', async ({
	page,
}) => {
	// before React's code has arrived, links work and buttons do not, as on any server-rendered
	// React page; from `hydrateRoot` on, React hydrates the part a player presses first and replays
	// the press (decision 094)
	await page.addInitScript(holdReactWorkAfterHydrateRoot)
	await page.goto('/')
	await page.waitForFunction(() => window.isReactWorkHeld === true, undefined, { timeout: 15_000 })
	expect(await isHeaderHydrated(page)).toBe(false)
	await page.getByRole('button', { name: 'Settings' }).click()
	await page.evaluate(() => window.releaseReactWork?.())
	await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
	expect(await isHeaderHydrated(page)).toBe(true)
})
