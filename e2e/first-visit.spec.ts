import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadPatchNotes } from '@dragondle/content/patch-notes'
import { MODES } from '@dragondle/core'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { waitForApp } from './app-ready.ts'
import { guess } from './guess.ts'
import { regionFarFromMidnight, todaysImageAnswer } from './todays-answer.ts'

// Decision 112: a first visit finds How to play and Statistics on the home page, by keyboard, and
// no "unread" dot on notes it has never missed; a player who has played and missed notes sees it.
const { region, timezoneId } = regionFarFromMidnight(Date.now())

async function newPlayer(browser: Browser) {
	const context = await browser.newContext({ timezoneId, viewport: { width: 360, height: 740 } })
	return { context, page: await context.newPage() }
}

/** Presses Tab until the focused element is the button named `name` (at most 40 presses). */
async function tabTo(page: Page, name: string) {
	for (let press = 0; press < 40; press++) {
		await page.keyboard.press('Tab')
		const focused = page.locator(':focus')
		if (
			(await focused.getAttribute('aria-label')) === name ||
			(await focused.textContent())?.trim() === name
		) {
			return
		}
	}
	throw new Error(`Tab never reached ${name}`)
}

/** The Patch notes button of Classic's header once its own chunk (with the dot) has replaced the plain one. */
async function notesButton(page: Page) {
	await page.goto('/classic')
	await waitForApp(page)
	const button = page.getByRole('button', { name: 'Patch notes' })
	await expect(button).toBeVisible()
	return button
}

test('a first visit reaches How to play and Statistics from the home page by keyboard, and sees no unread dot', async ({
	browser,
}) => {
	const { context, page } = await newPlayer(browser)
	await page.goto('/')
	await waitForApp(page)
	await tabTo(page, 'How to play')
	await page.keyboard.press('Enter')
	const help = page.getByRole('dialog', { name: 'How to play' })
	await expect(help.getByRole('group', { name: 'Game mode' })).toBeVisible()
	await expect(help.getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'true')
	await help.getByRole('button', { name: 'Silhouette' }).press('Enter')
	await expect(
		help.getByText("A close-up of a character's silhouette is shown: guess who it is."),
	).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(help).toBeHidden()

	await tabTo(page, 'Statistics')
	await page.keyboard.press('Enter')
	const stats = page.getByRole('dialog', { name: 'Statistics' })
	await expect(stats.getByText('Games won')).toBeVisible()
	await page.keyboard.press('Escape')

	// never played: the notes of this visit are read, silently, and stay so once the player plays
	const button = await notesButton(page)
	await expect(page.getByText('New patch notes')).toHaveCount(0)
	await expect(button).not.toHaveAccessibleDescription(/new/i)
	const [wrong] = todaysImageAnswer('silhouette', region).wrong
	await page.goto('/silhouette')
	await guess(page, wrong?.championName ?? '')
	await expect(page.getByRole('list', { name: /your guesses/i }).getByRole('listitem')).toHaveCount(1)
	await expect(await notesButton(page)).not.toHaveAccessibleDescription(/new/i)
	await context.close()
})

test('a player who has played and never opened the notes sees the unread dot', async ({ browser }) => {
	const { context, page } = await newPlayer(browser)
	// a game played in Silhouette, whose header has no patch notes
	const [wrong] = todaysImageAnswer('silhouette', region).wrong
	await page.goto('/silhouette')
	await guess(page, wrong?.championName ?? '')
	await expect(page.getByRole('list', { name: /your guesses/i }).getByRole('listitem')).toHaveCount(1)
	await expect(await notesButton(page)).toHaveAccessibleDescription('New patch notes')
	await context.close()
})

test('a returning player whose last notes seen are older sees the unread dot', async ({ browser }) => {
	const { context, page } = await newPlayer(browser)
	const older = loadPatchNotes().at(-1)?.id
	await context.addInitScript((id) => {
		localStorage.setItem('app:v1:notesSeen', JSON.stringify(id))
	}, older)
	await expect(await notesButton(page)).toHaveAccessibleDescription('New patch notes')
	await context.close()
})

const ROOT = join(import.meta.dirname, '..')

/** A string of the site's locale files, by namespace and dotted path. */
function stringOf(language: string, namespace: string, path: string): string {
	const strings = JSON.parse(
		readFileSync(join(ROOT, `packages/web/src/locales/${language}/${namespace}.json`), 'utf8'),
	)
	return path.split('.').reduce((node, key) => node[key], strings)
}

/** Whether an element's content is wider than its box (text clipped or pushed out). */
async function overflows(locator: Locator): Promise<boolean> {
	return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1)
}

for (const [locale, language] of [
	['en-US', 'en'],
	['es-MX', 'es'],
	['pt-BR', 'pt-BR'],
	['fr-FR', 'fr'],
] as const) {
	for (const viewport of [
		{ width: 360, height: 740 },
		{ width: 390, height: 844 },
	]) {
		test(`${language} at ${viewport.width} px: the home page's help and statistics, their mode choice and the import screen fit`, async ({
			browser,
		}) => {
			const context = await browser.newContext({ locale, timezoneId, viewport })
			const page = await context.newPage()
			await page.goto('/')
			await waitForApp(page)
			const common = (path: string) => stringOf(language, 'common', path)
			for (const name of [common('header.help'), common('header.stats')]) {
				const button = page.getByRole('main').getByRole('button', { name })
				await expect(button).toBeInViewport({ ratio: 1 })
				expect(await overflows(button)).toBe(false)
			}
			await page
				.getByRole('main')
				.getByRole('button', { name: common('header.stats') })
				.click()
			const stats = page.getByRole('dialog', { name: common('dialogs.stats') })
			const modes = stats.getByRole('group', { name: common('dialogs.modeChoice') })
			await expect(modes).toBeVisible()
			for (const mode of MODES) {
				const button = modes.getByRole('button', { name: common(`modes.${mode}.title`) })
				await expect(button).toBeInViewport({ ratio: 1 })
			}
			await page.keyboard.press('Escape')

			await page.goto('/classic')
			await waitForApp(page)
			await page.getByRole('button', { name: common('header.streak') }).click()
			const dialog = page.getByRole('dialog', { name: common('dialogs.transfer') })
			await dialog
				.getByRole('button', { name: stringOf(language, 'transfer', 'transfer.import'), exact: true })
				.click()
			const token = dialog.getByRole('textbox', { name: stringOf(language, 'transfer', 'transfer.token') })
			await expect(token).toBeVisible()
			for (const part of [dialog.locator('.transfer__import'), dialog.locator('.dialog__body')]) {
				expect(await overflows(part)).toBe(false)
			}
			await expect(
				dialog.getByRole('button', { name: stringOf(language, 'transfer', 'transfer.importData') }),
			).toBeInViewport()
			await context.close()
		})
	}
}
