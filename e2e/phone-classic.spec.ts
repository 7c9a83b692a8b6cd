import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Character, compareCharacters, type Tile } from '@dragondle/core'
import { WORD_SECTIONS } from '@dragondle/web/testing'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { waitForApp } from './app-ready.ts'
import { regionFarFromMidnight, serverAnswers, todaysClassic } from './todays-answer.ts'

// Decision 108: Classic on a phone, in every language. Right after each guess its row is in view
// without scrolling; no text is clipped in the header, the language picker, the guess box (its
// placeholder too) or the tiles; a closed colour tutorial stays closed after a reload.
const { region, timezoneId } = regionFarFromMidnight(Date.now())

const ROOT = join(import.meta.dirname, '..')

type Strings = Record<string, unknown>

function stringsOf(language: string, namespace: string): Strings {
	return JSON.parse(
		readFileSync(join(ROOT, `packages/web/src/locales/${language}/${namespace}.json`), 'utf8'),
	)
}

/** The string at a dotted path of `strings`. */
function at(strings: Strings, path: string): string {
	const value = path.split('.').reduce<unknown>((node, key) => (node as Strings | undefined)?.[key], strings)
	if (typeof value !== 'string') throw new Error(`no string at ${path}`)
	return value
}

type GameData = { characters: Record<string, { name: string }> } & Record<string, Record<string, string>>

/** A language's game data; English is the pack's own words. */
function dataOf(language: string): GameData | null {
	if (language === 'en') return null
	return JSON.parse(readFileSync(join(ROOT, `packages/content/data/i18n/${language}.json`), 'utf8'))
}

/** A tile's value in the language's words, as the board writes it (lists comma-separated). */
function tileText(tile: Tile, data: GameData | null, none: string): string {
	const { value } = tile
	if (typeof value !== 'string' && !Array.isArray(value)) return String(value)
	const section = WORD_SECTIONS[tile.category]
	const word = (english: string) => (section && data?.[section]?.[english]) || english
	if (Array.isArray(value)) return value.length === 0 ? none : value.map(word).join(', ')
	return word(value)
}

/**
 * The guesses that carry the language's longest tile strings: the characters with the longest single
 * word on a tile (a word is what cannot wrap), then those with the longest tile; never the answer.
 */
function longestGuesses(language: string, answer: Character): Character[] {
	const { content } = serverAnswers()
	const data = dataOf(language)
	const none = at(stringsOf(language, 'game'), 'classic.values.none')
	const measured = content.characters
		.filter((character) => character.championId !== answer.championId)
		.map((character) => {
			const texts = compareCharacters(character, answer, content.sagas).map((tile) =>
				tileText(tile, data, none),
			)
			return {
				character,
				word: Math.max(...texts.flatMap((text) => text.split(/\s+/).map((word) => word.length))),
				tile: Math.max(...texts.map((text) => text.length)),
			}
		})
	const byWord = [...measured].sort((a, b) => b.word - a.word).slice(0, 3)
	const byTile = [...measured]
		.filter((one) => !byWord.includes(one))
		.sort((a, b) => b.tile - a.tile)
		.slice(0, 2)
	return [...byWord, ...byTile].map((one) => one.character)
}

/**
 * Every clipped text inside the elements `selector` matches, as `where: text` lines: a box whose text
 * is wider or taller than the box (scrollWidth > clientWidth), a word broken over two lines, text
 * outside the viewport, a select's chosen label wider than its room, a placeholder wider than its
 * input. Runs in the page.
 */
function clippedTexts(selector: string): string[] {
	const problems: string[] = []
	const canvas = document.createElement('canvas').getContext('2d')
	const textWidth = (text: string, element: Element) => {
		if (!canvas) return 0
		const style = getComputedStyle(element)
		canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
		return canvas.measureText(text).width
	}
	const innerWidth = (element: HTMLElement) => {
		const style = getComputedStyle(element)
		return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
	}
	/** Text only screen readers get (clipped to a pixel on purpose) is not text on the screen. */
	const isForScreenReaders = (element: Element) => {
		for (let node: Element | null = element; node !== null; node = node.parentElement) {
			const style = getComputedStyle(node)
			if (style.clipPath !== 'none' || style.clip !== 'auto') return true
		}
		return false
	}
	for (const root of Array.from(document.querySelectorAll(selector))) {
		for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
			if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue
			if (isForScreenReaders(element)) continue
			const where = `${selector} ${element.tagName.toLowerCase()}.${element.className}`
			if (element instanceof HTMLSelectElement) {
				// the label shown, with room for the arrow (about 20 px in Chromium)
				const label = element.selectedOptions[0]?.text ?? ''
				if (textWidth(label, element) + 20 > innerWidth(element)) problems.push(`${where}: ${label}`)
				continue
			}
			if (element instanceof HTMLInputElement) {
				if (element.placeholder && textWidth(element.placeholder, element) > innerWidth(element)) {
					problems.push(`${where} placeholder: ${element.placeholder}`)
				}
				continue
			}
			const ownText = Array.from(element.childNodes)
				.filter((node) => node.nodeType === Node.TEXT_NODE)
				.map((node) => node.textContent ?? '')
				.join('')
				.trim()
			if (!ownText && element.scrollWidth <= element.clientWidth) continue
			const style = getComputedStyle(element)
			if (style.display !== 'inline' && element.clientWidth > 0) {
				if (
					element.scrollWidth > element.clientWidth + 1 ||
					element.scrollHeight > element.clientHeight + 1
				) {
					problems.push(`${where}: ${element.textContent?.trim()}`)
				}
			}
			for (const node of Array.from(element.childNodes)) {
				if (node.nodeType !== Node.TEXT_NODE) continue
				const text = node.textContent ?? ''
				for (const match of text.matchAll(/\S+/g)) {
					const range = document.createRange()
					range.setStart(node, match.index)
					range.setEnd(node, match.index + match[0].length)
					const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0)
					const lines = new Set(rects.map((rect) => Math.round(rect.top)))
					if (lines.size > 1) problems.push(`${where}: "${match[0]}" broken over ${lines.size} lines`)
					for (const rect of rects) {
						if (rect.left < -1 || rect.right > window.innerWidth + 1) {
							problems.push(`${where}: "${match[0]}" outside the viewport`)
						}
					}
				}
			}
		}
	}
	return problems
}

