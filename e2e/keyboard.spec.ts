import {
	blurPx,
	type Character,
	type ClassicCategory,
	compareCharacters,
	type Tile,
	zoomFraction,
} from '@dragondle/core'
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
	type ImageMode,
	regionFarFromMidnight,
	serverAnswers,
	todaysClassic,
	todaysImageAnswer,
} from './todays-answer.ts'

// Play by ear (decision 105): every mode won with the keyboard alone (page.keyboard, never a click),
// the game's live region read after each guess, and focus on the end panel's heading after the win.

// The server keeps the real clock, so the browser plays the region whose midnight is hours away.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId, permissions: ['clipboard-read', 'clipboard-write'] })

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/
const RANK = 'You were the \\d+(st|nd|rd|th) to find it today\\.'

/** The words the live region says for each category and result (game.json `classic.categories`, `announce.results`). */
const CATEGORY_WORDS: Record<ClassicCategory, string> = {
	gender: 'gender',
	race: 'race',
	origin: 'origin',
	affiliation: 'affiliation',
	hair: 'hair',
	hasTransformation: 'transforms',
	nbDeaths: 'deaths',
	animeDebut: 'debut arc',
}
const RESULT_WORDS: Record<Tile['result'], string> = {
	good: 'correct',
	partial: 'partly right',
	bad: 'wrong',
	superior: 'higher',
	inferior: 'lower',
}
const DEBUT_WORDS: Partial<Record<Tile['result'], string>> = { superior: 'later', inferior: 'earlier' }

