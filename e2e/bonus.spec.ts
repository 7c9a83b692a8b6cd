import { expect, type Page, test } from '@playwright/test'
import { guess } from './guess.ts'
import { regionFarFromMidnight, todaysImageAnswer } from './todays-answer.ts'

// The bonus question after a Technique or Fusion win (docs/product.md §4 "Bonus question",
// decision 098). The browser plays the region whose midnight is hours away.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

const WIN_SENTENCE = /^(ONE SHOT|gg wp|gg ez|VICTORY!)$/
const SHARE_BONUS = '⭐ Bonus question: right'

/** Today's answer of a mode, its bonus question, and the choice that answers it right. */
function todaysBonus(mode: 'technique' | 'fusion') {
	if (mode === 'technique') {
		const { answer, payload } = todaysImageAnswer('technique', region)
		return { answer, question: 'Bonus: which technique is it?', right: payload.technique_name }
	}
	const { answer, payload } = todaysImageAnswer('fusion', region)
	return {
		answer,
		question: 'Bonus: which two fighters fused?',
		right: payload.fusion_components.join(' + '),
	}
}

/** Wins today's game of a mode and returns its bonus question, once the end panel shows it. */
async function winAndFindBonus(page: Page, mode: 'technique' | 'fusion') {
	const { answer, question } = todaysBonus(mode)
	await page.goto(`/${mode}`)
	await guess(page, answer.championName)
	const group = page.getByRole('region', { name: WIN_SENTENCE }).getByRole('group', { name: question })
	await expect(group.getByRole('button')).toHaveCount(4, { timeout: 15_000 })
	return group
}

for (const mode of ['technique', 'fusion'] as const) {
	test(`${mode}: the bonus answered right is kept after a reload, marks the share text, and every player gets the same choices`, async ({
		page,
		browser,
	}) => {
		const { right } = todaysBonus(mode)
		const group = await winAndFindBonus(page, mode)
		const share = page.getByRole('region', { name: 'Share your result' })
		await expect(share).not.toContainText(SHARE_BONUS)
		const choices = await group.getByRole('button').allTextContents()

		await group.getByRole('button', { name: right, exact: true }).click()
		await expect(group.getByRole('status')).toHaveText(`Right! It was ${right}.`)
		for (const choice of await group.getByRole('button').all()) await expect(choice).toBeDisabled()
		await expect(share).toContainText(SHARE_BONUS)

		await page.reload()
		await expect(group.getByRole('status')).toHaveText(`Right! It was ${right}.`, { timeout: 15_000 })
		for (const choice of await group.getByRole('button').all()) await expect(choice).toBeDisabled()
		await expect(group.getByRole('button', { name: right, exact: true })).toContainText('✓')
		await expect(page.getByRole('region', { name: 'Share your result' })).toContainText(SHARE_BONUS)

		// another player of the same day and region is asked the same four, in the same order
		const other = await browser.newContext({ timezoneId })
		const otherGroup = await winAndFindBonus(await other.newPage(), mode)
		expect(await otherGroup.getByRole('button').allTextContents()).toEqual(choices)
		await other.close()
	})
}