/** Settles every running animation (the tiles' flips), so the boxes measured are the final ones. */
async function settled(page: Page): Promise<void> {
	await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
}

/** Fails unless `locator`'s whole box is inside the viewport as it stands (nothing scrolled to it). */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
	const box = await locator.boundingBox()
	const viewport = page.viewportSize()
	expect(box, what).not.toBeNull()
	expect(viewport).not.toBeNull()
	if (box === null || viewport === null) return
	expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0)
	expect(
		box.y + box.height,
		`${what}: bottom ${box.y + box.height} of ${viewport.height}`,
	).toBeLessThanOrEqual(viewport.height)
	expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0)
	expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(viewport.width)
}

const LANGUAGES = [
	{ browser: 'en-US', language: 'en' },
	{ browser: 'es-MX', language: 'es' },
	{ browser: 'pt-BR', language: 'pt-BR' },
	{ browser: 'fr-FR', language: 'fr' },
] as const

const PHONES = [
	{ width: 360, height: 740 },
	{ width: 390, height: 844 },
] as const

/** The desktop the issue saw the same trouble on. */
const DESKTOP = { width: 1280, height: 800 } as const

async function newPlayer(browser: Browser, locale: string, viewport: { width: number; height: number }) {
	const isPhone = viewport.width < 600
	const context = await browser.newContext({
		locale,
		timezoneId,
		viewport,
		hasTouch: isPhone,
		isMobile: isPhone,
	})
	return { context, page: await context.newPage() }
}

for (const viewport of [...PHONES, DESKTOP]) {
	for (const { browser: locale, language } of LANGUAGES) {
		const game = stringsOf(language, 'game')
		const data = dataOf(language)
		const nameOf = (character: Character) =>
			data?.characters[String(character.championId)]?.name ?? character.championName

		test(`${viewport.width}×${viewport.height} in ${language}: each guess's row shows at once, and no text is clipped`, async ({
			browser,
		}) => {
			const { context, page } = await newPlayer(browser, locale, viewport)
			const { answer } = todaysClassic(region)
			await page.goto('/classic')
			await waitForApp(page)
			const box = page.getByRole('combobox', { name: at(game, 'guessBox.label') })
			await expect(box).toBeEnabled({ timeout: 15_000 })

			// the header, the picker and the guess box with its placeholder, before any guess
			expect(await page.evaluate(clippedTexts, 'header')).toEqual([])
			expect(await page.evaluate(clippedTexts, '.guess-box')).toEqual([])

			const rows = page.getByRole('table', { name: at(game, 'classic.gridLabel') }).locator('tbody tr')
			const guesses = longestGuesses(language, answer)
			for (const [index, character] of guesses.entries()) {
				const name = nameOf(character)
				await box.fill(name)
				await expect(page.getByRole('option', { name, exact: true })).toBeVisible()
				// Enter picks the first suggestion and guesses, as a player on a phone's keyboard does:
				// nothing the test clicks scrolls the page
				await box.press('Enter')
				await expect(rows).toHaveCount(index + 1)
				const newest = rows.first()
				await expect(newest.getByRole('img', { name, exact: true })).toBeAttached()
				await expectInView(page, newest, `the row of ${name}, guess ${index + 1}`)
			}

			await settled(page)
			expect(await page.evaluate(clippedTexts, '.classic-grid')).toEqual([])
			expect(await page.evaluate(clippedTexts, 'header')).toEqual([])
			await context.close()
		})
	}
}

for (const viewport of PHONES) {
	for (const { browser: locale, language } of LANGUAGES) {
		const game = stringsOf(language, 'game')
		test(`${viewport.width}×${viewport.height} in ${language}: the closed colour tutorial stays closed after a reload`, async ({
			browser,
		}) => {
			const { context, page } = await newPlayer(browser, locale, viewport)
			await page.goto('/classic')
			await waitForApp(page)
			const tutorial = page.getByRole('complementary', { name: at(game, 'tutorial.title') })
			await expect(tutorial).toBeVisible({ timeout: 15_000 })
			await tutorial.getByRole('button', { name: at(game, 'tutorial.close') }).click()
			await expect(tutorial).toHaveCount(0)
			await page.reload()
			await waitForApp(page)
			await expect(page.getByRole('combobox', { name: at(game, 'guessBox.label') })).toBeEnabled({
				timeout: 15_000,
			})
			await expect(tutorial).toHaveCount(0)
			await context.close()
		})
	}
}
