import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { type ImageMode, regionFarFromMidnight, todaysImageAnswer } from './todays-answer.ts'

// Issue 35, the picture modes on a phone, in each language: giving up a practice round shows the
// whole picture, named (point 5); without the picture no guess is taken, the page says why, and
// the guesses go on once the picture is back (point 6).
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId })

const ROOT = join(import.meta.dirname, '..')
type Strings = Record<string, unknown>

/** A language's strings of one namespace, as the site ships them. */
function stringsOf(language: string, namespace: string): Strings {
	return JSON.parse(
		readFileSync(join(ROOT, `packages/web/src/locales/${language}/${namespace}.json`), 'utf8'),
	)
}

/**
 * The string at a dotted path of a language's namespace, its {{placeholders}} filled; a number
 * placeholder (`{{percent, number}}`) is written as the page writes it, by Intl.NumberFormat.
 */
function text(language: string, path: string, values: Record<string, string | number> = {}): string {
	const [namespace = '', ...keys] = path.split('.')
	const value = keys.reduce<unknown>(
		(node, key) => (node as Strings | undefined)?.[key],
		stringsOf(language, namespace),
	)
	if (typeof value !== 'string') throw new Error(`no string at ${path} in ${language}`)
	return value.replace(/\{\{(\w+)(, number)?\}\}/g, (whole, name: string, number?: string) => {
		const filled = values[name]
		if (filled === undefined) return whole
		return number !== undefined && typeof filled === 'number'
			? new Intl.NumberFormat(language).format(filled)
			: String(filled)
	})
}

/**
 * A string as a whole-text pattern: any space matches any other (French's no-break spaces), and
 * each {{placeholder}} any text, captured.
 */
function pattern(template: string): RegExp {
	const escaped = template
		.split(/\{\{\w+(?:, number)?\}\}/)
		.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'))
		.join('(.+)')
	return new RegExp(`^${escaped}$`)
}

/** The phones of the issue, each language on one of them, every mode in each language at least once. */
const CASES = [
	{ mode: 'fusion', locale: 'en-US', language: 'en', viewport: { width: 390, height: 844 } },
	{ mode: 'technique', locale: 'en-US', language: 'en', viewport: { width: 360, height: 740 } },
	{ mode: 'silhouette', locale: 'en-US', language: 'en', viewport: { width: 390, height: 844 } },
	{ mode: 'silhouette', locale: 'es-MX', language: 'es', viewport: { width: 360, height: 740 } },
	{ mode: 'fusion', locale: 'fr-FR', language: 'fr', viewport: { width: 360, height: 740 } },
	{ mode: 'technique', locale: 'pt-BR', language: 'pt-BR', viewport: { width: 390, height: 844 } },
] as const satisfies readonly { mode: ImageMode; locale: string; language: string; viewport: object }[]

/** The button is whole inside the page's width, and nothing scrolls sideways. */
async function fitsAcross(page: Page, name: string): Promise<void> {
	const box = await page.getByRole('button', { name }).boundingBox()
	const width = page.viewportSize()?.width ?? 0
	expect(box).not.toBeNull()
	expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

for (const { mode, locale, language, viewport } of CASES) {
	test.describe(`${mode}, ${language}, ${viewport.width} × ${viewport.height}`, () => {
		test.use({ locale, viewport })

		test('giving up a practice round shows the whole picture and names it', async ({ page }) => {
			await page.goto(`/${mode}/practice`)
			const box = page.getByRole('combobox', { name: text(language, 'game.guessBox.label') })
			await expect(box).toBeEnabled({ timeout: 15_000 })
			const hidden = mode === 'technique' ? 'technique.pictureHidden' : `${mode}.pictureZoomed`
			await expect(page.getByRole('img', { name: text(language, `game.${hidden}`) })).toBeVisible()
			await page.getByRole('button', { name: text(language, 'play.practice.giveUp'), exact: true }).click()

			const reveal = page
				.getByRole('status')
				.filter({ hasText: pattern(text(language, 'play.practice.gaveUp')) })
			await expect(reveal).toBeVisible()
			const said = (await reveal.textContent()) ?? ''
			const answer = pattern(text(language, 'play.practice.gaveUp')).exec(said)?.[1] ?? ''
			expect(answer).not.toBe('')
			if (mode === 'technique') {
				// sharp, in colour, named by its technique
				await expect(
					page.getByRole('img', { name: pattern(text(language, 'game.technique.pictureWon')) }),
				).toBeVisible()
				await expect(page.getByText(pattern(text(language, 'game.picture.clear')))).toBeVisible()
			} else {
				await expect(
					page.getByRole('img', { name: text(language, `game.${mode}.pictureWon`, { name: answer }) }),
				).toBeVisible()
				const whole = new Intl.NumberFormat(language).format(100)
				await expect(
					page.getByText(pattern(text(language, 'game.picture.shown', { percent: whole }))),
				).toBeVisible()
			}
			await expect(page.getByRole('switch')).toHaveCount(0)
		})

		test('without its picture no guess is taken, the page says why, and guessing goes on once it is back', async ({
			page,
			context,
		}) => {
			const { wrong } = todaysImageAnswer(mode, region)
			const [first] = wrong
			if (!first) throw new Error('the pack needs a wrong guess')
			const refuse = (route: { abort: (code: string) => Promise<void> }) =>
				route.abort('internetdisconnected')
			await context.route('**/art/i/**', refuse)
			await page.goto(`/${mode}`)
			const alert = page
				.getByRole('alert')
				.filter({ hasText: pattern(text(language, 'game.picture.loadError')) })
			await expect(alert).toBeVisible({ timeout: 15_000 })
			await fitsAcross(page, text(language, 'game.picture.retry'))

			const box = page.getByRole('combobox', { name: text(language, 'game.guessBox.label') })
			const submit = page.getByRole('button', { name: text(language, 'game.guessBox.submit'), exact: true })
			await expect(submit).toBeDisabled()
			await box.fill(first.championName)
			await box.press('Enter')
			const list = page.getByRole('list', { name: text(language, 'game.guessList.label') })
			await expect(list).toHaveCount(0)
			await expect(box).toHaveValue(first.championName)

			// the button asks again; still out of reach, still refused
			await page.getByRole('button', { name: text(language, 'game.picture.retry') }).click()
			await expect(alert).toBeVisible()
			await expect(submit).toBeDisabled()

			// the network comes back: the page loads the picture by itself
			await context.unroute('**/art/i/**', refuse)
			await context.setOffline(true)
			await context.setOffline(false)
			await expect(alert).toHaveCount(0, { timeout: 15_000 })
			await expect(submit).toBeEnabled()
			await box.press('Enter')
			await expect(list.getByRole('listitem')).toHaveCount(1)
		})
	})
}
