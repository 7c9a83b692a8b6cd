import { expect, test } from '@playwright/test'
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
	const rank = endPanel.getByText(/^You are rank \d+(st|nd|rd|th) among today's finders$/)
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
