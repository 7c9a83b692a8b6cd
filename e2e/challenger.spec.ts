import { loadContent } from '@dragondle/content'
import { expect, type Page, test } from '@playwright/test'
import { guess } from './guess.ts'
import { regionFarFromMidnight, todaysClassic } from './todays-answer.ts'

/**
 * Classic's challenger zone and clue as a player meets them
 * (docs/product.md §4 "Challenger zone (Classic)" and "Clues").
 */

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/
const CATEGORIES = ['Gender', 'Race', 'Origin', 'Affiliation', 'Hair', 'Transforms', 'Deaths', 'Debut arc']
/** One square of the share text: a colour, or an arrow with its emoji variation selector. */
const SQUARE = /🟩|🟥|🟧|⬆️|⬇️/gu

// the region whose midnight is hours away, so the answer cannot change during a test
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

async function openZone(page: Page) {
	await page.getByRole('button', { name: 'Challenger zone' }).click()
	const dialog = page.getByRole('dialog', { name: 'Challenger zone' })
	await expect(dialog).toBeVisible()
	return dialog
}

test('the challenger zone hides columns, keeps the last one, changes tier, locks after the win and marks the share', async ({
	page,
}) => {
	const { answer, wrong } = todaysClassic(region)
	await page.goto('/classic')
	await guess(page, wrong.championName)
	const header = page.getByRole('table').getByRole('row').first()
	await expect(header.getByRole('columnheader')).toHaveCount(9)

	const zone = await openZone(page)
	const tier = zone.getByRole('status')
	await expect(tier).toHaveText('Every category is on: the classic game.')
	// every category but Debut arc off: the last one cannot go, and the tier is the top one
	for (const name of CATEGORIES.slice(0, 7)) await zone.getByRole('switch', { name }).click()
	const last = zone.getByRole('switch', { name: 'Debut arc' })
	await expect(last).toBeChecked()
	await expect(last).toBeDisabled()
	await expect(tier).toHaveText(/^Legend: /)
	// back to two off (Race and Deaths): a lower tier
	for (const name of ['Gender', 'Origin', 'Affiliation', 'Hair', 'Transforms']) {
		await zone.getByRole('switch', { name }).click()
	}
	await expect(tier).toHaveText(/^Warm-up: /)
	await expect(last).toBeEnabled()
	await zone.getByRole('button', { name: 'Close' }).click()
	await expect(zone).toBeHidden()

	// the hidden columns left the header row and the guess's row
	await expect(header.getByRole('columnheader')).toHaveCount(7)
	for (const name of ['Race', 'Deaths']) await expect(page.getByRole('columnheader', { name })).toHaveCount(0)
	const wrongRow = page.getByRole('table').getByRole('row').nth(1)
	await expect(wrongRow.getByRole('cell')).toHaveCount(6)
	await expect(wrongRow.getByRole('cell', { name: /^(Race|Deaths): / })).toHaveCount(0)

	await guess(page, answer.championName)
	const end = page.getByRole('region', { name: WIN_SENTENCE })
	await expect(end).toBeVisible({ timeout: 15_000 })
	await expect(end).toContainText('Won in the challenger zone with 2 categories hidden: Race, Deaths')
	const text =
		(await end.getByRole('region', { name: 'Share your result' }).locator('pre').textContent()) ?? ''
	expect(text).toContain('⚔️ Challenger zone: 2 categories hidden')
	const rows = text.split('\n').filter((line) => line.match(SQUARE) !== null)
	expect(rows).toHaveLength(2)
	for (const row of rows) expect(row.match(SQUARE)).toHaveLength(6)

	const locked = await openZone(page)
	await expect(locked.getByRole('note')).toHaveText(/locked until the next game/)
	for (const name of CATEGORIES) await expect(locked.getByRole('switch', { name })).toBeDisabled()
})

test('the clue counts the tries down and unlocks at the 6th', async ({ page }) => {
	const { answer } = todaysClassic(region)
	const others = loadContent()
		.characters.filter((character) => character.championId !== answer.championId)
		.slice(0, 6)
	await page.goto('/classic')
	const clue = page.getByRole('region', { name: 'Clue' })
	await expect(clue).toBeVisible({ timeout: 15_000 })
	for (const [index, character] of others.entries()) {
		const left = 6 - index
		await expect(clue).toContainText(left === 1 ? 'Clue in 1 try' : `Clue in ${left} tries`)
		await guess(page, character.championName)
	}
	await expect(clue).not.toContainText('Clue in')
	await expect(clue).not.toContainText(answer.clue)
	await clue.getByRole('button', { name: 'Show the clue' }).click()
	await expect(clue).toContainText(answer.clue)
	await expect(clue.getByRole('button', { name: 'Hide the clue' })).toHaveAttribute('aria-expanded', 'true')

	await guess(page, answer.championName)
	await expect(page.getByRole('region', { name: WIN_SENTENCE })).toBeVisible({ timeout: 15_000 })
	await expect(clue).toContainText(`The clue was: ${answer.clue}`)
})
