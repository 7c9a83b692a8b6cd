import { expect, type Locator, test } from '@playwright/test'
import { regionFarFromMidnight, resultWords, todaysClassic } from './todays-answer.ts'

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/

const CATEGORY_LABELS = {
	gender: 'Gender',
	race: 'Race',
	origin: 'Origin',
	affiliation: 'Affiliation',
	hair: 'Hair',
	hasTransformation: 'Transforms',
	nbDeaths: 'Deaths',
	animeDebut: 'Debut arc',
} as const

// The server keeps the real clock, so the browser plays the region whose midnight is hours away:
// a run at 21:59 UTC must not see Europe's answer change between the guess and the win.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

test('a player guesses wrong, then wins Classic, and the finished game survives a reload', async ({
	page,
}) => {
	const { answer, wrong, wrongTiles } = todaysClassic(region)
	await page.goto('/classic')

	const guessBox = page.getByRole('combobox', { name: /character name/i })
	await expect(guessBox).toBeEnabled({ timeout: 15_000 })
	await guessBox.fill(wrong.championName.slice(0, 3))
	await page.getByRole('option', { name: wrong.championName, exact: true }).click()
	await page.getByRole('button', { name: /guess/i }).click()

	// Each tile of the wrong guess names its category and says its result in words, as core computed it.
	const wrongRow = page
		.getByRole('table')
		.getByRole('row')
		.filter({ has: page.getByRole('img', { name: wrong.championName }) })
	const cells = wrongRow.getByRole('cell')
	await expect(cells).toHaveCount(wrongTiles.length)
	for (const [index, tile] of wrongTiles.entries()) {
		const name = new RegExp(`^${CATEGORY_LABELS[tile.category]}: .+ — ${resultWords(tile)}$`)
		await expect(cells.nth(index)).toHaveAccessibleName(name)
	}

	// The guessed name is gone from the suggestions.
	await guessBox.fill(wrong.championName)
	await expect(page.getByRole('option', { name: wrong.championName, exact: true })).toHaveCount(0)

	await guessBox.fill(answer.championName)
	await guessBox.press('Enter')

	const endPanel = page.getByRole('region', { name: WIN_SENTENCE })
	await expect(endPanel).toBeVisible({ timeout: 15_000 })
	await expect(endPanel).toContainText(answer.championName)
	// other specs may have won today's Classic on this server already: any rank, kept after a reload
	const rank = endPanel.getByText(/^You were the \d+(st|nd|rd|th) to find it today$/)
	await expect(rank).toBeVisible()
	const rankText = await rank.textContent()
	await expect(endPanel).toContainText(/number of tries: 2/i)
	await expect(endPanel.getByText(/next character in/i)).toBeVisible()
	await expect(endPanel.getByText(/\d{2}:\d{2}:\d{2}/)).toBeVisible()

	await page.reload()
	const restored = page.getByRole('region', { name: WIN_SENTENCE })
	await expect(restored).toBeVisible({ timeout: 15_000 })
	await expect(restored).toContainText(rankText ?? 'rank')
	await expect(page.getByRole('table').getByRole('row')).toHaveCount(3)
})

/**
 * Text of `root` whose contrast with what is behind it is under WCAG AA (4.5:1, or 3:1 for large
 * text), as Lighthouse measures it: the text's colour against its ancestors' backgrounds, blended.
 */
async function lowContrastText(root: Locator) {
	return root.evaluate((element) => {
		type Rgba = [number, number, number, number]
		const parse = (css: string): Rgba => {
			const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number)
			return [r, g, b, css.startsWith('rgba') ? a : 1]
		}
		const over = (top: Rgba, below: Rgba): Rgba => {
			const [r, g, b, a] = top
			return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1]
		}
		const luminance = ([r, g, b]: Rgba) => {
			const linear = (c: number) =>
				c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4
			return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
		}
		const backgroundOf = (start: Element): Rgba => {
			const layers: Rgba[] = []
			for (let node: Element | null = start; node; node = node.parentElement) {
				const layer = parse(getComputedStyle(node).backgroundColor)
				if (layer[3] > 0) layers.push(layer)
				if (layer[3] === 1) break
			}
			return layers.reduceRight((below, top) => over(top, below), [255, 255, 255, 1] as Rgba)
		}
		const failures: string[] = []
		for (const node of [element, ...Array.from(element.querySelectorAll('*'))]) {
			const text = Array.from(node.childNodes)
				.filter((child) => child.nodeType === Node.TEXT_NODE)
				.map((child) => child.textContent?.trim())
				.join('')
			if (text === '') continue
			const style = getComputedStyle(node)
			const background = backgroundOf(node)
			const foreground = over(parse(style.color), background)
			const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
			const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
			const size = Number.parseFloat(style.fontSize)
			const isLarge = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
			if (ratio < (isLarge ? 3 : 4.5)) failures.push(`${text}: ${ratio.toFixed(2)}:1`)
		}
		return failures
	})
}

test("the colour tutorial's text passes AA contrast (Lighthouse failed it on /classic)", async ({ page }) => {
	await page.goto('/classic')
	const tutorial = page.getByRole('complementary', { name: 'Colour indicators' })
	await expect(tutorial.getByRole('listitem')).toHaveCount(4, { timeout: 15_000 })
	expect(await lowContrastText(tutorial)).toEqual([])
})
