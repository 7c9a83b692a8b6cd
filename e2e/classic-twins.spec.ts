import vocabulary from '@dragondle/content/data/vocabulary.json' with { type: 'json' }
import { type Character, gameNumeroAt } from '@dragondle/core'
import { expect, test } from '@playwright/test'
import { waitForApp } from './app-ready.ts'
import { E2E_ENV } from './playwright.config.ts'
import { regionFarFromMidnight, serverAnswers } from './todays-answer.ts'

// A guess with every tile of the answer, but not the answer, gets a notice that speaks of the
// answer as he or she (decision 110), in each language: played on a past day of the archive whose
// answer belongs to one of the pack's sets of characters the tiles cannot tell apart. Those left
// are men (the Ginyu Force); the women's form is tested on a component (classic-agreement.test).
// Caulifla and Kale, who used to be such a set, are told apart by the debut tile.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

const LANGUAGES = [
	{ locale: 'en-US', language: 'en' },
	{ locale: 'es-MX', language: 'es' },
	{ locale: 'pt-BR', language: 'pt-BR' },
	{ locale: 'fr-FR', language: 'fr' },
] as const

async function stringsOf(language: string) {
	const game = await import(`@dragondle/web/locales/${language}/game.json`, { with: { type: 'json' } })
	const data =
		language === 'en'
			? null
			: await import(`@dragondle/content/data/i18n/${language}.json`, { with: { type: 'json' } })
	return {
		label: game.default.guessBox.label as string,
		submit: game.default.guessBox.submit as string,
		notice: (gender: string): string => game.default.classic[`duplicate_${gender.toLowerCase()}`],
		nameOf: (character: Character): string =>
			data?.default.characters[String(character.championId)]?.name ?? character.championName,
	}
}

/** The latest past day whose answer has the gender and a twin in the pack, with that twin. */
function pastDayWithTwin(gender: 'Male') {
	const { content, daily } = serverAnswers()
	const today = gameNumeroAt(Date.now(), region, E2E_ENV.LAUNCH_DAY)
	for (let day = today - 1; day >= 1; day--) {
		const name = daily.answer('classic', region, day).champion_name
		const answer = content.characters.find((character) => character.championName === name)
		const set = vocabulary.sameTiles.find(({ ids }) => answer && ids.includes(answer.championId))
		const twinId = set?.ids.find((id) => id !== answer?.championId)
		const twin = content.characters.find((character) => character.championId === twinId)
		if (answer?.gender === gender && twin) return { day, twin }
	}
	throw new Error(`no past day has a ${gender} answer with a twin`)
}

for (const { locale, language } of LANGUAGES) {
	for (const gender of ['Male'] as const) {
		test(`${language}: the notice for a ${gender.toLowerCase()} twin of the answer agrees with him`, async ({
			browser,
		}) => {
			const context = await browser.newContext({ locale, timezoneId })
			const page = await context.newPage()
			const { day, twin } = pastDayWithTwin(gender)
			const strings = await stringsOf(language)
			await page.goto(`/classic/archive/${day}`)
			await waitForApp(page)
			const box = page.getByRole('combobox', { name: strings.label })
			await expect(box).toBeEnabled({ timeout: 15_000 })
			const name = strings.nameOf(twin)
			await box.fill(name)
			await page.getByRole('option', { name, exact: true }).click()
			await page.getByRole('button', { name: strings.submit }).click()
			const notice = strings.notice(gender).replace('{{name}}', name)
			await expect(page.getByRole('note')).toHaveText(notice)
			await context.close()
		})
	}
}

/** The latest past day whose answer is one of the names, with the other one. */
function pastDayOfEither(names: readonly [string, string]) {
	const { daily } = serverAnswers()
	const today = gameNumeroAt(Date.now(), region, E2E_ENV.LAUNCH_DAY)
	for (let day = today - 1; day >= 1; day--) {
		const name = daily.answer('classic', region, day).champion_name
		if (names.includes(name)) return { day, other: names.find((each) => each !== name) ?? '' }
	}
	throw new Error(`no past day's answer is ${names.join(' or ')}`)
}

test('Caulifla and Kale are told apart: the debut tile is partial, and no notice', async ({ browser }) => {
	const context = await browser.newContext({ locale: 'en-US', timezoneId })
	const page = await context.newPage()
	const { day, other } = pastDayOfEither(['Caulifla', 'Kale'])
	await page.goto(`/classic/archive/${day}`)
	await waitForApp(page)
	const box = page.getByRole('combobox', { name: 'Type character name ...' })
	await expect(box).toBeEnabled({ timeout: 15_000 })
	await box.fill(other)
	await page.getByRole('option', { name: other, exact: true }).click()
	await page.getByRole('button', { name: 'Guess' }).click()
	await expect(
		page.getByRole('cell', { name: 'Debut arc: Universe Survival — partially correct' }),
	).toBeVisible()
	await expect(page.getByRole('note')).toHaveCount(0)
	await context.close()
})
