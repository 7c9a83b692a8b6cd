import { gameNumeroAt } from '@dragondle/core'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { isRenderedByReact, waitForApp } from './app-ready.ts'
import { guess } from './guess.ts'
import { E2E_ENV } from './playwright.config.ts'
import { regionFarFromMidnight, serverAnswers, todaysClassic } from './todays-answer.ts'

// Decision 094: React takes over each page's prerendered screen. A screen React did not render the
// same way is a hydration mismatch, which production React reports only as a minified error in the
// console (React errors 418, 419, 422, 423 and 425) and a window `error` event, while the page looks
// fine.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

/** How React (and anything else) says a page went wrong, whatever the console level. */
const HYDRATION_TROUBLE = /Minified React error|hydrat/i

type Visit = {
	path: string
	/** Waits until the page has settled: its guess box ready to play, or its heading shown. */
	settle: (page: Page) => Promise<void>
	/** The document's HTTP status, if not 200: an unknown address answers 404 (decision 033). */
	status?: 404
}

async function playable(page: Page) {
	await expect(page.getByRole('combobox', { name: /character name/i })).toBeEnabled({ timeout: 15_000 })
}

function titled(name: string) {
	return async (page: Page) => {
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 })
	}
}

/** A challenge link's token, made by the API as the end panel's 'Copy challenge link' does. */
async function challengeToken(request: APIRequestContext, pastDay: number): Promise<string> {
	// yesterday's answer is playable in every region, which the API requires of a challenge
	const name = serverAnswers().daily.answer('classic', region, pastDay).champion_name
	const response = await request.post('/api/challenges', { data: { mode: 'classic', name, nbGuesses: 3 } })
	expect(response.ok(), await response.text()).toBe(true)
	return ((await response.json()) as { token: string }).token
}

/** Every page of the site: the menu, each mode, the archive and a past day, practice, a challenge, the others. */
async function everyPage(request: APIRequestContext): Promise<Visit[]> {
	const pastDay = gameNumeroAt(Date.now(), region, E2E_ENV.LAUNCH_DAY) - 1
	const token = await challengeToken(request, pastDay)
	return [
		{ path: '/', settle: titled('Choose a game') },
		...['/classic', '/fusion', '/technique', '/silhouette'].map((path) => ({ path, settle: playable })),
		{ path: '/classic/archive', settle: titled('Classic: archive') },
		{ path: `/classic/archive/${pastDay}`, settle: playable },
		{ path: '/classic/practice', settle: playable },
		{ path: `/challenge/${token}`, settle: playable },
		{ path: '/streak', settle: titled('Restore a streak') },
		{ path: '/privacy_policy', settle: titled('Privacy policy') },
		{ path: '/app', settle: titled('Mobile app') },
		{ path: '/no-such-page', settle: titled('Page not found'), status: 404 },
	]
}

/**
 * What the page says in its console and its uncaught errors, from the moment this is called:
 * every error and warning, and any message at all about hydration or a React error.
 */
function listenForTrouble(page: Page): () => string[] {
	const trouble: string[] = []
	page.on('console', (message) => {
		const type = message.type()
		if (type === 'error' || type === 'warning' || HYDRATION_TROUBLE.test(message.text())) {
			const { url, lineNumber } = message.location()
			trouble.push(`console.${type}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`)
		}
	})
	page.on('pageerror', (error) => trouble.push(`uncaught ${error.name}: ${error.message}`))
	return () => trouble.splice(0)
}

/** Loads each page in turn; each must be React's, settle, and say nothing wrong meanwhile. */
async function visitEveryPage(page: Page, visits: Visit[], state: string) {
	const takeTrouble = listenForTrouble(page)
	for (const { path, settle, status = 200 } of visits) {
		await test.step(path, async () => {
			takeTrouble()
			const response = await page.goto(path)
			expect(response?.status(), `${path}'s status`).toBe(status)
			await waitForApp(page)
			await settle(page)
			await page.waitForLoadState('networkidle')
			expect.soft(await isRenderedByReact(page), `${path} (${state}) is rendered by React DOM`).toBe(true)
			expect
				.soft(takeTrouble(), `${path} (${state}): console errors, warnings, page errors`)
				.toEqual(status === 404 ? [notFoundLogOf(page.url())] : [])
		})
	}
}

/**
 * Chromium's own console line for a document answered 404, which it logs as a failed resource: the
 * browser's, not the page's. Any other line on the not-found page fails the test as on any page.
 */
function notFoundLogOf(url: string): string {
	return `console.error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url}:0)`
}

test('in a fresh browser, every page is taken over by React with no error, warning or mismatch', async ({
	page,
	request,
}) => {
	await visitEveryPage(page, await everyPage(request), 'fresh browser')
})

test('with a Classic game in progress, every page is taken over by React with no error, warning or mismatch', async ({
	page,
	request,
}) => {
	const { wrong } = todaysClassic(region)
	await page.goto('/classic')
	await guess(page, wrong.championName)
	const wrongRow = page.getByRole('row').filter({ has: page.getByRole('img', { name: wrong.championName }) })
	await expect(wrongRow).toBeVisible()

	await visitEveryPage(page, await everyPage(request), 'Classic game in progress')
	// the game in progress is still there, drawn by the page React took over
	await page.goto('/classic')
	await expect(wrongRow).toBeVisible({ timeout: 15_000 })
})
