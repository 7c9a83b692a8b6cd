import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { regionFarFromMidnight, todaysClassic } from './todays-answer.ts'

// Decision 111: a win on a phone, in each language, ends on a rank sentence and a share title its
// speakers would write: no "rank 1st", no "(easy)", no mode glued to the game's name, numbers in
// the language's digits, and nothing wider than the screen.
const { region, timezoneId } = regionFarFromMidnight(Date.now())
test.use({ timezoneId, permissions: ['clipboard-read', 'clipboard-write'] })

const ROOT = join(import.meta.dirname, '..')

function json(path: string): Record<string, unknown> {
	return JSON.parse(readFileSync(join(ROOT, path), 'utf8'))
}

/** The string at a dotted path of a language's strings. */
function at(strings: Record<string, unknown>, path: string): string {
	const value = path
		.split('.')
		.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], strings)
	if (typeof value !== 'string') throw new Error(`no string at ${path}`)
	return value
}

const LANGUAGES = [
	{
		locale: 'en-US',
		language: 'en',
		rank: /^You were the \d[\d,]*(st|nd|rd|th) to find it today$/,
		title: /^I found #Dragondle Classic #\d+ in one shot 🥇$/,
	},
	{
		locale: 'es-MX',
		language: 'es',
		rank: /^Fuiste la persona n\.º \d[\d.]* en encontrarlo hoy$/,
		title: /^#Dragondle #\d+, modo Clásico: ¡lo adiviné a la primera! 🥇$/,
	},
	{
		locale: 'fr-FR',
		language: 'fr',
		rank: /^Tu es la \d[\d\s]*(re|e) personne à trouver la réponse aujourd'hui$/,
		title: /^#Dragondle #\d+, mode Classique : je l'ai trouvé du premier coup 🥇$/,
	},
	{
		locale: 'pt-BR',
		language: 'pt-BR',
		rank: /^Você foi a \d[\d.]*ª pessoa a acertar hoje$/,
		title: /^#Dragondle #\d+, modo Clássico: acertei de primeira 🥇$/,
	},
] as const

const PHONES = [
	{ width: 360, height: 740 },
	{ width: 390, height: 844 },
]

for (const { locale, language, rank, title } of LANGUAGES) {
	for (const viewport of PHONES) {
		test(`${language} at ${viewport.width} × ${viewport.height}: a win ends on the language's rank sentence and share title`, async ({
			browser,
		}) => {
			const context = await browser.newContext({ locale, timezoneId, viewport })
			await context.grantPermissions(['clipboard-read', 'clipboard-write'])
			const page = await context.newPage()
			const game = json(`packages/web/src/locales/${language}/game.json`)
			const names = language === 'en' ? null : json(`packages/content/data/i18n/${language}.json`)
			const { answer } = todaysClassic(region)
			const name = names === null ? answer.championName : at(names, `characters.${answer.championId}.name`)
			await page.goto('/classic')
			const box = page.getByRole('combobox', { name: at(game, 'guessBox.label') })
			await expect(box).toBeEnabled({ timeout: 15_000 })
			await box.fill(name)
			await page.getByRole('option', { name, exact: true }).click()
			await page.getByRole('button', { name: at(game, 'guessBox.submit') }).click()

			const line = page.locator('.end-panel__rank')
			await expect(line).toHaveText(rank, { timeout: 20_000 })
			// the sentence wraps inside the screen: nothing of it, or of the page, is cut or scrolls sideways
			expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
			expect(
				await page.evaluate(
					() => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
				),
			).toBe(true)

			await page.getByRole('button', { name: at(game, 'share.copy'), exact: true }).click()
			// the copy is written asynchronously, and the clipboard is the browser's, shared with the
			// other languages' tests: read it until this page's text is there
			const readClipboard = () => page.evaluate(() => navigator.clipboard.readText())
			await expect.poll(async () => (await readClipboard()).split('\n')[0]).toMatch(title)
			expect(await readClipboard()).not.toMatch(/\((easy|fácil|facile)\)/i)
			await context.close()
		})
	}
}