function escaped(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** What the live region says of a wrong Classic guess, the hidden categories left out. */
function classicNews(guess: Character, answer: Character, hidden: readonly ClassicCategory[]): string {
	const { content } = serverAnswers()
	const tiles = compareCharacters(guess, answer, content.sagas)
		.filter((tile) => !hidden.includes(tile.category))
		.map((tile) => {
			const word =
				(tile.category === 'animeDebut' ? DEBUT_WORDS[tile.result] : undefined) ?? RESULT_WORDS[tile.result]
			return `${CATEGORY_WORDS[tile.category]} ${word}`
		})
	return `${guess.championName}: ${tiles.join('; ')}.`
}

function news(page: Page): Locator {
	return page.getByRole('status', { name: 'Game updates' })
}

function isFocused(locator: Locator): Promise<boolean> {
	return locator.evaluate((element) => element === document.activeElement)
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard player moves through the page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
	await expect(target).toBeVisible({ timeout: 15_000 })
	for (let step = 0; step < 120; step++) {
		if (await isFocused(target)) return
		await page.keyboard.press(key)
	}
	throw new Error(`${key} never reached ${target}`)
}

/** Types a name in the guess box, moves down the suggestions to it with the arrows, and presses Enter. */
async function guessByKeyboard(page: Page, name: string): Promise<void> {
	const box = page.getByRole('combobox', { name: /character name/i })
	await expect(box).toBeEnabled({ timeout: 15_000 })
	await tabTo(page, box)
	await page.keyboard.type(name)
	await expect(page.getByRole('option', { name, exact: true })).toBeVisible()
	for (let step = 0; step < 30; step++) {
		const active = await box.evaluate((input) => {
			const id = input.getAttribute('aria-activedescendant')
			return id ? (document.getElementById(id)?.textContent ?? '') : ''
		})
		if (active === name) break
		await page.keyboard.press('ArrowDown')
	}
	await page.keyboard.press('Enter')
}

/** The win: the live region says it with its tries and then its rank, and focus is on the end panel's heading. */
async function expectWin(page: Page, answer: Character, tries: number): Promise<void> {
	const won = `${escaped(answer.championName)}: right! Found in ${tries} guesses\\.`
	await expect(news(page)).toHaveText(new RegExp(`^${won}( ${RANK})?$`), { timeout: 15_000 })
	const heading = page.getByRole('heading', { level: 2, name: WIN_SENTENCE })
	await expect(heading).toBeFocused({ timeout: 15_000 })
	await expect(page.getByRole('region', { name: WIN_SENTENCE })).toContainText(answer.championName)
	await expect(news(page)).toHaveText(new RegExp(`^${won} ${RANK}$`), { timeout: 15_000 })
}

/** From the end panel's heading, Tab to the share block's Copy and press Enter: the text is copied. */
async function shareByKeyboard(page: Page): Promise<void> {
	const share = page.getByRole('region', { name: 'Share your result' })
	await tabTo(page, share.getByRole('button', { name: 'Copy' }))
	await page.keyboard.press('Enter')
	await expect(share.getByRole('status')).toHaveText('Copied!')
	expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#Dragondle/)
}

test('classic: the challenger zone, two guesses, the win and the share, with the keyboard alone', async ({
	page,
}) => {
	const { answer, wrong } = todaysClassic(region)
	await page.goto('/classic')
	await expect(page.getByRole('combobox', { name: /character name/i })).toBeEnabled({ timeout: 15_000 })

	// the challenger zone's dialog: opened with Enter, a switch turned off with Space, closed with
	// Escape, and focus back on the button that opened it
	const open = page.getByRole('button', { name: 'Challenger zone' })
	await tabTo(page, open)
	await page.keyboard.press('Enter')
	const dialog = page.getByRole('dialog', { name: 'Challenger zone' })
	await expect(dialog).toBeVisible()
	const debut = dialog.getByRole('switch', { name: 'Debut arc' })
	await tabTo(page, debut)
	await page.keyboard.press('Space')
	await expect(debut).not.toBeChecked()
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	await expect(open).toBeFocused()

	await guessByKeyboard(page, wrong.championName)
	await expect(news(page)).toHaveText(classicNews(wrong, answer, ['animeDebut']))
	await expect(page.getByRole('combobox', { name: /character name/i })).toBeFocused()

	await guessByKeyboard(page, answer.championName)
	await expectWin(page, answer, 2)
	await shareByKeyboard(page)
})

/** What the live region says of the first wrong guess in an image mode, with its switches as they start. */
function firstWrongNews(mode: ImageMode, name: string, isZoomingOut = true): string {
	if (mode === 'technique') return `${name}: wrong — the blur falls to ${blurPx(1).toFixed(1)} px.`
	const percent = Math.round(zoomFraction(1, isZoomingOut) * 100)
	return isZoomingOut
		? `${name}: wrong — the picture zooms out to ${percent}%.`
		: `${name}: wrong — the picture stays at ${percent}%.`
}

for (const mode of ['fusion', 'technique', 'silhouette'] as const) {
	test(`${mode}: a wrong guess, the win${mode === 'silhouette' ? '' : ', the bonus'} and the share, with the keyboard alone`, async ({
		page,
	}) => {
		const { answer, wrong } = todaysImageAnswer(mode, region)
		const [first] = wrong
		if (!first) throw new Error('the pack needs a wrong guess')
		await page.goto(`/${mode}`)
		await expect(page.getByRole('combobox', { name: /character name/i })).toBeEnabled({ timeout: 15_000 })

		// a picture switch, toggled with Space (Silhouette: zoom out off, so the guess leaves the picture as it is)
		const isZoomingOut = mode !== 'silhouette'
		if (!isZoomingOut) {
			const zoom = page.getByRole('switch', { name: 'Zoom out with each guess' })
			await tabTo(page, zoom, 'Shift+Tab')
			await page.keyboard.press('Space')
			await expect(zoom).not.toBeChecked()
		}

		await guessByKeyboard(page, first.championName)
		await expect(news(page)).toHaveText(firstWrongNews(mode, first.championName, isZoomingOut))

		await guessByKeyboard(page, answer.championName)
		await expectWin(page, answer, 2)

		if (mode !== 'silhouette') {
			// the bonus question: Tab to its first choice, answer it with Enter
			const bonus = page.getByRole('group', { name: /^Bonus: / })
			await tabTo(page, bonus.getByRole('button').first())
			await page.keyboard.press('Enter')
			await expect(bonus.getByRole('status')).toHaveText(/^(Right! It was .+\.|Wrong — it was .+\.)$/)
		}
		await shareByKeyboard(page)
	})
}

test.describe('with reduced motion', () => {
	test.use({ reducedMotion: 'reduce' })

	test('classic: the tiles appear without the flip, no confetti falls, and the announcements still come', async ({
		page,
	}) => {
		const { answer, wrong } = todaysClassic(region)
		const scripts: string[] = []
		page.on('request', (request) => scripts.push(request.url()))
		await page.goto('/classic')
		await guessByKeyboard(page, wrong.championName)
		await expect(news(page)).toHaveText(classicNews(wrong, answer, []))
		const row = page
			.getByRole('table')
			.getByRole('row')
			.filter({ has: page.getByRole('img', { name: wrong.championName }) })
		const animations = await row
			.getByRole('cell')
			.evaluateAll((cells) =>
				cells.map((cell) => getComputedStyle(cell.firstElementChild as Element).animationName),
			)
		expect(animations).toEqual(animations.map(() => 'none'))

		await guessByKeyboard(page, answer.championName)
		await expectWin(page, answer, 2)
		// confetti's code is fetched as the end panel comes, unless the player prefers reduced motion
		expect(scripts.filter((url) => url.includes('confetti'))).toEqual([])
	})
})
